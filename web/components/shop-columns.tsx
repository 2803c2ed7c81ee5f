import { useTranslation } from 'react-i18next';
import type { Shop } from '@core/schemas/shops';
import type { Column } from '@web/components/ui/data-table';
import { StatusBadge } from '@web/components/ui/status-badge';
import { useFormatters } from '@web/lib/format';

/** The shop tables' common columns: cash, status and creation date. */
export function useShopDetailColumns(): Column<Shop>[] {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  return [
    {
      id: 'cash',
      header: t('shops.cash'),
      align: 'right',
      cell: (shop) => <span className="tabular-nums">{money(shop.amount_avalaible)}</span>,
    },
    {
      id: 'status',
      header: t('staff.status'),
      cell: (shop) => (
        <StatusBadge
          active={shop.is_active}
          label={shop.is_active ? t('common.active') : t('common.inactive')}
        />
      ),
    },
    {
      id: 'created',
      header: t('shops.created'),
      cell: (shop) => <span className="whitespace-nowrap">{date(shop.created_at)}</span>,
    },
  ];
}
