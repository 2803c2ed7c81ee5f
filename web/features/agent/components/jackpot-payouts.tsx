import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectJackpotPayoutRequestSchema, type JackpotPayout } from '@core/schemas/jackpots';
import { FormTextArea } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormModal } from '@web/components/ui/form-modal';
import { serverErrorText } from '@web/lib/validation';
import { useFormatters } from '@web/lib/format';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useDecideJackpotPayout, usePendingJackpotPayouts } from '../api/jackpots-api';

type Dialog = { kind: 'approve' | 'reject'; payout: JackpotPayout } | null;

/**
 * Jackpots triggered in games whose every ball was called by hand: the server did not pay them,
 * the agent approves (paid now) or rejects them (with a reason). Hidden while none waits.
 */
export function PendingJackpotPayouts() {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const payouts = usePendingJackpotPayouts();
  const decide = useDecideJackpotPayout();
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!payouts.data || payouts.data.length === 0) return null;

  const approve = (payout: JackpotPayout) =>
    decide.mutate(
      { id: payout.id, action: 'approve' },
      {
        onSuccess: () => {
          toast.success(t('agent.jackpots.payouts.approved'), { autoClose: MAIN_SCREEN_TOAST_MS });
          setDialog(null);
        },
        onError: (error) => {
          console.error('Approving jackpot payout failed', error);
          toast.error(serverErrorText(error, t('agent.jackpots.payouts.error')));
        },
      },
    );

  return (
    <section
      aria-labelledby="pending-payouts-title"
      className="mb-4 rounded-xl border border-accent/60 bg-accent/20 p-4"
    >
      <h3 id="pending-payouts-title" className="text-base font-semibold">
        {t('agent.jackpots.payouts.title')}
      </h3>
      <p className="mb-3 text-sm text-ink-muted">{t('agent.jackpots.payouts.hint')}</p>
      <ul className="flex flex-col gap-2">
        {payouts.data.map((payout) => (
          <li
            key={payout.id}
            data-testid="jackpot-payout"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface p-3"
          >
            <div className="min-w-0 text-sm">
              <p className="text-lg font-semibold tabular-nums">{money(payout.amount)}</p>
              <p className="break-words">
                {t('agent.jackpots.payouts.detail', {
                  game: payout.game_id,
                  shop: payout.shop_name,
                  cashier: payout.cashier_username,
                  card: payout.winner_card ?? '-',
                  count: payout.called_count,
                })}
              </p>
              <p className="text-ink-muted">{date(payout.created_at)}</p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => setDialog({ kind: 'approve', payout })}>
                {t('agent.jackpots.payouts.approve')}
              </Button>
              <Button
                size="sm"
                variant="dangerGhost"
                onClick={() => setDialog({ kind: 'reject', payout })}
              >
                {t('agent.jackpots.payouts.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {dialog?.kind === 'approve' && (
        <ConfirmDialog
          title={t('agent.jackpots.payouts.approveTitle')}
          message={t('agent.jackpots.payouts.approveMessage', {
            amount: money(dialog.payout.amount),
            cashier: dialog.payout.cashier_username,
          })}
          confirmLabel={t('agent.jackpots.payouts.approve')}
          tone="primary"
          busy={decide.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => approve(dialog.payout)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectPayoutModal payout={dialog.payout} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}

function RejectPayoutModal({ payout, onClose }: { payout: JackpotPayout; onClose: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const decide = useDecideJackpotPayout();
  const form = useSchemaForm(rejectJackpotPayoutRequestSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) =>
    decide.mutate(
      { id: payout.id, action: 'reject', reason },
      {
        onSuccess: () => {
          toast.success(t('agent.jackpots.payouts.rejected'), { autoClose: MAIN_SCREEN_TOAST_MS });
          onClose();
        },
        onError: (error) =>
          showServerError(form, error, { fallback: t('agent.jackpots.payouts.error') }),
      },
    ),
  );
  return (
    <FormModal
      title={t('agent.jackpots.payouts.rejectTitle', { amount: money(payout.amount) })}
      description={t('agent.jackpots.payouts.rejectHint')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={decide.isPending}
      submitLabel={t('agent.jackpots.payouts.reject')}
      error={form.formState.errors.root?.server?.message}
    >
      <FormTextArea
        form={form}
        name="reason"
        label={t('agent.jackpots.payouts.reason')}
        rows={2}
        maxLength={200}
      />
    </FormModal>
  );
}
