import { MAX_REASON_LENGTH } from '@core/schemas/reason';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@core/schemas/staff';
import { withdrawFromAgentRequestSchema } from '@core/schemas/statements';
import { CreditConfirmDialog } from '@web/components/credit-confirm-dialog';
import { FormAmountField, FormTextField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useWithdrawCredit } from '../api/admin-api';

/** The admin takes credit back from an agent, with a reason; never more than the agent holds. */
export function WithdrawModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const withdraw = useWithdrawCredit();
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(withdrawFromAgentRequestSchema, { defaultValues: { reason: '' } });
  const [pending, setPending] = useState<{ amount: number; reason: string } | null>(null);

  const submit = form.handleSubmit((values) => setPending(values));
  const post = (values: { amount: number; reason: string }) => {
    const body = { id: agent.id, ...values };
    withdraw.mutate(
      { ...body, key: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          keys.settle();
          toast.success(
            t('admin.withdraw.success', {
              amount: money(values.amount),
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
          showServerError(form, error, { fallback: t('admin.withdraw.error') });
        },
      },
    );
  };

  if (pending !== null)
    return (
      <CreditConfirmDialog
        message={t('credit.confirm.withdrawAgent', {
          amount: money(pending.amount),
          username: agent.username,
        })}
        busy={withdraw.isPending}
        onConfirm={() => post(pending)}
        onCancel={() => setPending(null)}
      />
    );

  return (
    <FormModal
      title={t('admin.withdraw.title')}
      description={t('admin.deposit.description', {
        username: agent.username,
        balance: money(agent.amount_avalaible),
      })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={withdraw.isPending}
      submitLabel={t('admin.withdraw.submit')}
      error={form.formState.errors.root?.server?.message}
    >
      <FormAmountField
        form={form}
        name="amount"
        label={t('admin.deposit.amount')}
        min="0.01"
        required
      />
      <FormTextField
        form={form}
        name="reason"
        label={t('credit.reason')}
        hint={t('credit.reasonHint')}
        maxLength={MAX_REASON_LENGTH}
        required
      />
    </FormModal>
  );
}
