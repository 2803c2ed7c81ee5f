import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeRequestSchema, twoFactorSetupRequestSchema } from '@core/schemas/two-factor';
import { Button } from '@web/components/ui/button';
import { FormError, TextField } from '@web/components/ui/field';
import { QrCode } from '@web/components/ui/qr-code';
import { serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
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
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const start = useStartSetup();
  const confirm = useConfirmSetup();

  const failed = (error: unknown) =>
    setServerError(serverErrorText(error, t('twoFactor.setup.error')));

  const submit = () => {
    setServerError(null);
    if (step.kind === 'password') {
      const result = validate(twoFactorSetupRequestSchema, { password: value }, t);
      setErrors(result.errors ?? {});
      if (!result.data) return;
      start.mutate(result.data.password, {
        onSuccess: (setup) => {
          setValue('');
          setStep({ kind: 'scan', secret: setup.secret, url: setup.otpauth_url });
        },
        onError: failed,
      });
    } else if (step.kind === 'scan') {
      const result = validate(twoFactorCodeRequestSchema, { code: value }, t);
      setErrors(result.errors ?? {});
      if (!result.data) return;
      confirm.mutate(result.data.code, {
        onSuccess: (answer) => setStep({ kind: 'codes', codes: answer.recovery_codes }),
        onError: failed,
      });
    }
  };

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
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {step.kind === 'password' ? (
        <>
          <p className="text-sm text-ink-muted">{t('twoFactor.setup.passwordHint')}</p>
          <TextField
            key="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={errors.password}
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
            <QrCode value={step.url} label={t('twoFactor.setup.qrLabel')} />
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
          <TextField
            key="code"
            label={t('twoFactor.login.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={errors.code}
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
