import { useTranslation } from 'react-i18next';
import { updateAgentRequestSchema, type Agent } from '@core/schemas/staff';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { StaffEditFields, staffEditChanges } from '@web/components/staff-fields';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useUpdateAgent } from '../api/admin-api';
import { FeeRuleFields } from './fee-rule-fields';
import { ResetTwoFactor } from './reset-two-factor';

/** An agent's own fee rule: a changed value is sent, a cleared one returns it to the platform's. */
function feeOverride<K extends string>(
  name: K,
  value: number | null | undefined,
  was: number | null,
): Partial<Record<K, number | null>> {
  const next = value ?? null;
  return next === was ? {} : ({ [name]: next } as Record<K, number | null>);
}

export function AgentEditModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const updateAgent = useUpdateAgent();
  const form = useSchemaForm(updateAgentRequestSchema, {
    defaultValues: {
      phone: agent.phone,
      is_active: agent.is_active,
      min_fee: agent.min_fee ?? undefined,
      min_fee_percent: agent.min_fee_percent ?? undefined,
    },
  });

  const submit = form.handleSubmit((parsed) => {
    const { min_fee: minFee, min_fee_percent: minFeePercent, ...staff } = parsed;
    const input = {
      ...staffEditChanges(staff, agent),
      ...feeOverride('min_fee', minFee, agent.min_fee),
      ...feeOverride('min_fee_percent', minFeePercent, agent.min_fee_percent),
    };
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
      <FeeRuleFields
        form={form}
        hints={{ fee: t('admin.feeRules.agentHint'), percent: t('admin.feeRules.agentHint') }}
      />
      <ResetTwoFactor agent={agent} />
    </FormModal>
  );
}
