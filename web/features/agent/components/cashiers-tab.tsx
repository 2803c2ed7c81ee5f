import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Cashier } from '@core/schemas/staff';
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
import { useStaffList } from '@web/lib/staff-list';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText } from '@web/lib/validation';
import { useCashierPage, useDeleteCashier } from '../api/agent-api';
import { CashierCreateModal } from './cashier-create-modal';
import { CashierUpdateModal } from './cashier-update-modal';
import { TransferModal } from './transfer-modal';

type Dialog =
  { kind: 'create' } | { kind: 'update' | 'transfer' | 'delete'; cashier: Cashier } | null;

/** SPEC "Agent dashboard > Cashiers": the table, create and update modals, delete; plus credit. */
export function CashiersTab() {
  const { t } = useTranslation();
  const { money, percent } = useFormatters();
  const list = useStaffList();
  const cashiers = useCashierPage(list.query);
  const deleteCashier = useDeleteCashier();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const confirmDelete = (cashier: Cashier) => {
    deleteCashier.mutate(cashier.id, {
      onSuccess: () => {
        toast.success(t('agent.cashiers.deleteSuccess', { username: cashier.username }), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        close();
      },
      onError: (error) => {
        // SPEC section 8: cashier delete errors are logged; the agent is told too.
        console.error('Deleting cashier failed', error);
        toast.error(serverErrorText(error, t('agent.cashiers.deleteError')), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
      },
    });
  };

  const columns: Column<Cashier>[] = [
    {
      id: 'username',
      header: t('staff.username'),
      cell: (cashier) => <span className="font-semibold">{cashier.username}</span>,
    },
    { id: 'phone', header: t('staff.phone'), cell: (cashier) => cashier.phone || '—' },
    {
      id: 'amount',
      header: t('agent.cashiers.amountAvailable'),
      align: 'right',
      cell: (cashier) => (
        <>
          <span className="tabular-nums" data-testid="cashier-balance">
            {money(cashier.amount_avalaible)}
          </span>
          {cashier.fee_owed > 0 && (
            <span className="block text-xs text-danger" data-testid="cashier-fee-owed">
              {t('agent.fee.owed', { amount: money(cashier.fee_owed) })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'fee',
      header: t('agent.cashiers.fee'),
      align: 'right',
      cell: (cashier) => (
        <span className="tabular-nums" data-testid="cashier-fee">
          {percent(cashier.fee_percent)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('staff.status'),
      cell: (cashier) => (
        <StatusBadge
          active={cashier.is_active}
          label={cashier.is_active ? t('common.active') : t('common.inactive')}
        />
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      align: 'right',
      cell: (cashier) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'transfer', cashier })}
            aria-label={t('agent.transfer.actionFor', { username: cashier.username })}
          >
            {t('agent.transfer.action')}
          </Button>
          <Link
            to={`/statements/cashier/${cashier.id}`}
            className={buttonClass('secondary', 'sm')}
            aria-label={t('statements.openFor', { username: cashier.username })}
          >
            {t('statements.open')}
          </Link>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setDialog({ kind: 'update', cashier })}
            aria-label={t('common.editNamed', { name: cashier.username })}
          >
            {t('common.edit')}
          </Button>
          {cashier.is_active && (
            <Button
              size="sm"
              variant="dangerGhost"
              onClick={() => setDialog({ kind: 'delete', cashier })}
              aria-label={t('common.deleteNamed', { name: cashier.username })}
            >
              {t('common.delete')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  let content;
  if (cashiers.isPending) content = <LoadingScreen />;
  else if (cashiers.isError)
    content = (
      <ErrorAlert
        message={t('agent.cashiers.loadError')}
        onRetry={() => void cashiers.refetch()}
        retrying={cashiers.isFetching}
      />
    );
  else if (cashiers.data.results.length === 0)
    content = list.narrowed ? (
      <EmptyState icon="register" title={t('agent.cashiers.noMatch')}>
        {t('agent.cashiers.noMatchHint')}
      </EmptyState>
    ) : (
      <EmptyState icon="register" title={t('agent.cashiers.empty')}>
        {t('agent.cashiers.emptyHint')}
      </EmptyState>
    );
  else
    content = (
      <>
        <DataTable
          caption={t('agent.cashiers.title')}
          columns={columns}
          rows={cashiers.data.results}
          rowKey={(cashier) => cashier.id}
          refreshing={cashiers.isFetching}
        />
        <StaffPagination list={list} pagination={cashiers.data.pagination} />
      </>
    );

  return (
    <Panel
      title={t('agent.cashiers.title')}
      actions={
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Icon name="user" size={18} />
          {t('agent.create.title')}
        </Button>
      }
    >
      <StaffListToolbar {...list.toolbar} />
      {content}
      {dialog?.kind === 'create' && <CashierCreateModal onClose={close} />}
      {dialog?.kind === 'update' && <CashierUpdateModal cashier={dialog.cashier} onClose={close} />}
      {dialog?.kind === 'transfer' && <TransferModal cashier={dialog.cashier} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('agent.cashiers.deleteTitle')}
          message={<DeactivationMessage cashier={dialog.cashier} />}
          confirmLabel={t('common.delete')}
          busy={deleteCashier.isPending}
          onCancel={close}
          onConfirm={() => confirmDelete(dialog.cashier)}
        />
      )}
    </Panel>
  );
}

/** Deactivating leaves the cashier's running games open: the dialog says so first, with links. */
function DeactivationMessage({ cashier }: { cashier: Cashier }) {
  const { t } = useTranslation();
  const running = cashier.running_game_ids;
  return (
    <>
      {t('agent.cashiers.deleteMessage', { username: cashier.username })}
      {running.length > 0 && (
        <span className="mt-3 block font-semibold" data-testid="running-games-warning">
          {t('agent.cashiers.runningGames', { username: cashier.username, count: running.length })}{' '}
          {running.map((id) => (
            <Link
              key={id}
              to={`/games/${id}`}
              className="me-2 text-primary underline"
              aria-label={t('gameRecord.openNamed', { id })}
            >
              {t('gameRecord.title', { id })}
            </Link>
          ))}
        </span>
      )}
    </>
  );
}
