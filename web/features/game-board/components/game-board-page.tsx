import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function GameBoardPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.gameBoard.title')} subtitle={t('pages.gameBoard.subtitle')} />;
}
