import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { positiveAmountSchema } from '@core/schemas/common';
import type { Cashier } from '@core/schemas/staff';
import { z } from 'zod';
import { TextField } from '@web/components/ui/field';
import { FormModal } from '@web/components/ui/form-modal';
import { useFormatters } from '@web/lib/format';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { parseAmount, serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useAgentDashboard, useTransferCredit } from '../api/agent-api';

type Direction = 'topUp' | 'withdraw';

const amountFormSchema = z.object({ amount: positiveAmountSchema });

/** Moves credit between the agent and one cashier; the server refuses what cannot be covered. */
export function TransferModal({ cashier, onClose }: { cashier: Cashier; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const transfer = useTransferCredit();
  const dashboard = useAgentDashboard(true);
  const keys = useIdempotencyKeys();
  const groupId = useId();
  const [direction, setDirection] = useState<Direction>('topUp');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(amountFormSchema, { amount: parseAmount(amount) }, t);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setServerError(null);
    const signed = direction === 'topUp' ? result.data.amount : -result.data.amount;
    const body = { id: cashier.id, amount: signed };
    transfer.mutate(
      { ...body, key: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          keys.settle();
          toast.success(
            t('agent.transfer.success', {
              username: cashier.username,
              balance: money(answer.amount_avalaible),
            }),
            { autoClose: MAIN_SCREEN_TOAST_MS },
          );
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          console.error('Credit transfer failed', error);
          setServerError(serverErrorText(error, t('agent.transfer.error')));
        },
      },
    );
  };

  const options: { id: Direction; label: string; hint: string }[] = [
    { id: 'topUp', label: t('agent.transfer.topUp'), hint: t('agent.transfer.topUpHint') },
    { id: 'withdraw', label: t('agent.transfer.withdraw'), hint: t('agent.transfer.withdrawHint') },
  ];

  return (
    <FormModal
      title={t('agent.transfer.title', { username: cashier.username })}
      onClose={onClose}
      onSubmit={submit}
      busy={transfer.isPending}
      submitLabel={
        direction === 'topUp' ? t('agent.transfer.submitTopUp') : t('agent.transfer.submitWithdraw')
      }
      error={serverError}
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
      <fieldset>
        <legend id={groupId} className="mb-1.5 text-sm font-medium">
          {t('agent.transfer.direction')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.id}
              className={`flex cursor-pointer items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors ${
                direction === option.id
                  ? 'border-primary bg-primary-soft'
                  : 'border-line hover:bg-surface-muted'
              }`}
            >
              <input
                type="radio"
                name={`${groupId}-direction`}
                value={option.id}
                checked={direction === option.id}
                onChange={() => setDirection(option.id)}
                className="mt-0.5 accent-primary"
              />
              <span>
                <span className="block font-semibold">{option.label}</span>
                <span className="block text-xs text-ink-muted">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('agent.transfer.amount')}
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
