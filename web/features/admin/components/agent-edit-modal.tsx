import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAgentRequestSchema, type Agent } from '@core/schemas/staff';
import { Button } from '@web/components/ui/button';
import { FormError, SwitchField, TextField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useUpdateAgent } from '../api/admin-api';

export function AgentEditModal({ agent, onClose }: { agent: Agent; onClose: () => void }) {
  const { t } = useTranslation();
  const updateAgent = useUpdateAgent();
  const [phone, setPhone] = useState(agent.phone);
  const [active, setActive] = useState(agent.is_active);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const changes = {
      ...(phone.trim() !== agent.phone ? { phone } : {}),
      ...(active !== agent.is_active ? { is_active: active } : {}),
      ...(password ? { password } : {}),
    };
    const result = validate(updateAgentRequestSchema, changes, t);
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
    <Modal
      title={t('admin.edit.title', { username: agent.username })}
      onClose={onClose}
      onSubmit={submit}
      busy={updateAgent.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={updateAgent.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={updateAgent.isPending}>
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
          description={t('admin.edit.activeHint')}
          checked={active}
          onChange={setActive}
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
