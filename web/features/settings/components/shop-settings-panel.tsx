import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GAME_MODES, maxNumberFor, type GameMode } from '@core/bingo/modes';
import type { ShopGameSettings } from '@core/schemas/game-settings';
import type { Shop } from '@core/schemas/shops';
import { ShopPicker } from '@web/components/shop-picker';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Panel } from '@web/components/ui/panel';

/** Whose game settings the page edits: the shop picker and the state of the shop's settings. */
export function ShopSettingsPanel({
  shops,
  activeShops,
  shopId,
  settings,
  onChange,
}: {
  shops: UseQueryResult<Shop[]>;
  activeShops: readonly Shop[] | undefined;
  shopId: number | null;
  settings: UseQueryResult<ShopGameSettings>;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.shop.title')}>
      <div className="space-y-3">
        <ShopPicker query={shops} shops={activeShops} shopId={shopId} onChange={onChange} />
        {shopId !== null && settings.isPending && (
          <p role="status" className="text-sm text-ink-muted">
            {t('settings.shop.loading')}
          </p>
        )}
        {settings.isError && (
          <ErrorAlert
            message={t('settings.shop.loadError')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        )}
        {settings.data && (
          <p data-testid="settings-shared" className="text-sm text-ink-muted">
            {t('settings.shop.shared')}
          </p>
        )}
      </div>
    </Panel>
  );
}

/** SPEC's Game Mode choice: standard 1-75, quick 1-50, marathon 1-100. */
export function GameModeField({
  disabled,
  value,
  field,
}: {
  disabled: boolean;
  value: GameMode | undefined;
  field: UseFormRegisterReturn<'gameMode'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{t('settings.mode.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {GAME_MODES.map((mode: GameMode) => (
          <label
            key={mode}
            className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors ${
              value === mode
                ? 'border-primary bg-primary-soft'
                : 'border-line hover:bg-surface-muted'
            }`}
          >
            <input type="radio" value={mode} {...field} className="accent-primary" />
            <span>
              <span className="block font-semibold">{t(`settings.mode.${mode}`)}</span>
              <span className="block text-xs text-ink-muted">
                {t('settings.mode.range', { max: maxNumberFor(mode) })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
