import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAgentRequestSchema } from '@core/schemas/staff';
import { Button } from '@web/components/ui/button';
import { FormError, TextField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useCreateAgent } from '../api/admin-api';

export function AgentCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const createAgent = useCreateAgent();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(createAgentRequestSchema, { username, password, phone }, t);
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
    <Modal
      title={t('admin.create.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={createAgent.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={createAgent.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={createAgent.isPending}>
            {t('admin.create.submit')}
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
        {serverError && <FormError>{serverError}</FormError>}
      </div>
    </Modal>
  );
}
