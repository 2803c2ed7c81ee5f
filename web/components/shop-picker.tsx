import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@core/schemas/shops';
import { NoShopHint } from '@web/components/no-shop-hint';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { inputClass } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';

interface ShopPickerProps {
  /** The cashier's shops as loaded: its loading and error states are the picker's. */
  query: Pick<
    UseQueryResult<readonly Shop[]>,
    'data' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
  >;
  /** The shops to choose from, when not all the query's (the active ones). */
  shops?: readonly Shop[] | undefined;
  shopId: number | null;
  onChange: (id: number) => void;
}

/** The shop a cashier's game is for: a select with several, implicit with one, a hint with none. */
export function ShopPicker({ query, shops = query.data, shopId, onChange }: ShopPickerProps) {
  const { t } = useTranslation();
  const id = useId();

  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('gameBoard.shop.loading')}
      </p>
    );
  }
  if (query.isError || !shops) {
    return (
      <ErrorAlert
        message={t('gameBoard.shop.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (shops.length === 0) {
    return (
      <div
        role="note"
        data-testid="no-shop"
        className="flex items-start gap-3 rounded-xl border border-accent/50 bg-surface px-4 py-3 text-sm"
      >
        <Icon name="alert" size={20} className="mt-0.5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('gameBoard.shop.none')}</p>
          <NoShopHint />
        </div>
      </div>
    );
  }
  if (shops.length === 1) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <Icon name="briefcase" size={18} className="text-ink-muted" />
        <span className="text-ink-muted">{t('gameBoard.shop.label')}:</span>
        <span data-testid="game-shop" className="font-semibold">
          {shops[0]?.name}
        </span>
      </p>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('gameBoard.shop.label')}
      </label>
      <select
        id={id}
        value={shopId ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        className={inputClass}
      >
        {shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
    </div>
  );
}
