import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCashierRequestSchema } from '@core/schemas/staff';
import { TextField } from '@web/components/ui/field';
import { NewStaffFields, type NewStaffValues } from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { parseAmount, serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useAgentDashboard, useCreateCashier } from '../api/agent-api';

/** SPEC section 5: username, password, phone and amount are all required. */
export function CashierCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const createCashier = useCreateCashier();
  const dashboard = useAgentDashboard(true);
  const keys = useIdempotencyKeys();
  const [staff, setStaff] = useState<NewStaffValues>({ username: '', password: '', phone: '' });
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(
      createCashierRequestSchema,
      { ...staff, amount_avalaible: parseAmount(amount) },
      t,
    );
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setServerError(null);
    const input = result.data;
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
          // SPEC section 8: cashier create errors are logged; the modal shows the server's text.
          console.error('Creating cashier failed', error);
          setServerError(serverErrorText(error, t('agent.create.error')));
        },
      },
    );
  };

  const available = dashboard.data?.agent_balance;

  return (
    <FormModal
      title={t('agent.create.title')}
      description={t('agent.create.description')}
      onClose={onClose}
      onSubmit={submit}
      busy={createCashier.isPending}
      submitLabel={t('agent.create.submit')}
      error={serverError}
    >
      <NewStaffFields value={staff} onChange={setStaff} errors={errors} />
      <TextField
        label={t('agent.create.openingAmount')}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount_avalaible}
        hint={
          available === undefined
            ? t('agent.create.openingHint')
            : t('agent.create.openingHintBalance', { balance: money(available) })
        }
        required
      />
    </FormModal>
  );
}
