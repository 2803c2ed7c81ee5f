import { useTranslation } from 'react-i18next';
import { createAgentRequestSchema } from '@core/schemas/staff';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { NewStaffFields } from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useCreateAgent } from '../api/admin-api';

export function AgentCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const createAgent = useCreateAgent();
  const form = useSchemaForm(createAgentRequestSchema, {
    defaultValues: { username: '', password: '', phone: '' },
  });

  const submit = form.handleSubmit((input) => {
    createAgent.mutate(input, {
      onSuccess: (agent) => {
        toast.success(t('admin.create.success', { username: agent.username }), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        onClose();
      },
      onError: (error) => {
        showServerError(form, error, {
          fallback: t('admin.create.error'),
          codeFields: { username_taken: 'username' },
        });
      },
    });
  });

  return (
    <FormModal
      title={t('admin.create.title')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={createAgent.isPending}
      submitLabel={t('admin.create.submit')}
      error={form.formState.errors.root?.server?.message}
    >
      <NewStaffFields form={form} />
    </FormModal>
  );
}
