import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@core/schemas/shops';
import { PairTvDialog } from '@web/components/pair-tv-dialog';
import { Button, buttonClass } from '@web/components/ui/button';
import { DataTable, RowActions, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { useShopDetailColumns } from '@web/components/shop-columns';
import { StatCard, StatGrid } from '@web/components/ui/stat-card';
import { useAuth } from '@web/lib/auth';
import { useFormatters } from '@web/lib/format';
import { useManagedShops } from '@web/lib/shops';
import { HallLinkDialog } from './hall-link-dialog';
import { HallsPanel } from './halls-panel';
import { CashAdjustmentsDialog } from './cash-adjustments-dialog';
import { ShopLimitsModal } from './shop-limits-modal';

/** PRODUCT section 6 "/shop": the shops the user may manage, with each shop's cash. */
export function ShopPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { money, figure } = useFormatters();
  const shopDetailColumns = useShopDetailColumns();
  const shops = useManagedShops();
  const isCashier = user?.role === 'cashier';
  const [adjustmentsOf, setAdjustmentsOf] = useState<Shop | null>(null);
  // The shop whose TVs are being paired, listed or revoked (decision 027).
  const [tvShop, setTvShop] = useState<number | null>(null);
  // The shop whose hall server is being linked (decision 038).
  const [hallShop, setHallShop] = useState<Shop | null>(null);
  // The shop whose limits and allowed patterns its agent sets (decision 045).
  const [limitsShop, setLimitsShop] = useState<Shop | null>(null);

  const columns: Column<Shop>[] = [
    {
      id: 'name',
      header: t('shops.shop'),
      cell: (shop) => <span className="font-semibold break-words">{shop.name}</span>,
    },
    ...(isCashier
      ? []
      : [
          {
            id: 'cashier',
            header: t('shops.cashier'),
            cell: (shop: Shop) => shop.cashier_username,
          },
        ]),
    ...shopDetailColumns,
    {
      id: 'games',
      header: t('common.actions'),
      headerHidden: true,
      align: 'right',
      cell: (shop: Shop) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setTvShop(shop.id)}
            aria-label={t('tvPairing.openNamed', { name: shop.name })}
          >
            {t('tvPairing.open')}
          </Button>
          {!isCashier && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setLimitsShop(shop)}
              aria-label={t('shopLimits.openNamed', { shop: shop.name })}
            >
              {t('shopLimits.open')}
            </Button>
          )}
          {!isCashier && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setHallShop(shop)}
              aria-label={t('hall.link.openNamed', { name: shop.name })}
            >
              {t('hall.link.open')}
            </Button>
          )}
          <Link
            to={`/shop/${shop.id}/games`}
            className={buttonClass('secondary', 'sm')}
            aria-label={t('lastGames.openNamed', { shop: shop.name })}
          >
            {t('lastGames.open')}
          </Link>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAdjustmentsOf(shop)}
            aria-label={t('shops.adjustments.openFor', { shop: shop.name })}
          >
            {t('shops.adjustments.open')}
          </Button>
        </RowActions>
      ),
    },
  ];

  const list = shops.data ?? [];
  const active = list.filter((shop) => shop.is_active).length;
  const cash = list.reduce((sum, shop) => sum + Math.round(shop.amount_avalaible * 100), 0) / 100;

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
  else if (list.length === 0)
    content = (
      <EmptyState icon="home" title={t('shops.empty')}>
        {isCashier ? t('shops.emptyCashier') : t('shops.emptyAgent')}
      </EmptyState>
    );
  else
    content = (
      <DataTable
        caption={t('pages.shop.title')}
        columns={columns}
        rows={list}
        rowKey={(shop) => shop.id}
      />
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.shop.title')}
        subtitle={t('pages.shop.subtitle')}
        actions={
          isCashier ? (
            <Link to="/cashier" className={buttonClass('secondary')}>
              {t('shops.manage')}
            </Link>
          ) : undefined
        }
      />
      <StatGrid label={t('shops.summary')} columns={3}>
        <StatCard
          label={t('shops.total')}
          icon="home"
          loading={shops.isPending}
          value={figure(list.length)}
        />
        <StatCard
          label={t('shops.active')}
          icon="check"
          loading={shops.isPending}
          value={figure(active)}
        />
        <StatCard
          label={t('shops.totalCash')}
          icon="register"
          loading={shops.isPending}
          value={money(cash)}
        />
      </StatGrid>
      <Panel title={t('shops.listTitle')}>{content}</Panel>
      {!isCashier && <HallsPanel />}
      {adjustmentsOf && (
        <CashAdjustmentsDialog shop={adjustmentsOf} onClose={() => setAdjustmentsOf(null)} />
      )}
      {limitsShop && <ShopLimitsModal shop={limitsShop} onClose={() => setLimitsShop(null)} />}
      {hallShop && <HallLinkDialog shop={hallShop} onClose={() => setHallShop(null)} />}
      {tvShop !== null && <PairTvDialog shopId={tvShop} onClose={() => setTvShop(null)} />}
    </div>
  );
}
