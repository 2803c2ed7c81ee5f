import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { recoveryCodeSchema, twoFactorCodeRequestSchema } from '@core/schemas/two-factor';
import { Button } from '@web/components/ui/button';
import { FormError, TextField } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { completeTwoFactor, type LoginResult } from '../api/login';

const recoveryRequestSchema = z.object({ recovery_code: recoveryCodeSchema });

/** The second sign-in step of an admin or agent with two-step sign-in (decision 016). */
export function TwoFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: LoginResult) => void;
  /** Back to the password; with the reason when the challenge ran out. */
  onRestart: (message?: string) => void;
}) {
  const { t } = useTranslation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (answer: { code: string } | { recovery_code: string }) =>
      completeTwoFactor(challenge, answer),
    onMutate: () => setServerError(null),
    onSuccess: onSignedIn,
    onError: (error) => {
      const message = serverErrorText(error, t('login.failedException'));
      // An expired challenge cannot be answered any more: back to the password.
      if (error instanceof ApiError && error.code === 'two_factor_challenge_expired')
        return onRestart(message);
      setValue('');
      setServerError(message);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = useRecovery
      ? validate(recoveryRequestSchema, { recovery_code: value }, t)
      : validate(twoFactorCodeRequestSchema, { code: value }, t);
    setErrors(result.errors ?? {});
    if (result.data) mutation.mutate(result.data);
  };

  const switchMethod = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setErrors({});
    setServerError(null);
  };

  const field = useRecovery ? 'recovery_code' : 'code';
  return (
    <div>
      <h1 className="text-xl font-semibold tracking-tight">{t('twoFactor.login.title')}</h1>
      <p className="mt-1 text-sm text-ink-muted">
        {useRecovery ? t('twoFactor.login.recoveryHint') : t('twoFactor.login.codeHint')}
      </p>
      <form className="mt-6 space-y-5" onSubmit={submit} noValidate>
        <TextField
          key={field}
          label={useRecovery ? t('twoFactor.login.recovery') : t('twoFactor.login.code')}
          name={field}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors[field]}
          autoFocus
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={useRecovery ? 32 : 9}
        />
        {serverError && <FormError>{serverError}</FormError>}
        <Button type="submit" busy={mutation.isPending} className="w-full py-3">
          {mutation.isPending ? t('twoFactor.login.verifying') : t('twoFactor.login.verify')}
        </Button>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={switchMethod}
          className="font-medium text-primary hover:underline"
        >
          {useRecovery ? t('twoFactor.login.useCode') : t('twoFactor.login.useRecovery')}
        </button>
        <button
          type="button"
          onClick={() => onRestart()}
          className="text-ink-muted hover:text-ink hover:underline"
        >
          {t('twoFactor.login.restart')}
        </button>
      </div>
    </div>
  );
}
