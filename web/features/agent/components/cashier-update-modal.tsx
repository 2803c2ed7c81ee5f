import { useTranslation } from 'react-i18next';
import { updateCashierRequestSchema, type Cashier } from '@core/schemas/staff';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { StaffEditFields, staffEditChanges } from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useUpdateCashier } from '../api/agent-api';
import { CashierFeeField } from './cashier-fee-field';
import { CashierFeeHistory } from './cashier-fee-history';

export function CashierUpdateModal({
  cashier,
  onClose,
}: {
  cashier: Cashier;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const updateCashier = useUpdateCashier();
  const form = useSchemaForm(updateCashierRequestSchema, {
    defaultValues: {
      phone: cashier.phone,
      is_active: cashier.is_active,
      fee_percent: cashier.fee_percent,
    },
  });

  const running = cashier.running_game_ids.length;
  // Switching a cashier off leaves its running games open: say so before it is switched off.
  const activeHint = running
    ? `${t('agent.update.activeHint')} ${t('agent.cashiers.runningGames', { username: cashier.username, count: running })}`
    : t('agent.update.activeHint');

  const submit = form.handleSubmit((parsed) => {
    const { fee_percent, ...changes } = staffEditChanges(parsed, cashier);
    const input = {
      ...changes,
      ...(fee_percent !== undefined && fee_percent !== cashier.fee_percent ? { fee_percent } : {}),
    };
    if (Object.keys(input).length === 0) {
      onClose();
      return;
    }
    updateCashier.mutate(
      { id: cashier.id, input },
      {
        onSuccess: (updated) => {
          toast.success(t('agent.update.success', { username: updated.username }), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
          onClose();
        },
        onError: (error) => {
          console.error('Updating cashier failed', error);
          showServerError(form, error, {
            fallback: t('agent.update.error'),
            codeFields: { fee_below_floor: 'fee_percent' },
          });
        },
      },
    );
  });

  return (
    <FormModal
      title={t('agent.update.title', { username: cashier.username })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={updateCashier.isPending}
      submitLabel={t('common.saveChanges')}
      error={form.formState.errors.root?.server?.message}
    >
      <StaffEditFields form={form} activeHint={activeHint}>
        <CashierFeeField form={form} />
        <CashierFeeHistory cashierId={cashier.id} />
      </StaffEditFields>
    </FormModal>
  );
}
