import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function BingoCardsPage() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('pages.bingoCards.title')} subtitle={t('pages.bingoCards.subtitle')} />
  );
}
