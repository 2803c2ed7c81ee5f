import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAgentRequestSchema, type Agent } from '@core/schemas/staff';
import {
  StaffEditFields,
  staffEditChanges,
  type StaffEditValues,
} from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useUpdateAgent } from '../api/admin-api';
import { ResetTwoFactor } from './reset-two-factor';

export function AgentEditModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const updateAgent = useUpdateAgent();
  const [staff, setStaff] = useState<StaffEditValues>({
    phone: agent.phone,
    active: agent.is_active,
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(updateAgentRequestSchema, staffEditChanges(staff, agent), t);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    if (Object.keys(result.data).length === 0) {
      onClose();
      return;
    }
    setServerError(null);
    updateAgent.mutate(
      { id: agent.id, input: result.data },
      {
        onSuccess: (updated) => {
          toast.success(t('admin.edit.success', { username: updated.username }), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
          onClose();
        },
        onError: (error) => {
          const message = serverErrorText(error, t('admin.edit.error'));
          setServerError(message);
          toast.error(message, { autoClose: MAIN_SCREEN_TOAST_MS });
        },
      },
    );
  };

  return (
    <FormModal
      title={t('admin.edit.title', { username: agent.username })}
      onClose={onClose}
      onSubmit={submit}
      busy={updateAgent.isPending}
      submitLabel={t('common.saveChanges')}
      error={serverError}
    >
      <StaffEditFields
        value={staff}
        onChange={setStaff}
        errors={errors}
        activeHint={t('admin.edit.activeHint')}
      />
      <ResetTwoFactor agent={agent} />
    </FormModal>
  );
}
