import { useTranslation } from 'react-i18next';
import { denominationsFormSchema, faceValuesFromText } from '@core/schemas/platform';
import { FormTextField } from '@web/components/form/fields';
import { FormServerError } from '@web/components/form/form-server-error';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { usePublicConfig } from '@web/lib/public-config';
import { useSavePlatformSettings } from '../api/admin-api';

/** The notes and coins a cashier's blind count takes (decision 035), for the whole platform. */
export function DenominationsPanel() {
  const { t } = useTranslation();
  const { denominations } = usePublicConfig();
  const save = useSavePlatformSettings();
  const form = useSchemaForm(denominationsFormSchema, {
    values: { notes: denominations.notes.join(', '), coins: denominations.coins.join(', ') },
  });

  const submit = form.handleSubmit((text) =>
    save.mutate(
      {
        denominations: {
          notes: faceValuesFromText(text.notes),
          coins: faceValuesFromText(text.coins),
        },
      },
      {
        onSuccess: () =>
          toast.success(t('admin.denominations.saved'), { autoClose: MAIN_SCREEN_TOAST_MS }),
        onError: (error) =>
          showServerError(form, error, { fallback: t('admin.denominations.error') }),
      },
    ),
  );

  return (
    <Panel title={t('admin.denominations.title')}>
      <form
        className="space-y-3"
        aria-label={t('admin.denominations.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-ink-muted">{t('admin.denominations.description')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormTextField form={form} name="notes" label={t('admin.denominations.notes')} />
          <FormTextField form={form} name="coins" label={t('admin.denominations.coins')} />
        </div>
        <FormServerError form={form} />
        <Button type="submit" disabled={save.isPending}>
          {t('admin.denominations.save')}
        </Button>
      </form>
    </Panel>
  );
}
