import { useTranslation } from 'react-i18next';
import { MAX_WIN_PERCENTAGE } from '@core/bingo/game-limits';
import {
  LATE_CLAIM_RULES,
  MAX_RESETS_LIMIT,
  SHARED_WIN_RULES,
  UNNAMED_CARDS_RULES,
} from '@core/bingo/game-rules';
import { shopRulesSchema, type ShopRules } from '@core/schemas/game-record';
import { FormNumberField, FormSelectField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { LANGUAGES } from '@web/lib/languages';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useUpdateShopRules } from '../api/shops-api';

/**
 * The shop's language (its TVs, voice, cartelas and phone pages), late claims, resets per game,
 * unnamed-card games, the highest win %, several winners on one ball and whether a phone's claim
 * pauses the caller, for one shop (its agent or an admin).
 */
export function ShopRulesModal({
  shop,
  rules,
  onClose,
}: {
  shop: { id: number; name: string };
  rules: ShopRules;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateShopRules(shop.id);
  const form = useSchemaForm(shopRulesSchema, {
    defaultValues: {
      ...rules,
      max_win_percentage: rules.max_win_percentage ?? MAX_WIN_PERCENTAGE.default,
    },
  });
  const submit = form.handleSubmit((input) => {
    update.mutate(input, {
      onSuccess: () => {
        toast.success(t('hallRules.saved'), { autoClose: MAIN_SCREEN_TOAST_MS });
        onClose();
      },
      onError: (error) => showServerError(form, error, { fallback: t('hallRules.saveError') }),
    });
  });
  return (
    <FormModal
      title={t('hallRules.title', { shop: shop.name })}
      description={t('hallRules.hint')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={update.isPending}
      submitLabel={t('common.saveChanges')}
      error={form.formState.errors.root?.server?.message}
    >
      <FormSelectField
        form={form}
        name="language"
        label={t('hallRules.language')}
        hint={t('hallRules.languageHint')}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </FormSelectField>
      <FormSelectField
        form={form}
        name="late_claims"
        label={t('hallRules.lateClaims')}
        hint={t('hallRules.lateHint')}
      >
        {LATE_CLAIM_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {t(`hallRules.late.${rule}`)}
          </option>
        ))}
      </FormSelectField>
      <FormSelectField
        form={form}
        name="max_resets"
        numeric
        label={t('hallRules.maxResets')}
        hint={t('hallRules.resetsHint')}
      >
        {Array.from({ length: MAX_RESETS_LIMIT + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </FormSelectField>
      <FormSelectField
        form={form}
        name="unnamed_cards"
        label={t('hallRules.unnamedCards')}
        hint={t('hallRules.unnamedHint')}
      >
        {UNNAMED_CARDS_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {t(`hallRules.unnamed.${rule}`)}
          </option>
        ))}
      </FormSelectField>
      <FormNumberField
        form={form}
        name="max_win_percentage"
        label={t('hallRules.maxWinPercentage')}
        hint={t('hallRules.maxWinHint')}
        min={MAX_WIN_PERCENTAGE.min}
        max={MAX_WIN_PERCENTAGE.max}
      />
      <FormSelectField
        form={form}
        name="shared_wins"
        label={t('hallRules.sharedWins')}
        hint={t('hallRules.sharedHint')}
      >
        {SHARED_WIN_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {t(`hallRules.shared.${rule}`)}
          </option>
        ))}
      </FormSelectField>
      <FormSelectField
        form={form}
        name="claims_pause"
        yesNo
        label={t('hallRules.claimsPause')}
        hint={t('hallRules.claimsPauseHint')}
      >
        <option value="true">{t('hallRules.claimsPauseOn')}</option>
        <option value="false">{t('hallRules.claimsPauseOff')}</option>
      </FormSelectField>
    </FormModal>
  );
}
