import { useTranslation } from 'react-i18next';
import { CURRENCY_PRESETS } from '@core/currency';
import { currencyFormSchema } from '@core/schemas/platform';
import { FormTextField } from '@web/components/form/fields';
import { FormServerError } from '@web/components/form/form-server-error';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useSavePlatformSettings } from '../api/admin-api';

/** The hall's currency (a platform setting): every amount of every screen, PDF and export follows. */
export function CurrencyPanel() {
  const { t } = useTranslation();
  const { currency, money } = useFormatters();
  const save = useSavePlatformSettings();
  const form = useSchemaForm(currencyFormSchema, { values: { currency } });

  const submit = form.handleSubmit((settings) =>
    save.mutate(settings, {
      onSuccess: (saved) =>
        toast.success(t('admin.currency.saved', { code: saved.currency.code }), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        }),
      onError: (error) => showServerError(form, error, { fallback: t('admin.currency.error') }),
    }),
  );

  return (
    <Panel title={t('admin.currency.title')}>
      <form
        className="space-y-3"
        aria-label={t('admin.currency.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-ink-muted">
          {t('admin.currency.description', { example: money(1234.5) })}
        </p>
        <div className="flex flex-wrap gap-2">
          {CURRENCY_PRESETS.map((preset) => (
            <Button
              key={preset.code}
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => {
                form.setValue('currency.code', preset.code);
                form.setValue('currency.symbol', preset.symbol);
              }}
            >
              {t(`admin.currency.presets.${preset.code}`, {
                defaultValue: `${preset.code} (${preset.symbol})`,
              })}
            </Button>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormTextField form={form} name="currency.code" label={t('admin.currency.code')} />
          <FormTextField form={form} name="currency.symbol" label={t('admin.currency.symbol')} />
        </div>
        <FormServerError form={form} />
        <Button type="submit" disabled={save.isPending}>
          {t('admin.currency.save')}
        </Button>
      </form>
    </Panel>
  );
}
