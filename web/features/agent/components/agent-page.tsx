import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function AgentPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.agent.title')} subtitle={t('pages.agent.subtitle')} />;
}
