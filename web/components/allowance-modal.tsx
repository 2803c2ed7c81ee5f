import { useTranslation } from 'react-i18next';
import { allowanceRequestSchema } from '@core/schemas/halls';
import { FormAmountField, FormNumberField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useTakeAllowance } from '@web/lib/halls';

/** The till takes an offline allowance from the cashier's balance on central, while online. */
export function AllowanceModal({
  onClose,
  onTaken,
}: {
  onClose: () => void;
  onTaken?: () => void;
}) {
  const { t } = useTranslation();
  const take = useTakeAllowance();
  const form = useSchemaForm(allowanceRequestSchema, {
    defaultValues: { max_games: 50, hours: 24 },
  });
  const submit = form.handleSubmit((body) =>
    take.mutate(body, {
      onSuccess: () => {
        toast.success(t('hall.allowance.taken'), { autoClose: MAIN_SCREEN_TOAST_MS });
        onTaken?.();
        onClose();
      },
      onError: (error) => showServerError(form, error, { fallback: t('hall.allowance.error') }),
    }),
  );
  return (
    <FormModal
      title={t('hall.allowance.title')}
      description={t('hall.allowance.description')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={take.isPending}
      submitLabel={t('hall.allowance.submit')}
      error={form.formState.errors.root?.server?.message}
    >
      <FormAmountField form={form} name="amount" label={t('hall.allowance.amount')} min="0" />
      <FormNumberField form={form} name="max_games" label={t('hall.allowance.maxGames')} min="1" />
      <FormNumberField
        form={form}
        name="hours"
        label={t('hall.allowance.hours')}
        min="1"
        hint={t('hall.allowance.hoursHint')}
      />
    </FormModal>
  );
}
