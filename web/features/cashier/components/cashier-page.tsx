import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { CashierStats } from './cashier-stats';
import { CreateShopForm } from './create-shop-form';
import { MyShops } from './my-shops';

/** SPEC "Cashier dashboard": stat cards, Create New Shop and My Shops (games come later). */
export function CashierPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <PageHeader title={t('pages.cashier.title')} subtitle={t('pages.cashier.subtitle')} />
      <CashierStats />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <CreateShopForm />
        <MyShops />
      </div>
    </div>
  );
}
