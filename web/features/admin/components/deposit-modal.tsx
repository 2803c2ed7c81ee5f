import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depositRequestSchema, type Agent } from '@core/schemas/staff';
import { CreditConfirmDialog } from '@web/components/credit-confirm-dialog';
import { FormAmountField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useDepositCredit } from '../api/admin-api';

export function DepositModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const deposit = useDepositCredit();
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(depositRequestSchema);
  const [pending, setPending] = useState<number | null>(null);

  const submit = form.handleSubmit(({ amount }) => setPending(amount));
  const post = (amount: number) => {
    const body = { id: agent.id, amount };
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
          setPending(null);
          showServerError(form, error, { fallback: t('admin.deposit.error') });
        },
      },
    );
  };

  if (pending !== null)
    return (
      <CreditConfirmDialog
        message={t('credit.confirm.deposit', { amount: money(pending), username: agent.username })}
        busy={deposit.isPending}
        onConfirm={() => post(pending)}
        onCancel={() => setPending(null)}
      />
    );

  return (
    <FormModal
      title={t('admin.deposit.title')}
      description={t('admin.deposit.description', {
        username: agent.username,
        balance: money(agent.amount_avalaible),
      })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={deposit.isPending}
      submitLabel={t('admin.deposit.submit')}
      error={form.formState.errors.root?.server?.message}
    >
      <FormAmountField
        form={form}
        name="amount"
        label={t('admin.deposit.amount')}
        min="0.01"
        required
      />
    </FormModal>
  );
}
