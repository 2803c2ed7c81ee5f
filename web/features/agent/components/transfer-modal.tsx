import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { amountToCents, centsToAmount } from '@core/money';
import { transferFormSchema, type Cashier } from '@core/schemas/staff';
import { CreditConfirmDialog } from '@web/components/credit-confirm-dialog';
import { FormChoiceCards } from '@web/components/form/choice-cards';
import { FormAmountField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { ApiError } from '@web/lib/api-client';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useAgentDashboard, useTransferCredit } from '../api/agent-api';

/**
 * A withdrawal refused because it would take the fee the cashier's running game reserved
 * (decision 044): what is held and the most that can go now; null for any other refusal.
 */
function reservedRefusal(error: unknown): { reserved: number; most: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'insufficient_balance') return null;
  const body = error.body as { details?: { params?: Record<string, unknown> }[] } | null;
  const params = Array.isArray(body?.details) ? body.details[0]?.params : undefined;
  const { balance, fee_reserved: reserved } = params ?? {};
  if (typeof balance !== 'number' || typeof reserved !== 'number') return null;
  return {
    reserved,
    most: centsToAmount(amountToCents(balance) - amountToCents(reserved)),
  };
}

/** Moves credit between the agent and one cashier; the server refuses what cannot be covered. */
export function TransferModal({ cashier, onClose }: { cashier: Cashier; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const transfer = useTransferCredit();
  const dashboard = useAgentDashboard(true);
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(transferFormSchema, { defaultValues: { direction: 'topUp' } });
  const direction = useWatch({ control: form.control, name: 'direction' });
  // The signed amount as it will be sent: positive to the cashier, negative back to the agent.
  const [pending, setPending] = useState<number | null>(null);

  const submit = form.handleSubmit(({ amount }) => setPending(amount));
  const post = (amount: number) => {
    const body = { id: cashier.id, amount };
    transfer.mutate(
      { ...body, key: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          keys.settle();
          toast.success(
            t(amount > 0 ? 'agent.transfer.successTopUp' : 'agent.transfer.successWithdraw', {
              amount: money(Math.abs(amount)),
              username: cashier.username,
              balance: money(answer.amount_avalaible),
            }),
            { autoClose: MAIN_SCREEN_TOAST_MS },
          );
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          setPending(null);
          console.error('Credit transfer failed', error);
          const held = reservedRefusal(error);
          if (held)
            form.setError(
              'amount',
              {
                type: 'server',
                message: t('agent.transfer.reserved', {
                  reserved: money(held.reserved),
                  most: money(held.most),
                }),
              },
              { shouldFocus: true },
            );
          else showServerError(form, error, { fallback: t('agent.transfer.error') });
        },
      },
    );
  };

  if (pending !== null)
    return (
      <CreditConfirmDialog
        message={t(pending > 0 ? 'credit.confirm.toCashier' : 'credit.confirm.fromCashier', {
          amount: money(Math.abs(pending)),
          username: cashier.username,
        })}
        busy={transfer.isPending}
        onConfirm={() => post(pending)}
        onCancel={() => setPending(null)}
      />
    );

  const directions = [
    { value: 'topUp', label: t('agent.transfer.topUp'), hint: t('agent.transfer.topUpHint') },
    {
      value: 'withdraw',
      label: t('agent.transfer.withdraw'),
      hint: t('agent.transfer.withdrawHint'),
    },
  ];

  return (
    <FormModal
      title={t('agent.transfer.title', { username: cashier.username })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={transfer.isPending}
      submitLabel={
        direction === 'topUp' ? t('agent.transfer.submitTopUp') : t('agent.transfer.submitWithdraw')
      }
      error={form.formState.errors.root?.server?.message}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-surface-muted px-3 py-2.5 text-sm">
        <div>
          <dt className="text-ink-muted">{t('agent.transfer.cashierBalance')}</dt>
          <dd className="font-semibold tabular-nums">{money(cashier.amount_avalaible)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('agent.transfer.yourBalance')}</dt>
          <dd className="font-semibold tabular-nums">
            {dashboard.data ? money(dashboard.data.agent_balance) : '—'}
          </dd>
        </div>
      </dl>
      <FormChoiceCards
        form={form}
        name="direction"
        legend={t('agent.transfer.direction')}
        choices={directions}
      />
      <FormAmountField
        form={form}
        name="amount"
        label={t('agent.transfer.amount')}
        min="0.01"
        required
      />
    </FormModal>
  );
}
