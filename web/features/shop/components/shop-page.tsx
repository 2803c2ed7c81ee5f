import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';

export function ShopPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.shop.title')} subtitle={t('pages.shop.subtitle')} />;
}
