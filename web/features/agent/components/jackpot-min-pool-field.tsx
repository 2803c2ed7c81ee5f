import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountField, type AnyForm } from '@web/components/form/fields';

/** A jackpot's minimum pool, when it is created and when it is changed. */
export function JackpotMinPoolField<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation();
  return (
    <FormAmountField
      form={form}
      name={'min_pool' as Path<T>}
      label={t('agent.jackpots.minPool')}
      min="0"
      hint={t('agent.jackpots.form.minPoolHint')}
    />
  );
}
