import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs } from '@web/components/ui/tabs';
import { useAuth } from '@web/lib/auth';
import { CashiersTab } from './cashiers-tab';
import { DashboardTab } from './dashboard-tab';
import { GamesTab } from './games-tab';
import { JackpotsTab } from './jackpots-tab';
import { ReportsTab } from './reports-tab';

const TABS = ['dashboard', 'cashiers', 'games', 'jackpots', 'reports'] as const;
type TabId = (typeof TABS)[number];

const isTab = (value: string | undefined): value is TabId =>
  (TABS as readonly string[]).includes(value ?? '');

/** Each tab has its address: /agent is the dashboard, /agent/cashiers and so on the others. */
const pathOfTab = (tab: TabId) => (tab === 'dashboard' ? '/agent' : `/agent/${tab}`);

/** SPEC section 2 "Agent dashboard": five tabs; its own not-signed-in and wrong-role states. */
export function AgentPage() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useAuth();
  const navigate = useNavigate();
  const { tab: param } = useParams();
  const tab: TabId = param === undefined ? 'dashboard' : isTab(param) ? param : 'dashboard';
  const setTab = (next: TabId) => void navigate(pathOfTab(next));

  if (!isAuthenticated || !user) return <AccessProblem kind="authentication" />;
  if (user.role !== 'agent') return <AccessProblem kind="role" />;
  if (param !== undefined && (!isTab(param) || param === 'dashboard'))
    return <Navigate to="/agent" replace />;

  return (
    <div className="space-y-6">
      <PageHeader title={t('pages.agent.title')} subtitle={t('pages.agent.subtitle')} />
      <Tabs
        label={t('agent.tabs.label')}
        tabs={TABS.map((id) => ({ id, label: t(`agent.tabs.${id}`) }))}
        selected={tab}
        onSelect={setTab}
        hrefOf={pathOfTab}
      >
        {tab === 'dashboard' && <DashboardTab onOpenCashiers={() => setTab('cashiers')} />}
        {tab === 'cashiers' && <CashiersTab />}
        {tab === 'games' && <GamesTab />}
        {tab === 'jackpots' && <JackpotsTab />}
        {tab === 'reports' && <ReportsTab />}
      </Tabs>
    </div>
  );
}

function AccessProblem({ kind }: { kind: 'authentication' | 'role' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  const title = kind === 'authentication' ? t('agent.authError') : t('agent.accessDenied');
  return (
    <div
      role="alert"
      className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-8 text-center shadow-xs"
    >
      <title>{`${title} · ${t('app.brand')}`}</title>
      <Icon name={kind === 'authentication' ? 'lock' : 'alert'} size={40} className="text-danger" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-ink-muted">
        {kind === 'authentication' ? t('agent.authErrorHint') : t('agent.accessDeniedHint')}
      </p>
      <Button onClick={() => (kind === 'role' ? logout() : navigate('/', { replace: true }))}>
        {t('agent.goToLogin')}
      </Button>
    </div>
  );
}
