import { useTranslation } from 'react-i18next';
import { jackpotMinPoolFormSchema, type Jackpot } from '@core/schemas/jackpots';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useSetJackpotMinPool } from '../api/jackpots-api';
import { JackpotMinPoolField } from './jackpot-min-pool-field';

/** A running jackpot's minimum pool: a game with a smaller pool neither grows nor triggers it. */
export function JackpotMinPoolModal({
  jackpot,
  onClose,
}: {
  jackpot: Jackpot;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useSetJackpotMinPool();
  const form = useSchemaForm(jackpotMinPoolFormSchema, {
    defaultValues: { min_pool: jackpot.min_pool },
  });
  const submit = form.handleSubmit(({ min_pool: minPool }) =>
    update.mutate(
      { id: jackpot.id, minPool },
      {
        onSuccess: () => {
          toast.success(t('agent.jackpots.minPoolSaved'), { autoClose: MAIN_SCREEN_TOAST_MS });
          onClose();
        },
        onError: (error) =>
          showServerError(form, error, { fallback: t('agent.jackpots.form.error') }),
      },
    ),
  );
  return (
    <FormModal
      title={t('agent.jackpots.editMinPool')}
      description={jackpot.shop_name}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={update.isPending}
      submitLabel={t('common.saveChanges')}
      error={form.formState.errors.root?.server?.message}
    >
      <JackpotMinPoolField form={form} />
    </FormModal>
  );
}
