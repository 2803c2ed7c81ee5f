import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useAuth } from '@web/lib/auth';
import { CashierStats } from './cashier-stats';
import { RunningGames } from './running-games';
import { CreateShopForm } from './create-shop-form';
import { GamesManagement } from './games-management';
import { MyShops } from './my-shops';
import { StartGameForm } from './start-game-form';

/** SPEC "Cashier dashboard": stat cards, Create New Shop, Start New Game, My Shops, Games Management. */
export function CashierPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.cashier.title')}
        subtitle={t('pages.cashier.subtitle')}
        actions={
          user?.cashier_id != null && (
            <Link
              to={`/statements/cashier/${user.cashier_id}`}
              className={buttonClass('secondary', 'sm')}
            >
              {t('statements.mine')}
            </Link>
          )
        }
      />
      <CashierStats />
      <RunningGames />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-6">
          <StartGameForm />
          <CreateShopForm />
        </div>
        <MyShops />
      </div>
      <GamesManagement />
    </div>
  );
}
