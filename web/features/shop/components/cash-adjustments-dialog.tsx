import { useTranslation } from 'react-i18next';
import type { CashAdjustment } from '@core/schemas/statements';
import type { Shop } from '@core/schemas/shops';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Modal } from '@web/components/ui/modal';
import { useFormatters } from '@web/lib/format';
import { useCashAdjustments } from '../api/shops-api';

/** Every change of a shop's cash figure: who, when, before, after and why. */
export function CashAdjustmentsDialog({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const adjustments = useCashAdjustments(shop.id);
  const columns: Column<CashAdjustment>[] = [
    { id: 'when', header: t('shops.adjustments.when'), cell: (a) => dateTime(a.created_at) },
    { id: 'by', header: t('shops.adjustments.by'), cell: (a) => a.by ?? '' },
    {
      id: 'before',
      header: t('shops.adjustments.before'),
      align: 'right',
      cell: (a) => money(a.before),
    },
    {
      id: 'after',
      header: t('shops.adjustments.after'),
      align: 'right',
      cell: (a) => money(a.after),
    },
    { id: 'reason', header: t('shops.adjustments.reason'), cell: (a) => a.reason ?? '' },
  ];
  let content;
  if (adjustments.isPending) content = <LoadingScreen />;
  else if (adjustments.isError)
    content = (
      <ErrorAlert
        message={t('shops.adjustments.loadError')}
        onRetry={() => void adjustments.refetch()}
        retrying={adjustments.isFetching}
      />
    );
  else if (adjustments.data.results.length === 0)
    content = <EmptyState icon="register" title={t('shops.adjustments.empty')} />;
  else
    content = (
      <DataTable
        caption={t('shops.adjustments.title', { shop: shop.name })}
        columns={columns}
        rows={adjustments.data.results}
        rowKey={(a) => a.entry_id}
      />
    );
  return (
    <Modal title={t('shops.adjustments.title', { shop: shop.name })} onClose={onClose} size="lg">
      {content}
    </Modal>
  );
}
