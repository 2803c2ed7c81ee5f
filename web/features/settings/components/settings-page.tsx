import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function SettingsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.settings.title')} subtitle={t('pages.settings.subtitle')} />;
}
