import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { AdminGamesPanel } from './admin-games-panel';
import { AdminReports } from './admin-reports';
import { AgentCreateModal } from './agent-create-modal';
import { AgentsPanel } from './agents-panel';
import { CurrencyPanel } from './currency-panel';
import { DenominationsPanel } from './denominations-panel';
import { FeeRulesPanel } from './fee-rules-panel';
import { GameLimitsPanel } from './game-limits-panel';
import { PlatformFigures } from './platform-figures';

/** PRODUCT section 6 "/admin": platform figures and the agents, with credit deposits. */
export function AdminPage() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { hash } = useLocation();
  // The sidebar's Agent item leads here (decision 011): bring the agents into view.
  useEffect(() => {
    if (hash === '#agents' || hash === '#fees')
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <div className="space-y-6">
      <PageHeader title={t('pages.admin.title')} subtitle={t('pages.admin.subtitle')} />
      <section aria-labelledby="admin-figures-heading" className="space-y-3">
        <h2 id="admin-figures-heading" className="text-base font-semibold tracking-tight">
          {t('admin.figures.title')}
        </h2>
        <PlatformFigures />
      </section>
      <div id="agents" className="scroll-mt-20">
        <AgentsPanel onCreate={() => setCreating(true)} />
      </div>
      <div id="fees" className="scroll-mt-20">
        <FeeRulesPanel />
      </div>
      <AdminGamesPanel />
      <AdminReports />
      <CurrencyPanel />
      <DenominationsPanel />
      <GameLimitsPanel />
      {creating && <AgentCreateModal onClose={() => setCreating(false)} />}
    </div>
  );
}
