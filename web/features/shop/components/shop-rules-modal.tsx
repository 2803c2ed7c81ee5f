import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LATE_CLAIM_RULES, MAX_RESETS_LIMIT, type LateClaimRule } from '@core/bingo/game-rules';
import { shopRulesSchema, type ShopRules } from '@core/schemas/game-record';
import { SelectField } from '@web/components/ui/field';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText, validate } from '@web/lib/validation';
import { useUpdateShopRules } from '../api/shops-api';

/** Late claims and resets per game for one shop (its agent or an admin). */
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
  const [lateClaims, setLateClaims] = useState<LateClaimRule>(rules.late_claims);
  const [maxResets, setMaxResets] = useState(String(rules.max_resets));
  const submit = () => {
    const checked = validate(
      shopRulesSchema,
      { late_claims: lateClaims, max_resets: Number(maxResets) },
      t,
    );
    if (checked.errors) return;
    update.mutate(checked.data, {
      onSuccess: () => {
        toast.success(t('hallRules.saved'), { autoClose: MAIN_SCREEN_TOAST_MS });
        onClose();
      },
    });
  };
  return (
    <FormModal
      title={t('hallRules.title', { shop: shop.name })}
      description={t('hallRules.hint')}
      onClose={onClose}
      onSubmit={submit}
      busy={update.isPending}
      submitLabel={t('common.saveChanges')}
      error={update.error ? serverErrorText(update.error, t('hallRules.saveError')) : null}
    >
      <SelectField
        label={t('hallRules.lateClaims')}
        value={lateClaims}
        onChange={(event) => setLateClaims(event.target.value as LateClaimRule)}
        hint={t('hallRules.lateHint')}
      >
        {LATE_CLAIM_RULES.map((rule) => (
          <option key={rule} value={rule}>
            {t(`hallRules.late.${rule}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('hallRules.maxResets')}
        value={maxResets}
        onChange={(event) => setMaxResets(event.target.value)}
        hint={t('hallRules.resetsHint')}
      >
        {Array.from({ length: MAX_RESETS_LIMIT + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}
