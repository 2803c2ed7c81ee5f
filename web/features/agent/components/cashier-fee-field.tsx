import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField, type AnyForm } from '@web/components/form/fields';
import { useFormatters } from '@web/lib/format';
import { useMyFeeRules } from '../api/agent-api';

/**
 * A cashier's rate (decision 022), when it is created and when it is changed: no lower than the
 * agent's floor, which the hint names once the agent's fee rules are known.
 */
export function CashierFeeField<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const rules = useMyFeeRules().data;
  return (
    <FormNumberField
      form={form}
      name={'fee_percent' as Path<T>}
      label={t('agent.update.feePercent')}
      min={rules?.min_fee_percent ?? 0}
      max="100"
      hint={
        rules
          ? t('agent.fee.floorHint', {
              percent: rules.min_fee_percent,
              minFee: money(rules.min_fee),
            })
          : t('agent.update.feeHint')
      }
    />
  );
}
