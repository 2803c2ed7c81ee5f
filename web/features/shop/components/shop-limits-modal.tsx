import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SECONDS_BETWEEN_GAMES } from '@core/bingo/shop-limits';
import { shopLimitsFormSchema, type ShopLimits } from '@core/schemas/shop-limits';
import { FormAmountField, FormNumberField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { FormModal } from '@web/components/ui/form-modal';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { useFormatters } from '@web/lib/format';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useSaveShopLimits, useShopLimits } from '../api/shops-api';
import { AllowedPatternsField } from './allowed-patterns-field';

type Shop = { id: number; name: string };

/** The agent's limits of one shop and the patterns its cashier may choose (decision 045). */
export function ShopLimitsModal({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const { t } = useTranslation();
  const limits = useShopLimits(shop.id);
  if (limits.data) return <LimitsForm shop={shop} limits={limits.data} onClose={onClose} />;
  return (
    <FormModal
      title={t('shopLimits.title', { shop: shop.name })}
      onClose={onClose}
      onSubmit={() => undefined}
      busy
      submitLabel={t('common.saveChanges')}
    >
      {limits.isError ? (
        <ErrorAlert message={t('shopLimits.loadError')} onRetry={() => void limits.refetch()} />
      ) : (
        <LoadingScreen />
      )}
    </FormModal>
  );
}

function LimitsForm({
  shop,
  limits,
  onClose,
}: {
  shop: Shop;
  limits: ShopLimits;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const save = useSaveShopLimits(shop.id);
  const [allowed, setAllowed] = useState<string[] | null>(limits.allowed_patterns);
  const form = useSchemaForm(shopLimitsFormSchema, {
    defaultValues: {
      max_prize: limits.max_prize ?? undefined,
      max_card_value: limits.max_card_value ?? undefined,
      max_cards_per_game: limits.max_cards_per_game ?? undefined,
      min_seconds_between_games: limits.min_seconds_between_games,
    },
  });
  const { ceilings } = limits;
  const ceilingHint = (value: number | null, show: (v: number) => string) =>
    value === null ? t('shopLimits.noCeiling') : t('shopLimits.ceiling', { value: show(value) });
  const submit = form.handleSubmit((input) => {
    if (allowed !== null && allowed.length === 0) {
      form.setError('root.server', { type: 'manual', message: t('shopLimits.allowOne') });
      return;
    }
    save.mutate(
      {
        allowed_patterns: allowed,
        max_prize: input.max_prize ?? null,
        max_card_value: input.max_card_value ?? null,
        max_cards_per_game: input.max_cards_per_game ?? null,
        min_seconds_between_games: input.min_seconds_between_games,
      },
      {
        onSuccess: () => {
          toast.success(t('shopLimits.saved'), { autoClose: MAIN_SCREEN_TOAST_MS });
          onClose();
        },
        onError: (error) => showServerError(form, error, { fallback: t('shopLimits.saveError') }),
      },
    );
  });
  return (
    <FormModal
      title={t('shopLimits.title', { shop: shop.name })}
      description={t('shopLimits.hint')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={save.isPending}
      submitLabel={t('common.saveChanges')}
      error={form.formState.errors.root?.server?.message}
    >
      <FormAmountField
        form={form}
        name="max_prize"
        label={t('shopLimits.maxPrize')}
        hint={ceilingHint(ceilings.prize, money)}
      />
      <FormAmountField
        form={form}
        name="max_card_value"
        label={t('shopLimits.maxCardValue')}
        hint={ceilingHint(ceilings.card_value, money)}
      />
      <FormNumberField
        form={form}
        name="max_cards_per_game"
        label={t('shopLimits.maxCards')}
        hint={ceilingHint(ceilings.cards_per_game, String)}
        min={1}
      />
      <FormNumberField
        form={form}
        name="min_seconds_between_games"
        label={t('shopLimits.minSeconds')}
        hint={t('shopLimits.floorSeconds', { value: ceilings.seconds_between_games })}
        min={ceilings.seconds_between_games}
        max={MAX_SECONDS_BETWEEN_GAMES}
      />
      <AllowedPatternsField shopId={shop.id} value={allowed} onChange={setAllowed} />
      <p className="text-xs text-ink-muted">
        {t('shopLimits.patternFloor', { count: limits.min_pattern_numbers })}
      </p>
    </FormModal>
  );
}
