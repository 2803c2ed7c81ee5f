import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, homePathForRole } from '@core/auth/roles';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth';
import { allTexts } from '@web/lib/i18n';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Icon } from '@web/components/ui/icons';
import { InvalidUserDataError, login, type LoginResult } from '../api/login';

// The second step (with its form kit and schemas) loads only for a user who has one: the login
// route's first load stays small (docs/decisions/020-forms.md).
const TwoFactorStep = lazy(() =>
  // The step's texts are in the whole locale, which the sign-in screen does not wait for.
  Promise.all([import('./two-factor-step'), allTexts()]).then(([module]) => ({
    default: module.TwoFactorStep,
  })),
);

// The language, theme and calendar menus follow the form by a moment (their space is kept, so
// nothing moves): they held the sign-in screen over its first-load budget.
const PreferencesBar = lazy(() =>
  import('@web/components/preferences-bar').then((module) => ({ default: module.PreferencesBar })),
);

type LoginError = { kind: 'server'; text: string } | { kind: 'key'; key: string };

/**
 * The server's refusal in the user's language (decision 009). Its texts and their lookup come
 * with the whole locale, not in the sign-in screen's first load; should they fail to arrive, the
 * server's own words.
 */
async function serverText(error: ApiError, message: string): Promise<string> {
  try {
    const [{ serverErrorText }] = await Promise.all([import('@web/lib/validation'), allTexts()]);
    return serverErrorText(error, message);
  } catch {
    return message;
  }
}

/** SPEC section 8 login errors, in the order the SPEC gives them. */
async function loginErrorOf(error: unknown): Promise<LoginError> {
  if (error instanceof InvalidUserDataError) return { kind: 'key', key: 'login.invalidUser' };
  if (error instanceof ApiError) {
    return error.serverMessage
      ? { kind: 'server', text: await serverText(error, error.serverMessage) }
      : { kind: 'key', key: 'login.failedCredentials' };
  }
  return { kind: 'key', key: 'login.failedException' };
}

const inputClass =
  'block w-full rounded-lg border border-line bg-surface py-2.5 pr-3 pl-10 text-ink shadow-xs transition-colors placeholder:text-ink-muted/70 hover:border-ink-muted/50 focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary';

export function LoginPage() {
  const { t } = useTranslation();
  const { isAuthenticated, user, signIn } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginError | null>(null);
  const [landing, setLanding] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  // A plain request, not a React Query mutation: sign-in does not load React Query.
  const [busy, setBusy] = useState(false);
  const usernameId = useId();
  const passwordId = useId();
  const errorId = useId();

  const finish = (session: LoginResult) => {
    signIn(session);
    setLanding(homePathForRole(session.user.role));
  };

  // SPEC section 4: a fresh login lands by role. SPEC section 2: an already signed-in user is
  // sent to /selection, unless its role lacks the Game Board (it would bounce back here).
  if (isAuthenticated && user) {
    if (landing) return <Navigate to={landing} replace />;
    if (hasPermission(user.role, 'games')) return <Navigate to="/selection" replace />;
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const step = await login(username, password);
      if (step.kind === 'code') {
        setPassword('');
        setChallenge(step.challenge);
      } else finish(step.session);
    } catch (failure) {
      setError(await loginErrorOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const errorText = error && (error.kind === 'server' ? error.text : t(error.key));

  return (
    <div className="relative flex min-h-dvh flex-col bg-page text-ink">
      <title>{`${t('login.title')} · ${t('app.brand')}`}</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[45vh] bg-sidebar"
      />
      <header className="relative flex items-center justify-end p-4 sm:p-6">
        <Suspense fallback={<div className="h-10" />}>
          <PreferencesBar />
        </Suspense>
      </header>

      <main className="relative flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
        <div className="w-full max-w-md">
          <div className="mb-6 flex flex-col items-center text-center text-sidebar-ink">
            <BrandMark size={64} />
            <p className="mt-3 text-3xl font-bold tracking-tight">{t('app.brand')}</p>
            <p className="mt-1 text-sm text-sidebar-muted">{t('app.tagline')}</p>
          </div>

          <div className="rounded-2xl border border-line bg-surface p-6 shadow-xl sm:p-8">
            {challenge ? (
              <Suspense
                fallback={
                  <h1 className="text-xl font-semibold tracking-tight">
                    {t('twoFactor.login.title')}
                  </h1>
                }
              >
                <TwoFactorStep
                  challenge={challenge}
                  onSignedIn={finish}
                  onRestart={(message) => {
                    setChallenge(null);
                    setError(message ? { kind: 'server', text: message } : null);
                  }}
                />
              </Suspense>
            ) : (
              <>
                <h1 className="text-xl font-semibold tracking-tight">{t('login.title')}</h1>
                <p className="mt-1 text-sm text-ink-muted">{t('login.subtitle')}</p>

                <form
                  className="mt-6 space-y-5"
                  onSubmit={(event) => void onSubmit(event)}
                  noValidate
                  aria-describedby={errorText ? errorId : undefined}
                >
                  <div>
                    <label htmlFor={usernameId} className="mb-1.5 block text-sm font-medium">
                      {t('login.username')}
                    </label>
                    <div className="relative">
                      <Icon
                        name="user"
                        size={18}
                        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
                      />
                      <input
                        id={usernameId}
                        name="username"
                        type="text"
                        autoComplete="username"
                        autoCapitalize="none"
                        autoCorrect="off"
                        spellCheck={false}
                        autoFocus
                        value={username}
                        onChange={(event) => setUsername(event.target.value)}
                        aria-invalid={error ? true : undefined}
                        className={inputClass}
                      />
                    </div>
                  </div>

                  <div>
                    <label htmlFor={passwordId} className="mb-1.5 block text-sm font-medium">
                      {t('login.password')}
                    </label>
                    <div className="relative">
                      <Icon
                        name="lock"
                        size={18}
                        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
                      />
                      <input
                        id={passwordId}
                        name="password"
                        type="password"
                        autoComplete="current-password"
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                        aria-invalid={error ? true : undefined}
                        className={inputClass}
                      />
                    </div>
                  </div>

                  {errorText && (
                    <div
                      id={errorId}
                      role="alert"
                      className="flex items-start gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm text-danger"
                    >
                      <Icon name="alert" size={18} className="mt-0.5 shrink-0" />
                      <span>{errorText}</span>
                    </div>
                  )}

                  <button
                    type="submit"
                    disabled={busy}
                    className="flex w-full items-center justify-center gap-2 rounded-lg bg-primary px-4 py-3 text-sm font-semibold tracking-wide text-on-primary shadow-sm transition-colors hover:bg-primary-hover disabled:cursor-wait disabled:opacity-75"
                  >
                    {busy && (
                      <span
                        aria-hidden="true"
                        className="h-4 w-4 animate-spin rounded-full border-2 border-on-primary/40 border-t-on-primary"
                      />
                    )}
                    {busy ? t('login.submitting') : t('login.submit')}
                  </button>
                </form>
              </>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
