import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depositRequestSchema, type Agent } from '@core/schemas/staff';
import { TextField } from '@web/components/ui/field';
import { FormModal } from '@web/components/ui/form-modal';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { parseAmount, serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useDepositCredit } from '../api/admin-api';

export function DepositModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const deposit = useDepositCredit();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(depositRequestSchema, { amount: parseAmount(amount) }, t);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setServerError(null);
    const body = { id: agent.id, amount: result.data.amount };
    deposit.mutate(
      { ...body, key: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          keys.settle();
          toast.success(
            t('admin.deposit.success', {
              amount: money(body.amount),
              username: agent.username,
              balance: money(answer.amount_avalaible),
            }),
            { autoClose: MAIN_SCREEN_TOAST_MS },
          );
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          const message = serverErrorText(error, t('admin.deposit.error'));
          setServerError(message);
          toast.error(message, { autoClose: MAIN_SCREEN_TOAST_MS });
        },
      },
    );
  };

  return (
    <FormModal
      title={t('admin.deposit.title')}
      description={t('admin.deposit.description', {
        username: agent.username,
        balance: money(agent.amount_avalaible),
      })}
      onClose={onClose}
      onSubmit={submit}
      busy={deposit.isPending}
      submitLabel={t('admin.deposit.submit')}
      error={serverError}
    >
      <TextField
        label={t('admin.deposit.amount')}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
        required
      />
    </FormModal>
  );
}
