import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Jackpot } from '@core/schemas/jackpots';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Panel } from '@web/components/ui/panel';
import { Icon, type IconName } from '@web/components/ui/icons';
import { jackpotMessage, useFormatters } from '@web/lib/format';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText } from '@web/lib/validation';
import { useMyJackpots, useSetJackpotActive } from '../api/jackpots-api';
import { JackpotCreateModal } from './jackpot-create-modal';
import { JackpotTermsModal } from './jackpot-terms-modal';
import { PendingJackpotPayouts } from './jackpot-payouts';
import { patternName } from '@web/lib/pattern-names';

type Dialog = { kind: 'create' } | { kind: 'deactivate' | 'terms'; jackpot: Jackpot } | null;

/** SPEC "Agent dashboard > Jackpots": the list of jackpot cards and the Create Jackpot modal. */
export function JackpotsTab() {
  const { t } = useTranslation();
  const jackpots = useMyJackpots();
  const setActive = useSetJackpotActive();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const deactivate = (jackpot: Jackpot) => {
    setActive.mutate(
      { id: jackpot.id, isActive: false },
      {
        onSuccess: () => {
          toast.success(t('agent.jackpots.deactivated'), { autoClose: MAIN_SCREEN_TOAST_MS });
          close();
        },
        onError: (error) => {
          console.error('Deactivating jackpot failed', error);
          toast.error(serverErrorText(error, t('agent.jackpots.deactivateError')), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
        },
      },
    );
  };

  let content;
  if (jackpots.isPending) content = <LoadingScreen />;
  else if (jackpots.isError)
    content = (
      <ErrorAlert
        message={t('agent.jackpots.loadError')}
        onRetry={() => void jackpots.refetch()}
        retrying={jackpots.isFetching}
      />
    );
  else if (jackpots.data.length === 0)
    content = (
      <EmptyState icon="sparkles" title={t('agent.jackpots.empty')}>
        {t('agent.jackpots.emptyHint')}
      </EmptyState>
    );
  else
    content = (
      <ul
        aria-label={t('agent.jackpots.title')}
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
      >
        {jackpots.data.map((jackpot) => (
          <JackpotCard
            key={jackpot.id}
            jackpot={jackpot}
            onDeactivate={() => setDialog({ kind: 'deactivate', jackpot })}
            onEditTerms={() => setDialog({ kind: 'terms', jackpot })}
          />
        ))}
      </ul>
    );

  return (
    <Panel
      title={t('agent.jackpots.title')}
      actions={
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Icon name="sparkles" size={18} />
          {t('agent.jackpots.create')}
        </Button>
      }
    >
      <PendingJackpotPayouts />
      {content}
      {dialog?.kind === 'create' && <JackpotCreateModal onClose={close} />}
      {dialog?.kind === 'terms' && <JackpotTermsModal jackpot={dialog.jackpot} onClose={close} />}
      {dialog?.kind === 'deactivate' && (
        <DeactivateDialog
          jackpot={dialog.jackpot}
          busy={setActive.isPending}
          onCancel={close}
          onConfirm={() => deactivate(dialog.jackpot)}
        />
      )}
    </Panel>
  );
}

function DeactivateDialog({
  jackpot,
  busy,
  onCancel,
  onConfirm,
}: {
  jackpot: Jackpot;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <ConfirmDialog
      title={t('agent.jackpots.deactivateTitle')}
      message={t('agent.jackpots.deactivateMessage', {
        amount: money(jackpot.amount),
        shop: jackpot.shop_name,
      })}
      confirmLabel={t('agent.jackpots.deactivate')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

function JackpotCard({
  jackpot,
  onDeactivate,
  onEditTerms,
}: {
  jackpot: Jackpot;
  onDeactivate: () => void;
  onEditTerms: () => void;
}) {
  const { t } = useTranslation();
  const { money, date, figure, percent } = useFormatters();
  const message = jackpotMessage(jackpot, t);
  const type = jackpot.jackpot_type || 'standard';
  const state = stateOf(jackpot);
  // A date-only value is a calendar day: read it as local midnight, not UTC (no day shift).
  const day = (value: string) =>
    date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  const dates =
    jackpot.start_date || jackpot.end_date
      ? t('agent.jackpots.dateRange', {
          start: jackpot.start_date ? day(jackpot.start_date) : t('agent.jackpots.open'),
          end: jackpot.end_date ? day(jackpot.end_date) : t('agent.jackpots.open'),
        })
      : t('agent.jackpots.noDates');
  const rule =
    type === 'cumulative'
      ? t('agent.jackpots.callLimitValue', { n: figure(jackpot.call_limit) })
      : t('agent.jackpots.frequencyValue', { n: figure(jackpot.frequency) });

  return (
    <li
      aria-label={t('agent.jackpots.cardLabel', {
        amount: money(jackpot.amount),
        shop: jackpot.shop_name,
      })}
      data-testid="jackpot-card"
      data-state={state}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${
        jackpot.is_active ? 'border-accent/60 bg-surface' : 'border-line bg-surface-muted/50'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t(`agent.jackpots.types.${type}`, { defaultValue: type })}
          </p>
          <p
            data-testid="jackpot-amount"
            className="text-2xl font-semibold tracking-tight tabular-nums"
          >
            {/* A paid jackpot holds nothing now: it shows what it paid. */}
            {money(jackpot.paid_amount ?? jackpot.amount)}
          </p>
        </div>
        <JackpotStatus state={state} />
      </div>
      <dl className="grid grid-cols-[fit-content(50%)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t('agent.jackpots.shop')}</dt>
        <dd className="font-medium break-words">{jackpot.shop_name}</dd>
        <dt className="text-ink-muted">{t('agent.jackpots.bonus')}</dt>
        <dd className="tabular-nums">{money(jackpot.bonus_amount)}</dd>
        <dt className="text-ink-muted">{t('agent.jackpots.dates')}</dt>
        <dd>{dates}</dd>
        <dt className="text-ink-muted">{t('agent.jackpots.rule')}</dt>
        <dd>{rule}</dd>
        <dt className="text-ink-muted">{t('agent.jackpots.terms.patterns')}</dt>
        <dd data-testid="jackpot-patterns" className="break-words">
          {jackpot.patterns.map((pattern) => patternName(t, pattern)).join(', ')}
        </dd>
        <dt className="text-ink-muted">{t('agent.jackpots.terms.maxChance')}</dt>
        <dd data-testid="jackpot-max-chance" className="tabular-nums">
          {percent(jackpot.max_chance_percent)}
        </dd>
        <dt className="text-ink-muted">{t('agent.jackpots.minPool')}</dt>
        <dd data-testid="jackpot-min-pool" className="tabular-nums">
          {money(jackpot.min_pool)}
        </dd>
        <dt className="text-ink-muted">{t('agent.jackpots.paid')}</dt>
        <dd>
          {jackpot.paid_at
            ? `${money(jackpot.paid_amount ?? 0)} · ${t('agent.jackpots.paidOn', { date: date(jackpot.paid_at) })}`
            : t(state === 'active' ? 'agent.jackpots.notPaid' : 'agent.jackpots.releasedUnpaid')}
        </dd>
      </dl>
      {jackpot.at_hall && (
        <p data-testid="jackpot-at-hall" className="text-sm text-ink-muted">
          {t(jackpot.is_active ? 'agent.jackpots.atHall' : 'agent.jackpots.returningFromHall')}
        </p>
      )}
      {message && (
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-sm break-words italic">
          “{message}”
        </p>
      )}
      {jackpot.is_active && (
        <div className="mt-auto flex justify-end gap-2">
          <Button size="sm" variant="ghost" onClick={onEditTerms}>
            {t('agent.jackpots.terms.title')}
          </Button>
          <Button size="sm" variant="dangerGhost" onClick={onDeactivate}>
            {t('agent.jackpots.deactivate')}
          </Button>
        </div>
      )}
    </li>
  );
}

type JackpotState = 'active' | 'paid' | 'deactivated';

/** Paid and deactivated both end a jackpot: only a paid one gave its money to a player. */
function stateOf(jackpot: Jackpot): JackpotState {
  if (jackpot.paid_at) return 'paid';
  return jackpot.is_active ? 'active' : 'deactivated';
}

const STATE_LOOKS: Record<JackpotState, { className: string; icon: IconName }> = {
  active: { className: 'bg-success-soft text-success', icon: 'sparkles' },
  paid: { className: 'bg-primary-soft text-primary', icon: 'check' },
  deactivated: { className: 'bg-surface-muted text-ink-muted', icon: 'close' },
};

/** The jackpot's state in words, with its own icon (never told by colour alone). */
function JackpotStatus({ state }: { state: JackpotState }) {
  const { t } = useTranslation();
  const look = STATE_LOOKS[state];
  return (
    <span
      data-testid="jackpot-status"
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${look.className}`}
    >
      <Icon name={look.icon} size={14} />
      {t(`agent.jackpots.states.${state}`)}
    </span>
  );
}
