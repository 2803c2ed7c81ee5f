import { useTranslation } from 'react-i18next';
import {
  PATTERN_FLOOR,
  gameLimitsFormSchema,
  type PlatformGameLimits,
} from '@core/schemas/platform';
import { FormAmountField, FormNumberField } from '@web/components/form/fields';
import { FormServerError } from '@web/components/form/form-server-error';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Panel } from '@web/components/ui/panel';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { usePlatformSettings, useSavePlatformSettings } from '../api/admin-api';

/** A blank figure is no ceiling: the form keeps it undefined, the API takes null. */
const orNull = (value: number | undefined) => value ?? null;

/**
 * The admin's bounds on every shop's games (decision 045): the fewest numbers a pattern needs
 * (the free centre is free), and ceilings above the limits each agent sets per shop.
 */
export function GameLimitsPanel() {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  const save = useSavePlatformSettings();
  const limits: PlatformGameLimits | undefined = settings.data?.game_limits;
  const form = useSchemaForm(gameLimitsFormSchema, {
    values: limits && {
      min_pattern_numbers: limits.min_pattern_numbers,
      ceiling_prize: limits.ceiling_prize ?? undefined,
      ceiling_card_value: limits.ceiling_card_value ?? undefined,
      ceiling_cards_per_game: limits.ceiling_cards_per_game ?? undefined,
      floor_seconds_between_games: limits.floor_seconds_between_games,
    },
  });

  const submit = form.handleSubmit((input) =>
    save.mutate(
      {
        game_limits: {
          min_pattern_numbers: input.min_pattern_numbers,
          ceiling_prize: orNull(input.ceiling_prize),
          ceiling_card_value: orNull(input.ceiling_card_value),
          ceiling_cards_per_game: orNull(input.ceiling_cards_per_game),
          floor_seconds_between_games: input.floor_seconds_between_games,
        },
      },
      {
        onSuccess: () =>
          toast.success(t('admin.gameLimits.saved'), { autoClose: MAIN_SCREEN_TOAST_MS }),
        onError: (error) => showServerError(form, error, { fallback: t('admin.gameLimits.error') }),
      },
    ),
  );

  return (
    <Panel title={t('admin.gameLimits.title')}>
      {settings.isError ? (
        <ErrorAlert
          message={t('admin.gameLimits.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <form
          className="space-y-3"
          aria-label={t('admin.gameLimits.title')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="text-sm text-ink-muted">{t('admin.gameLimits.description')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormNumberField
              form={form}
              name="min_pattern_numbers"
              label={t('admin.gameLimits.minPatternNumbers')}
              hint={t('admin.gameLimits.minPatternHint')}
              min={PATTERN_FLOOR.min}
              max={PATTERN_FLOOR.max}
            />
            <FormNumberField
              form={form}
              name="floor_seconds_between_games"
              label={t('admin.gameLimits.floorSeconds')}
              min={0}
            />
            <FormAmountField
              form={form}
              name="ceiling_prize"
              label={t('admin.gameLimits.ceilingPrize')}
              hint={t('admin.gameLimits.blankIsNone')}
            />
            <FormAmountField
              form={form}
              name="ceiling_card_value"
              label={t('admin.gameLimits.ceilingCardValue')}
              hint={t('admin.gameLimits.blankIsNone')}
            />
            <FormNumberField
              form={form}
              name="ceiling_cards_per_game"
              label={t('admin.gameLimits.ceilingCards')}
              hint={t('admin.gameLimits.blankIsNone')}
              min={1}
            />
          </div>
          <FormServerError form={form} />
          <Button type="submit" disabled={save.isPending || !limits}>
            {t('admin.gameLimits.save')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
