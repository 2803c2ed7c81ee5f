import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countThresholdsSchema, type CountThresholdsBody } from '@core/schemas/shifts';
import { FormAmountField, FormNumberField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { inputClass } from '@web/components/ui/field';
import { api } from '@web/lib/api-client';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useManagedShops } from '@web/lib/shops';

/** The agent's two thresholds on a shop's counted difference: a note, then an approval. */
export function CountThresholdsForm() {
  const { t } = useTranslation();
  const shops = useManagedShops();
  const [chosen, setChosen] = useState<number | null>(null);
  const shopId = chosen ?? shops.data?.[0]?.id ?? null;
  const current = useQuery({
    queryKey: ['/shifts/shops/thresholds/', shopId],
    queryFn: ({ signal }) =>
      api.get<CountThresholdsBody>(`/shifts/shops/${shopId}/thresholds/`, { signal }),
    enabled: shopId !== null,
  });
  const save = useMutation({
    mutationFn: (body: CountThresholdsBody) =>
      api.put<CountThresholdsBody>(`/shifts/shops/${shopId}/thresholds/`, body),
  });
  const form = useSchemaForm(countThresholdsSchema, { values: current.data });
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () =>
        toast.success(t('shift.thresholdsSaved'), { autoClose: MAIN_SCREEN_TOAST_MS }),
      onError: (error) => showServerError(form, error, { fallback: t('shift.error') }),
    }),
  );
  if (shops.isError)
    return <ErrorAlert message={t('shift.loadError')} onRetry={() => void shops.refetch()} />;
  if (!shops.data || shops.data.length === 0) return null;
  return (
    <form
      aria-label={t('shift.thresholds')}
      className="mt-6 space-y-3 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="font-semibold">{t('shift.thresholds')}</h3>
      <p className="text-sm text-ink-muted">{t('shift.thresholdsHint')}</p>
      <select
        aria-label={t('shift.shop')}
        className={inputClass}
        value={shopId ?? ''}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {shops.data.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
      <div className="grid gap-3 sm:grid-cols-4">
        <FormAmountField form={form} name="note_amount" label={t('shift.noteAmount')} />
        <FormNumberField form={form} name="note_percent" label={t('shift.notePercent')} />
        <FormAmountField form={form} name="approval_amount" label={t('shift.approvalAmount')} />
        <FormNumberField form={form} name="approval_percent" label={t('shift.approvalPercent')} />
      </div>
      {form.formState.errors.root?.server?.message && (
        <p role="alert" className="text-sm text-danger">
          {form.formState.errors.root.server.message}
        </p>
      )}
      <Button type="submit" busy={save.isPending} disabled={!current.data}>
        {t('shift.saveThresholds')}
      </Button>
    </form>
  );
}
