import { MAX_REASON_LENGTH } from '@core/schemas/reason';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reverseDepositRequestSchema, type StatementMove } from '@core/schemas/statements';
import { CreditConfirmDialog } from '@web/components/credit-confirm-dialog';
import { FormTextField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useReverseDeposit } from '../api/statements-api';

/** The admin reverses a whole deposit: a reason, then the amount confirmed as it will be moved. */
export function ReverseDepositDialog({
  agentId,
  deposit,
  username,
  onClose,
}: {
  agentId: number;
  deposit: StatementMove;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const reverse = useReverseDeposit(agentId);
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(reverseDepositRequestSchema, { defaultValues: { reason: '' } });
  const [pending, setPending] = useState<string | null>(null);

  const submit = form.handleSubmit(({ reason }) => setPending(reason));
  const post = (reason: string) => {
    const body = { entryId: deposit.entry_id, reason };
    reverse.mutate(
      { ...body, key: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          keys.settle();
          toast.success(
            t('statements.reverse.success', { balance: money(answer.amount_avalaible) }),
            { autoClose: MAIN_SCREEN_TOAST_MS },
          );
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          setPending(null);
          showServerError(form, error, { fallback: t('statements.reverse.error') });
        },
      },
    );
  };

  if (pending !== null)
    return (
      <CreditConfirmDialog
        message={t('credit.confirm.reverse', { amount: money(deposit.amount_in), username })}
        busy={reverse.isPending}
        onConfirm={() => post(pending)}
        onCancel={() => setPending(null)}
      />
    );

  return (
    <FormModal
      title={t('statements.reverse.title')}
      description={t('statements.reverse.description', {
        amount: money(deposit.amount_in),
        username,
      })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={reverse.isPending}
      submitLabel={t('statements.reverse.submit')}
      error={form.formState.errors.root?.server?.message}
    >
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
