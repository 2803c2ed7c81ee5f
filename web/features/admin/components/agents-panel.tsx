import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Agent } from '@core/schemas/staff';
import { Button, buttonClass } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable, RowActions, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Icon } from '@web/components/ui/icons';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Panel } from '@web/components/ui/panel';
import { StatusBadge } from '@web/components/ui/status-badge';
import { StaffListToolbar, StaffPagination } from '@web/components/staff-list-toolbar';
import { useFormatters } from '@web/lib/format';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useStaffList } from '@web/lib/staff-list';
import { serverErrorText } from '@web/lib/validation';
import { useAgents, useUpdateAgent } from '../api/admin-api';
import { AgentEditModal } from './agent-edit-modal';
import { DepositModal } from './deposit-modal';
import { WithdrawModal } from './withdraw-modal';

type Dialog = { kind: 'edit' | 'deposit' | 'withdraw' | 'deactivate'; agent: Agent } | null;

export function AgentsPanel({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const [dialog, setDialog] = useState<Dialog>(null);
  const staffList = useStaffList();
  const agents = useAgents(staffList.query);
  const updateAgent = useUpdateAgent();

  const setActive = (agent: Agent, isActive: boolean) => {
    updateAgent.mutate(
      { id: agent.id, input: { is_active: isActive } },
      {
        onSuccess: () => {
          toast.success(
            t(isActive ? 'admin.activate.success' : 'admin.deactivate.success', {
              username: agent.username,
            }),
            { autoClose: MAIN_SCREEN_TOAST_MS },
          );
          setDialog(null);
        },
        onError: (error) =>
          toast.error(serverErrorText(error, t('admin.edit.error')), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          }),
      },
    );
  };

  const columns: Column<Agent>[] = [
    {
      id: 'username',
      header: t('staff.username'),
      cell: (agent) => <span className="font-semibold">{agent.username}</span>,
    },
    { id: 'phone', header: t('staff.phone'), cell: (agent) => agent.phone || '—' },
    {
      id: 'balance',
      header: t('admin.agents.balance'),
      align: 'right',
      cell: (agent) => <span className="tabular-nums">{money(agent.amount_avalaible)}</span>,
    },
    {
      id: 'cashiers',
      header: t('admin.agents.cashiers'),
      align: 'right',
      cell: (agent) => <span className="tabular-nums">{figure(agent.cashier_count)}</span>,
    },
    {
      id: 'status',
      header: t('staff.status'),
      cell: (agent) => (
        <StatusBadge
          active={agent.is_active}
          label={agent.is_active ? t('common.active') : t('common.inactive')}
        />
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      align: 'right',
      cell: (agent) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'deposit', agent })}
            aria-label={t('admin.deposit.actionFor', { username: agent.username })}
          >
            {t('admin.deposit.action')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'withdraw', agent })}
            aria-label={t('admin.withdraw.actionFor', { username: agent.username })}
          >
            {t('admin.withdraw.action')}
          </Button>
          <Link
            to={`/statements/agent/${agent.id}`}
            className={buttonClass('secondary', 'sm')}
            aria-label={t('statements.openFor', { username: agent.username })}
          >
            {t('statements.open')}
          </Link>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'edit', agent })}
            aria-label={t('common.editNamed', { name: agent.username })}
          >
            {t('common.edit')}
          </Button>
          {agent.is_active ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setDialog({ kind: 'deactivate', agent })}
              aria-label={t('admin.deactivate.actionFor', { username: agent.username })}
            >
              {t('admin.deactivate.action')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              busy={updateAgent.isPending && updateAgent.variables?.id === agent.id}
              onClick={() => setActive(agent, true)}
              aria-label={t('admin.activate.actionFor', { username: agent.username })}
            >
              {t('admin.activate.action')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  const list = agents.data;
  let content;
  if (agents.isPending) content = <LoadingScreen />;
  else if (agents.isError)
    content = (
      <ErrorAlert
        message={t('admin.agents.loadError')}
        onRetry={() => void agents.refetch()}
        retrying={agents.isFetching}
      />
    );
  else if (!list || list.results.length === 0)
    content = (
      <EmptyState
        icon="briefcase"
        title={staffList.narrowed ? t('admin.agents.noMatch') : t('admin.agents.empty')}
      >
        {staffList.narrowed ? null : t('admin.agents.emptyHint')}
      </EmptyState>
    );
  else
    content = (
      <>
        <DataTable
          caption={t('admin.agents.title')}
          columns={columns}
          rows={list.results}
          rowKey={(agent) => agent.id}
          refreshing={agents.isPlaceholderData}
        />
        <StaffPagination list={staffList} pagination={list.pagination} />
      </>
    );

  return (
    <Panel
      title={t('admin.agents.title')}
      actions={
        <Button onClick={onCreate}>
          <Icon name="user" size={18} />
          {t('admin.create.title')}
        </Button>
      }
    >
      <StaffListToolbar {...staffList.toolbar} searchLabel={t('admin.agents.search')} />
      {content}
      {dialog?.kind === 'edit' && (
        <AgentEditModal agent={dialog.agent} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'deposit' && (
        <DepositModal agent={dialog.agent} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'withdraw' && (
        <WithdrawModal agent={dialog.agent} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'deactivate' && (
        <ConfirmDialog
          title={t('admin.deactivate.title')}
          message={t('admin.deactivate.message', { username: dialog.agent.username })}
          confirmLabel={t('admin.deactivate.action')}
          busy={updateAgent.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => setActive(dialog.agent, false)}
        />
      )}
    </Panel>
  );
}
