import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_MODES, type GameMode } from '@core/bingo/modes';
import { NoShopHint } from '@web/components/no-shop-hint';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { SelectField } from '@web/components/ui/field';
import { PageHeader } from '@web/components/ui/page-header';
import { useAuth } from '@web/lib/auth';
import { readGameShopId, saveGameShopId } from '@web/lib/board-config';
import { readGameSettings } from '@web/lib/game-settings';
import { useManagedShops } from '@web/lib/shops';
import { CardSetEditor } from './card-set-editor';

/**
 * SPEC "Bingo Cards" (/bingocards): the saved cards of one shop in one game mode, kept on the
 * server. A cashier with several shops, an agent or an admin chooses which shop's set to edit.
 */
export function BingoCardsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const shops = useManagedShops();
  const [chosenShop, setChosenShop] = useState(readGameShopId);
  const [mode, setMode] = useState<GameMode>(() => readGameSettings().gameMode);
  const list = shops.data ?? [];
  const shop = list.find((s) => s.id === chosenShop) ?? list[0] ?? null;

  return (
    <div className="space-y-6">
      <PageHeader title={t('pages.bingoCards.title')} subtitle={t('pages.bingoCards.subtitle')} />
      {shops.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('app.loading')}
        </p>
      ) : shops.isError ? (
        <ErrorAlert
          message={t('bingoCards.shopsError')}
          onRetry={() => void shops.refetch()}
          retrying={shops.isFetching}
        />
      ) : !shop ? (
        <EmptyState icon="briefcase" title={t('bingoCards.noShops')}>
          <p>{t('bingoCards.noShopsHint')}</p>
          <NoShopHint className="mt-3" />
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
            <SelectField
              label={t('bingoCards.shop')}
              value={shop.id}
              disabled={list.length < 2}
              onChange={(event) => {
                const id = Number(event.target.value);
                if (user?.role === 'cashier') saveGameShopId(id);
                setChosenShop(id);
              }}
            >
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {user?.role === 'cashier' ? s.name : `${s.name} · ${s.cashier_username}`}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('bingoCards.mode')}
              value={mode}
              onChange={(event) => setMode(event.target.value as GameMode)}
            >
              {GAME_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`bingoCards.modes.${m}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <CardSetEditor key={`${shop.id}:${mode}`} shop={shop} shops={list} mode={mode} />
        </>
      )}
    </div>
  );
}
