import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@core/schemas/staff';
import { Button } from '@web/components/ui/button';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText } from '@web/lib/validation';
import { useResetTwoFactor } from '../api/admin-api';

/** Inside the agent's edit dialog: turn its two-step sign-in off, after a second click. */
export function ResetTwoFactor({ agent }: { agent: Agent }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const reset = useResetTwoFactor();

  const confirm = () =>
    reset.mutate(agent.id, {
      onSuccess: () => {
        setAsking(false);
        toast.success(t('twoFactor.reset.success', { username: agent.username }), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
      },
      onError: (error) =>
        toast.error(serverErrorText(error, t('twoFactor.reset.error')), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        }),
    });

  return (
    <div className="rounded-lg border border-line px-3 py-2.5">
      <p className="text-sm font-medium">{t('twoFactor.reset.title')}</p>
      <p className="mt-0.5 text-xs text-ink-muted">
        {asking
          ? t('twoFactor.reset.confirm', { username: agent.username })
          : t('twoFactor.reset.hint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {asking && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAsking(false)}
            disabled={reset.isPending}
          >
            {t('common.cancel')}
          </Button>
        )}
        <Button
          size="sm"
          variant={asking ? 'danger' : 'secondary'}
          busy={reset.isPending}
          onClick={() => (asking ? confirm() : setAsking(true))}
        >
          {t('twoFactor.reset.action')}
        </Button>
      </div>
    </div>
  );
}
