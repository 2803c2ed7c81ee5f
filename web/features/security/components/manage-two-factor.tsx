import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
} from '@core/schemas/two-factor';
import { Button } from '@web/components/ui/button';
import { FormTextField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormError } from '@web/components/ui/field';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useDisableTwoFactor, useNewRecoveryCodes } from '../api/two-factor-api';
import { RecoveryCodes } from './recovery-codes';

type Action = 'codes' | 'disable' | null;

/** Two-step sign-in is on: new recovery codes, or turn it off. */
export function ManageTwoFactor({ codesLeft }: { codesLeft: number }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);

  if (newCodes) return <RecoveryCodes codes={newCodes} onDone={() => setNewCodes(null)} />;

  return (
    <div className="space-y-5">
      <p className="text-sm">
        {t('twoFactor.manage.codesLeft', { count: codesLeft })}
        {codesLeft <= 3 && (
          <span className="ml-1 text-danger">{t('twoFactor.manage.codesLow')}</span>
        )}
      </p>
      {action === null ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAction('codes')}>
            {t('twoFactor.manage.newCodes')}
          </Button>
          <Button variant="dangerGhost" onClick={() => setAction('disable')}>
            {t('twoFactor.manage.turnOff')}
          </Button>
        </div>
      ) : action === 'codes' ? (
        <NewCodesForm
          onCancel={() => setAction(null)}
          onDone={(codes) => {
            setAction(null);
            setNewCodes(codes);
          }}
        />
      ) : (
        <TurnOffForm onCancel={() => setAction(null)} onDone={() => setAction(null)} />
      )}
    </div>
  );
}

function NewCodesForm({
  onCancel,
  onDone,
}: {
  onCancel: () => void;
  onDone: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const regenerate = useNewRecoveryCodes();
  const form = useSchemaForm(twoFactorCodeRequestSchema, { defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) =>
    regenerate.mutate(code, {
      onSuccess: (answer) => onDone(answer.recovery_codes),
      onError: (error) => showServerError(form, error, { fallback: t('twoFactor.manage.error') }),
    }),
  );
  return (
    <ActionForm
      hint={t('twoFactor.manage.newCodesHint')}
      error={form.formState.errors.root?.server?.message}
      submitLabel={t('twoFactor.manage.newCodes')}
      busy={regenerate.isPending}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
    >
      <FormTextField
        form={form}
        name="code"
        label={t('twoFactor.login.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        className="max-w-xs"
      />
    </ActionForm>
  );
}

function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const form = useSchemaForm(twoFactorDisableRequestSchema, {
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit((input) =>
    disable.mutate(input, {
      onSuccess: () => {
        onDone();
        toast.success(t('twoFactor.manage.disabled'), { autoClose: MAIN_SCREEN_TOAST_MS });
      },
      onError: (error) => showServerError(form, error, { fallback: t('twoFactor.manage.error') }),
    }),
  );
  return (
    <ActionForm
      hint={t('twoFactor.manage.turnOffHint')}
      error={form.formState.errors.root?.server?.message}
      submitLabel={t('twoFactor.manage.turnOff')}
      danger
      busy={disable.isPending}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
    >
      <FormTextField
        form={form}
        name="password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        className="max-w-sm"
      />
      <FormTextField
        form={form}
        name="code"
        label={t('twoFactor.login.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        className="max-w-xs"
      />
    </ActionForm>
  );
}

function ActionForm({
  hint,
  error,
  submitLabel,
  danger = false,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  hint: string;
  error: string | undefined;
  submitLabel: string;
  danger?: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="space-y-4" noValidate onSubmit={onSubmit}>
      <p className="text-sm text-ink-muted">{hint}</p>
      {children}
      {error && <FormError>{error}</FormError>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
