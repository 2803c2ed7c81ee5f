import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function AdminPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.admin.title')} subtitle={t('pages.admin.subtitle')} />;
}
