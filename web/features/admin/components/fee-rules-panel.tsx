import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feeRulesSchema } from '@core/schemas/fees';
import { FormRow } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { FormError } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useFeeRules, useSetFeeRules } from '../api/admin-api';
import { FeeRuleFields } from './fee-rule-fields';

/** The platform's minimum fee per game and lowest cashier rate, and who changed them when. */
export function FeeRulesPanel() {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const rules = useFeeRules();
  const save = useSetFeeRules();
  const form = useSchemaForm(feeRulesSchema);
  const { reset } = form;
  useEffect(() => {
    if (rules.data)
      reset({ min_fee: rules.data.min_fee, min_fee_percent: rules.data.min_fee_percent });
  }, [rules.data, reset]);

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () =>
        toast.success(t('admin.feeRules.success'), { autoClose: MAIN_SCREEN_TOAST_MS }),
      onError: (error) => showServerError(form, error, { fallback: t('admin.feeRules.error') }),
    }),
  );

  if (rules.isError)
    return (
      <ErrorAlert
        message={t('admin.feeRules.loadError')}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );

  const percentOf = (value: number | null) => (value === null ? '—' : `${value} %`);
  const moneyOf = (value: number | null) => (value === null ? '—' : money(value));

  return (
    <Panel title={t('admin.feeRules.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="space-y-4"
      >
        <p className="text-sm text-ink-muted">{t('admin.feeRules.description')}</p>
        <FormRow>
          <FeeRuleFields
            form={form}
            hints={{
              fee: t('admin.feeRules.minFeeHint'),
              percent: t('admin.feeRules.minFeePercentHint'),
            }}
          />
        </FormRow>
        {form.formState.errors.root?.server?.message && (
          <FormError>{form.formState.errors.root.server.message}</FormError>
        )}
        <Button type="submit" busy={save.isPending} disabled={rules.isPending}>
          {t('admin.feeRules.save')}
        </Button>
      </form>
      {rules.data && rules.data.changes.length > 0 && (
        <div className="mt-5">
          <h3 className="text-sm font-semibold">{t('admin.feeRules.changes')}</h3>
          <ul
            className="mt-2 space-y-1 text-sm text-ink-muted"
            aria-label={t('admin.feeRules.changes')}
          >
            {rules.data.changes.map((change) => (
              <li key={change.changed_at + change.changed_by}>
                {t('admin.feeRules.change', {
                  when: dateTime(change.changed_at),
                  username: change.changed_by,
                  oldFee: moneyOf(change.old_min_fee),
                  newFee: moneyOf(change.new_min_fee),
                  oldPercent: percentOf(change.old_min_fee_percent),
                  newPercent: percentOf(change.new_min_fee_percent),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
