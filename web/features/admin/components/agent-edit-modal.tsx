import { useTranslation } from 'react-i18next';
import { updateAgentRequestSchema, type Agent } from '@core/schemas/staff';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { StaffEditFields, staffEditChanges } from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useUpdateAgent } from '../api/admin-api';
import { ResetTwoFactor } from './reset-two-factor';

export function AgentEditModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const updateAgent = useUpdateAgent();
  const form = useSchemaForm(updateAgentRequestSchema, {
    defaultValues: { phone: agent.phone, is_active: agent.is_active },
  });

  const submit = form.handleSubmit((parsed) => {
    const input = staffEditChanges(parsed, agent);
    if (Object.keys(input).length === 0) {
      onClose();
      return;
    }
    updateAgent.mutate(
      { id: agent.id, input },
      {
        onSuccess: (updated) => {
          toast.success(t('admin.edit.success', { username: updated.username }), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
          onClose();
        },
        onError: (error) => showServerError(form, error, { fallback: t('admin.edit.error') }),
      },
    );
  });

  return (
    <FormModal
      title={t('admin.edit.title', { username: agent.username })}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={updateAgent.isPending}
      submitLabel={t('common.saveChanges')}
      error={form.formState.errors.root?.server?.message}
    >
      <StaffEditFields form={form} activeHint={t('admin.edit.activeHint')} />
      <ResetTwoFactor agent={agent} />
    </FormModal>
  );
}
