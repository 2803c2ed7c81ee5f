import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUseTwoFactor } from '@core/auth/two-factor-status';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { StatusBadge } from '@web/components/ui/status-badge';
import { useAuth } from '@web/lib/auth';
import { useTwoFactorStatus } from '../api/two-factor-api';
import { ManageTwoFactor } from './manage-two-factor';
import { SetupTwoFactor } from './setup-two-factor';

/** The signed-in admin's or agent's account security: two-step sign-in (TOTP). */
export function SecurityPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const allowed = mayUseTwoFactor(user?.role);
  const status = useTwoFactorStatus(allowed);
  const [settingUp, setSettingUp] = useState(false);

  let content;
  if (!allowed) content = <EmptyState icon="lock" title={t('twoFactor.page.notAvailable')} />;
  else if (status.isPending) content = <LoadingScreen />;
  else if (status.isError)
    content = (
      <ErrorAlert
        message={t('twoFactor.page.loadError')}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  else if (settingUp)
    content = (
      <SetupTwoFactor onFinished={() => setSettingUp(false)} onCancel={() => setSettingUp(false)} />
    );
  else if (status.data.enabled)
    content = <ManageTwoFactor codesLeft={status.data.recovery_codes_left} />;
  else
    content = (
      <div className="space-y-4">
        <p className="max-w-2xl text-sm text-ink-muted">{t('twoFactor.page.offHint')}</p>
        <Button onClick={() => setSettingUp(true)}>{t('twoFactor.page.setUp')}</Button>
      </div>
    );

  const enabled = allowed && status.data?.enabled === true;
  return (
    <div className="space-y-6">
      <PageHeader title={t('twoFactor.page.title')} subtitle={t('twoFactor.page.subtitle')} />
      <Panel
        title={t('twoFactor.page.panel')}
        actions={
          allowed && status.data ? (
            <StatusBadge
              active={enabled}
              label={enabled ? t('twoFactor.page.on') : t('twoFactor.page.off')}
            />
          ) : null
        }
      >
        {content}
      </Panel>
    </div>
  );
}
