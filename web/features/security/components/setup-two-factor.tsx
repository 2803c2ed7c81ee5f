import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeRequestSchema, twoFactorSetupRequestSchema } from '@core/schemas/two-factor';
import { Button } from '@web/components/ui/button';
import { FormTextField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormError } from '@web/components/ui/field';
import { QrCode } from '@web/components/ui/qr-code';
import { useConfirmSetup, useStartSetup } from '../api/two-factor-api';
import { RecoveryCodes } from './recovery-codes';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; secret: string; url: string }
  | { kind: 'codes'; codes: string[] };

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Enrolment: password again, then scan (or type) the secret, then a first code, then codes. */
export function SetupTwoFactor({
  onFinished,
  onCancel,
}: {
  onFinished: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const passwordForm = useSchemaForm(twoFactorSetupRequestSchema, {
    defaultValues: { password: '' },
  });
  const codeForm = useSchemaForm(twoFactorCodeRequestSchema, { defaultValues: { code: '' } });
  const start = useStartSetup();
  const confirm = useConfirmSetup();
  const fallback = t('twoFactor.setup.error');

  const submitPassword = passwordForm.handleSubmit(({ password }) => {
    start.mutate(password, {
      onSuccess: (setup) => setStep({ kind: 'scan', secret: setup.secret, url: setup.otpauth_url }),
      onError: (error) => showServerError(passwordForm, error, { fallback }),
    });
  });
  const submitCode = codeForm.handleSubmit(({ code }) => {
    confirm.mutate(code, {
      onSuccess: (answer) => setStep({ kind: 'codes', codes: answer.recovery_codes }),
      onError: (error) => showServerError(codeForm, error, { fallback }),
    });
  });
  const serverError =
    step.kind === 'password'
      ? passwordForm.formState.errors.root?.server?.message
      : codeForm.formState.errors.root?.server?.message;

  if (step.kind === 'codes')
    return (
      <div className="space-y-3">
        <h3 className="text-base font-semibold">{t('twoFactor.setup.enabledTitle')}</h3>
        <RecoveryCodes codes={step.codes} onDone={onFinished} />
      </div>
    );

  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) =>
        void (step.kind === 'password' ? submitPassword(event) : submitCode(event))
      }
    >
      {step.kind === 'password' ? (
        <>
          <p className="text-sm text-ink-muted">{t('twoFactor.setup.passwordHint')}</p>
          <FormTextField
            key="password"
            form={passwordForm}
            name="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            className="max-w-sm"
          />
        </>
      ) : (
        <>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-ink-muted">
            <li>{t('twoFactor.setup.scanStep')}</li>
            <li>{t('twoFactor.setup.codeStep')}</li>
          </ol>
          <div className="flex flex-wrap items-start gap-5">
            <QrCode
              value={step.url}
              label={t('twoFactor.setup.qrLabel')}
              className="size-50 shrink-0 rounded-lg border border-line"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm font-medium">{t('twoFactor.setup.manual')}</p>
              <p
                className="rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm break-all"
                data-testid="totp-secret"
                data-secret={step.secret}
              >
                {grouped(step.secret)}
              </p>
            </div>
          </div>
          <FormTextField
            key="code"
            form={codeForm}
            name="code"
            label={t('twoFactor.login.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            className="max-w-xs"
          />
        </>
      )}
      {serverError && <FormError>{serverError}</FormError>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={onCancel}
          disabled={start.isPending || confirm.isPending}
        >
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={start.isPending || confirm.isPending}>
          {step.kind === 'password' ? t('twoFactor.setup.continue') : t('twoFactor.setup.turnOn')}
        </Button>
      </div>
    </form>
  );
}
