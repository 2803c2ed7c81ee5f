import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  twoFactorCodeRequestSchema,
  twoFactorRecoveryRequestSchema,
} from '@core/schemas/two-factor';
import { FormTextField } from '@web/components/form/fields';
import { SERVER_ERROR } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { FormError } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api-client';
import { serverErrorText } from '@web/lib/validation';
import { completeTwoFactor, type LoginResult } from '../api/login';

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
  const codeForm = useSchemaForm(twoFactorCodeRequestSchema, { defaultValues: { code: '' } });
  const recoveryForm = useSchemaForm(twoFactorRecoveryRequestSchema, {
    defaultValues: { recovery_code: '' },
  });

  // A plain request like the password step's: sign-in does not load React Query.
  const [pending, setPending] = useState(false);
  const answer = async (given: { code: string } | { recovery_code: string }) => {
    if (pending) return;
    setPending(true);
    try {
      onSignedIn(await completeTwoFactor(challenge, given));
    } catch (error) {
      const message = serverErrorText(error, t('login.failedException'));
      // An expired challenge cannot be answered any more: back to the password.
      if (error instanceof ApiError && error.code === 'two_factor_challenge_expired')
        return onRestart(message);
      const form = useRecovery ? recoveryForm : codeForm;
      form.reset();
      form.setError(SERVER_ERROR, { type: 'server', message });
    } finally {
      setPending(false);
    }
  };

  const submitCode = codeForm.handleSubmit(answer);
  const submitRecovery = recoveryForm.handleSubmit(answer);

  const switchMethod = () => {
    setUseRecovery((current) => !current);
    codeForm.reset();
    recoveryForm.reset();
  };

  const serverError = (useRecovery ? recoveryForm : codeForm).formState.errors.root?.server
    ?.message;
  return (
    <div>
      <h1 className="text-xl font-semibold tracking-tight">{t('twoFactor.login.title')}</h1>
      <p className="mt-1 text-sm text-ink-muted">
        {useRecovery ? t('twoFactor.login.recoveryHint') : t('twoFactor.login.codeHint')}
      </p>
      <form
        className="mt-6 space-y-5"
        onSubmit={(event) => void (useRecovery ? submitRecovery(event) : submitCode(event))}
        noValidate
      >
        {useRecovery ? (
          <FormTextField
            key="recovery_code"
            form={recoveryForm}
            name="recovery_code"
            label={t('twoFactor.login.recovery')}
            autoFocus
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
          />
        ) : (
          <FormTextField
            key="code"
            form={codeForm}
            name="code"
            label={t('twoFactor.login.code')}
            autoFocus
            autoComplete="one-time-code"
            inputMode="numeric"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={9}
          />
        )}
        {serverError && <FormError>{serverError}</FormError>}
        <Button type="submit" busy={pending} className="w-full py-3">
          {pending ? t('twoFactor.login.verifying') : t('twoFactor.login.verify')}
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
