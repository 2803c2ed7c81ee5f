import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
} from '@core/schemas/two-factor';
import { Button } from '@web/components/ui/button';
import { FormError, TextField } from '@web/components/ui/field';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useDisableTwoFactor, useNewRecoveryCodes } from '../api/two-factor-api';
import { RecoveryCodes } from './recovery-codes';

type Action = 'codes' | 'disable' | null;

/** Two-step sign-in is on: new recovery codes, or turn it off. */
export function ManageTwoFactor({ codesLeft }: { codesLeft: number }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<Action>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const regenerate = useNewRecoveryCodes();
  const disable = useDisableTwoFactor();

  const open = (next: Action) => {
    setAction(next);
    setPassword('');
    setCode('');
    setErrors({});
    setServerError(null);
  };
  const failed = (error: unknown) =>
    setServerError(serverErrorText(error, t('twoFactor.manage.error')));

  const submit = () => {
    setServerError(null);
    if (action === 'codes') {
      const result = validate(twoFactorCodeRequestSchema, { code }, t);
      setErrors(result.errors ?? {});
      if (result.data)
        regenerate.mutate(result.data.code, {
          onSuccess: (answer) => {
            open(null);
            setNewCodes(answer.recovery_codes);
          },
          onError: failed,
        });
    } else if (action === 'disable') {
      const result = validate(twoFactorDisableRequestSchema, { password, code }, t);
      setErrors(result.errors ?? {});
      if (result.data)
        disable.mutate(result.data, {
          onSuccess: () => {
            open(null);
            toast.success(t('twoFactor.manage.disabled'), { autoClose: MAIN_SCREEN_TOAST_MS });
          },
          onError: failed,
        });
    }
  };

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
          <Button variant="secondary" onClick={() => open('codes')}>
            {t('twoFactor.manage.newCodes')}
          </Button>
          <Button variant="dangerGhost" onClick={() => open('disable')}>
            {t('twoFactor.manage.turnOff')}
          </Button>
        </div>
      ) : (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="text-sm text-ink-muted">
            {action === 'codes'
              ? t('twoFactor.manage.newCodesHint')
              : t('twoFactor.manage.turnOffHint')}
          </p>
          {action === 'disable' && (
            <TextField
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={errors.password}
              className="max-w-sm"
            />
          )}
          <TextField
            label={t('twoFactor.login.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus={action === 'codes'}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={errors.code}
            className="max-w-xs"
          />
          {serverError && <FormError>{serverError}</FormError>}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => open(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant={action === 'disable' ? 'danger' : 'primary'}
              busy={regenerate.isPending || disable.isPending}
            >
              {action === 'codes' ? t('twoFactor.manage.newCodes') : t('twoFactor.manage.turnOff')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
