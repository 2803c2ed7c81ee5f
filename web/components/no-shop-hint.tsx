import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth';

/**
 * Whom a screen that needs a shop sends the user to: a cashier creates its shops on its dashboard;
 * an agent's cashiers create them (the agent creates cashiers); the admin creates agents, whose
 * cashiers create them. Each sees a link to the screen it can act on.
 */
export function NoShopHint({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  const [hint, to, label] =
    role === 'admin'
      ? ['gameBoard.shop.noneHintAdmin', '/admin#agents', 'gameBoard.shop.openAgents']
      : role === 'agent'
        ? ['gameBoard.shop.noneHintAgent', '/agent/cashiers', 'gameBoard.shop.openCashiers']
        : ['gameBoard.shop.noneHint', '/cashier', 'gameBoard.shop.openCashier'];
  return (
    <div className={`space-y-2 ${className}`}>
      <p className="text-ink-muted">{t(hint)}</p>
      <Link to={to} className={buttonClass('secondary', 'sm')}>
        {t(label)}
      </Link>
    </div>
  );
}
