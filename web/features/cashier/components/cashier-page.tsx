import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function CashierPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.cashier.title')} subtitle={t('pages.cashier.subtitle')} />;
}
