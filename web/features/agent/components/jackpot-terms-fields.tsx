import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormAmountField,
  FormNumberField,
  FormRow,
  type AnyForm,
} from '@web/components/form/fields';
import { FormPatternPicker } from '@web/components/form/pattern-picker';
import { useShopPatternOptions } from '@web/lib/shop-patterns';
import { JackpotMinPoolField } from './jackpot-min-pool-field';

/**
 * What counts for a jackpot (decision 043), when it is created and when it is changed: the
 * patterns a winning card must complete, the call limit of a cumulative one, the highest chance
 * per game its agent accepts, and the smallest pool.
 */
export function JackpotTermsFields<T extends FieldValues>({
  form,
  shopId,
  cumulative,
}: {
  form: AnyForm<T>;
  shopId: number | null;
  cumulative: boolean;
}) {
  const { t } = useTranslation();
  const options = useShopPatternOptions(shopId);
  return (
    <>
      <FormPatternPicker
        form={form}
        name={'patterns' as Path<T>}
        legend={t('agent.jackpots.terms.patterns')}
        hint={t('agent.jackpots.terms.patternsHint')}
        options={options}
      />
      <FormRow>
        {cumulative ? (
          <FormNumberField
            form={form}
            name={'call_limit' as Path<T>}
            label={t('agent.jackpots.callLimit')}
            min="1"
            max="100"
            hint={t('agent.jackpots.form.callLimitHint')}
          />
        ) : null}
        <FormAmountField
          form={form}
          name={'max_chance_percent' as Path<T>}
          label={t('agent.jackpots.terms.maxChance')}
          min="0.01"
          max="100"
          hint={t('agent.jackpots.terms.maxChanceHint')}
        />
      </FormRow>
      <JackpotMinPoolField form={form} />
    </>
  );
}
