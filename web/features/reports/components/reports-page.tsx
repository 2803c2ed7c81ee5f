import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function ReportsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.reports.title')} subtitle={t('pages.reports.subtitle')} />;
}
