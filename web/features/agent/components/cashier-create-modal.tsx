import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCashierRequestSchema, type CreateCashierRequest } from '@core/schemas/staff';
import { DEFAULT_CASHIER_FEE_PERCENT } from '@core/game-fee';
import { CreditConfirmDialog } from '@web/components/credit-confirm-dialog';
import { FormAmountField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { NewStaffFields } from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useAgentDashboard, useCreateCashier } from '../api/agent-api';
import { CashierFeeField } from './cashier-fee-field';

/** SPEC section 5: username, password, phone and amount are all required. */
export function CashierCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const createCashier = useCreateCashier();
  const dashboard = useAgentDashboard(true);
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(createCashierRequestSchema, {
    defaultValues: {
      username: '',
      password: '',
      phone: '',
      fee_percent: DEFAULT_CASHIER_FEE_PERCENT,
    },
  });

  const [pending, setPending] = useState<CreateCashierRequest | null>(null);

  // An opening credit is a credit move: it is confirmed first; a cashier with none is created at once.
  const submit = form.handleSubmit((input) =>
    input.amount_avalaible > 0 ? setPending(input) : post(input),
  );
  const post = (input: CreateCashierRequest) => {
    createCashier.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: (answer) => {
          keys.settle();
          toast.success(
            t('agent.create.success', { username: answer.cashier?.username ?? input.username }),
            { autoClose: MAIN_SCREEN_TOAST_MS },
          );
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          setPending(null);
          // SPEC section 8: cashier create errors are logged; the modal shows the server's text.
          console.error('Creating cashier failed', error);
          showServerError(form, error, {
            fallback: t('agent.create.error'),
            codeFields: { username_taken: 'username', fee_below_floor: 'fee_percent' },
          });
        },
      },
    );
  };

  const available = dashboard.data?.agent_balance;

  if (pending !== null)
    return (
      <CreditConfirmDialog
        message={t('credit.confirm.opening', {
          amount: money(pending.amount_avalaible),
          username: pending.username,
        })}
        busy={createCashier.isPending}
        onConfirm={() => post(pending)}
        onCancel={() => setPending(null)}
      />
    );

  return (
    <FormModal
      title={t('agent.create.title')}
      description={t('agent.create.description')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={createCashier.isPending}
      submitLabel={t('agent.create.submit')}
      error={form.formState.errors.root?.server?.message}
    >
      <NewStaffFields form={form} />
      <FormAmountField
        form={form}
        name="amount_avalaible"
        label={t('agent.create.amountAvailable')}
        min="0"
        hint={
          available === undefined
            ? t('agent.create.openingHint')
            : t('agent.create.openingHintBalance', { balance: money(available) })
        }
        required
      />
      <CashierFeeField form={form} />
    </FormModal>
  );
}
