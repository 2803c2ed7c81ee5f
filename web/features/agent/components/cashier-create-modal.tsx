import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCashierRequestSchema } from '@core/schemas/staff';
import { Button } from '@web/components/ui/button';
import { FormError, TextField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(
      createCashierRequestSchema,
      { username, password, phone, amount_avalaible: parseAmount(amount) },
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
    <Modal
      title={t('agent.create.title')}
      description={t('agent.create.description')}
      onClose={onClose}
      onSubmit={submit}
      busy={createCashier.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={createCashier.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={createCashier.isPending}>
            {t('agent.create.submit')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField
          label={t('staff.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username}
          required
        />
        <TextField
          label={t('staff.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint={t('staff.passwordHint')}
          required
        />
        <TextField
          label={t('staff.phone')}
          type="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
          required
        />
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
        {serverError && <FormError>{serverError}</FormError>}
      </div>
    </Modal>
  );
}
