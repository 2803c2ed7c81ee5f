import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCashierRequestSchema, type Cashier } from '@core/schemas/staff';
import { Button } from '@web/components/ui/button';
import { FormError, SwitchField, TextField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { parseAmount, serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useUpdateCashier } from '../api/agent-api';

export function CashierUpdateModal({
  cashier,
  onClose,
}: {
  cashier: Cashier;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const updateCashier = useUpdateCashier();
  const [phone, setPhone] = useState(cashier.phone);
  const [active, setActive] = useState(cashier.is_active);
  const [fee, setFee] = useState(String(cashier.fee_percent));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const feePercent = parseAmount(fee);
    const changes = {
      ...(phone.trim() !== cashier.phone ? { phone } : {}),
      ...(active !== cashier.is_active ? { is_active: active } : {}),
      ...(feePercent !== cashier.fee_percent ? { fee_percent: feePercent } : {}),
      ...(password ? { password } : {}),
    };
    const result = validate(updateCashierRequestSchema, changes, t);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    if (Object.keys(result.data).length === 0) {
      onClose();
      return;
    }
    setServerError(null);
    updateCashier.mutate(
      { id: cashier.id, input: result.data },
      {
        onSuccess: (updated) => {
          toast.success(t('agent.update.success', { username: updated.username }), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
          onClose();
        },
        onError: (error) => {
          console.error('Updating cashier failed', error);
          setServerError(serverErrorText(error, t('agent.update.error')));
        },
      },
    );
  };

  return (
    <Modal
      title={t('agent.update.title', { username: cashier.username })}
      onClose={onClose}
      onSubmit={submit}
      busy={updateCashier.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={updateCashier.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={updateCashier.isPending}>
            {t('common.saveChanges')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <TextField
          label={t('staff.phone')}
          type="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
        />
        <SwitchField
          label={t('staff.active')}
          description={t('agent.update.activeHint')}
          checked={active}
          onChange={setActive}
        />
        <TextField
          label={t('agent.update.feePercent')}
          type="number"
          inputMode="numeric"
          min="0"
          max="100"
          step="1"
          value={fee}
          onChange={(event) => setFee(event.target.value)}
          error={errors.fee_percent}
          hint={t('agent.update.feeHint')}
        />
        <TextField
          label={t('staff.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint={t('staff.newPasswordHint')}
        />
        {serverError && <FormError>{serverError}</FormError>}
      </div>
    </Modal>
  );
}
