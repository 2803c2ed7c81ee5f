import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAgentRequestSchema } from '@core/schemas/staff';
import { NewStaffFields, type NewStaffValues } from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useCreateAgent } from '../api/admin-api';

export function AgentCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const createAgent = useCreateAgent();
  const [staff, setStaff] = useState<NewStaffValues>({ username: '', password: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(createAgentRequestSchema, { ...staff }, t);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setServerError(null);
    createAgent.mutate(result.data, {
      onSuccess: (agent) => {
        toast.success(t('admin.create.success', { username: agent.username }), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        onClose();
      },
      onError: (error) => {
        const message = serverErrorText(error, t('admin.create.error'));
        setServerError(message);
        toast.error(message, { autoClose: MAIN_SCREEN_TOAST_MS });
      },
    });
  };

  return (
    <FormModal
      title={t('admin.create.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={createAgent.isPending}
      submitLabel={t('admin.create.submit')}
      error={serverError}
    >
      <NewStaffFields value={staff} onChange={setStaff} errors={errors} />
    </FormModal>
  );
}
