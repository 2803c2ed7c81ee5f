import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCashierRequestSchema, type Cashier } from '@core/schemas/staff';
import { TextField } from '@web/components/ui/field';
import {
  StaffEditFields,
  staffEditChanges,
  type StaffEditValues,
} from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
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
  const [staff, setStaff] = useState<StaffEditValues>({
    phone: cashier.phone,
    active: cashier.is_active,
    password: '',
  });
  const [fee, setFee] = useState(String(cashier.fee_percent));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const feePercent = parseAmount(fee);
    const changes = {
      ...staffEditChanges(staff, cashier),
      ...(feePercent !== cashier.fee_percent ? { fee_percent: feePercent } : {}),
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
    <FormModal
      title={t('agent.update.title', { username: cashier.username })}
      onClose={onClose}
      onSubmit={submit}
      busy={updateCashier.isPending}
      submitLabel={t('common.saveChanges')}
      error={serverError}
    >
      <StaffEditFields
        value={staff}
        onChange={setStaff}
        errors={errors}
        activeHint={t('agent.update.activeHint')}
      >
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
      </StaffEditFields>
    </FormModal>
  );
}
