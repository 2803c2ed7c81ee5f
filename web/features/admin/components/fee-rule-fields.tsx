import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField, FormNumberField, type AnyForm } from '@web/components/form/fields';

/**
 * A minimum fee per game and a lowest cashier rate (decision 022): the platform's in the fee
 * rules, an agent's own in the agent's edit form.
 */
export function FeeRuleFields<T extends FieldValues>({
  form,
  hints,
}: {
  form: AnyForm<T>;
  hints: { fee: string; percent: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormAmountField
        form={form}
        name={'min_fee' as Path<T>}
        label={t('admin.feeRules.minFee')}
        min="0"
        hint={hints.fee}
      />
      <FormNumberField
        form={form}
        name={'min_fee_percent' as Path<T>}
        label={t('admin.feeRules.minFeePercent')}
        min="0"
        max="100"
        hint={hints.percent}
      />
    </>
  );
}
