import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@core/schemas/shops';
import { PairTvDialog } from '@web/components/pair-tv-dialog';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable, RowActions, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Panel } from '@web/components/ui/panel';
import { useShopDetailColumns } from '@web/components/shop-columns';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useCashierShops } from '@web/lib/shops';
import { useDeleteShop } from '../api/cashier-api';
import { ShopEditModal } from './shop-edit-modal';

type Dialog = { kind: 'edit' | 'delete' | 'tv'; shop: Shop } | null;

export function MyShops() {
  const { t } = useTranslation();
  const shopDetailColumns = useShopDetailColumns();
  const shops = useCashierShops();
  const deleteShop = useDeleteShop();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const confirmDelete = (shop: Shop) => {
    deleteShop.mutate(shop.id, {
      onSuccess: () => {
        toast.success(t('cashier.shops.deleteSuccess'), { autoClose: MAIN_SCREEN_TOAST_MS });
        close();
      },
      onError: (error) => {
        console.error('Deleting shop failed', error);
        toast.error(t('cashier.shops.deleteError'), { autoClose: MAIN_SCREEN_TOAST_MS });
      },
    });
  };

  const columns: Column<Shop>[] = [
    {
      id: 'name',
      header: t('cashier.shops.name'),
      cell: (shop) => <span className="font-semibold break-words">{shop.name}</span>,
    },
    ...shopDetailColumns,
    {
      id: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      align: 'right',
      cell: (shop) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'tv', shop })}
            aria-label={t('tvPairing.openNamed', { name: shop.name })}
          >
            {t('tvPairing.open')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'edit', shop })}
            aria-label={t('common.editNamed', { name: shop.name })}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="dangerGhost"
            onClick={() => setDialog({ kind: 'delete', shop })}
            aria-label={t('common.deleteNamed', { name: shop.name })}
          >
            {t('common.delete')}
          </Button>
        </RowActions>
      ),
    },
  ];

  let content;
  if (shops.isPending) content = <LoadingScreen />;
  else if (shops.isError)
    content = (
      <ErrorAlert
        message={t('cashier.shops.loadError')}
        onRetry={() => void shops.refetch()}
        retrying={shops.isFetching}
      />
    );
  else if (shops.data.length === 0)
    content = (
      <EmptyState icon="home" title={t('shops.empty')}>
        {t('cashier.shops.emptyHint')}
      </EmptyState>
    );
  else
    content = (
      <DataTable
        caption={t('cashier.shops.title')}
        columns={columns}
        rows={shops.data}
        rowKey={(shop) => shop.id}
      />
    );

  return (
    <Panel title={t('cashier.shops.title')}>
      {content}
      {dialog?.kind === 'edit' && <ShopEditModal shop={dialog.shop} onClose={close} />}
      {dialog?.kind === 'tv' && <PairTvDialog shopId={dialog.shop.id} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('cashier.shops.deleteTitle')}
          message={t('cashier.shops.deleteMessage', { name: dialog.shop.name })}
          confirmLabel={t('common.delete')}
          busy={deleteShop.isPending}
          onCancel={close}
          onConfirm={() => confirmDelete(dialog.shop)}
        />
      )}
    </Panel>
  );
}
