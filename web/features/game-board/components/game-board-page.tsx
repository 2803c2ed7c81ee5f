import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { BalancePanel } from './balance-panel';

export function GameBoardPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('pages.gameBoard.title')} subtitle={t('pages.gameBoard.subtitle')} />
      <BalancePanel />
    </div>
  );
}
