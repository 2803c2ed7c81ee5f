import { useTranslation } from 'react-i18next';
import { useBalance } from '@web/lib/balance';
import { HIDDEN_FIGURE, useBalanceVisible } from '@web/lib/balance-visibility';
import { useFormatters } from '@web/lib/format';
import { startFee } from '@web/lib/start-game';

interface StartAmounts {
  cards: number;
  cardValue: number;
  winPercentage: number;
}

/** The fee a start of these amounts takes, by the server's rule, and the balance it leaves. */
export function useStartFee({ cards, cardValue, winPercentage }: StartAmounts) {
  const balance = useBalance();
  const terms = balance.feeTerms;
  const preview = startFee({
    cards,
    cardValue,
    winPercentage,
    balance: balance.balance,
    feeOwed: balance.feeOwed,
    feeReserved: balance.feeReserved,
    terms,
  });
  return { balance, terms, preview };
}

/**
 * What a start will take before Start is pressed (issue 20): the platform fee, computed by the
 * server's own rule from the cashier's rate and minimum fee, and the balance after it. Shown on
 * the Game Board and the dashboard's start form; nothing for a user without fee terms.
 */
export function StartFeeSummary(amounts: StartAmounts) {
  const { t } = useTranslation();
  const { money, percent } = useFormatters();
  const [balanceVisible] = useBalanceVisible();
  const { balance, terms, preview } = useStartFee(amounts);
  if (!preview || !terms) return null;
  return (
    <div
      role="group"
      aria-label={t('startFee.title')}
      data-testid="start-fee"
      className={`rounded-xl border px-4 py-3 ${
        preview.covered ? 'border-line bg-surface-muted' : 'border-danger bg-danger-soft'
      }`}
    >
      <dl className="grid grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-ink-muted">{t('startFee.fee')}</dt>
          <dd data-testid="start-fee-amount" className="text-lg font-semibold tabular-nums">
            {money(preview.fee)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-ink-muted">{t('startFee.after')}</dt>
          <dd
            data-testid="start-fee-after"
            className={`text-lg font-semibold tabular-nums ${preview.covered ? '' : 'text-danger'}`}
          >
            {/* "-$9.00", not "$-9.00": the sign before the symbol. */}
            {!balanceVisible ? (
              <>
                <span aria-hidden="true">{HIDDEN_FIGURE}</span>
                <span className="sr-only">{t('gameBoard.balance.hidden')}</span>
              </>
            ) : preview.balanceAfter < 0 ? (
              `-${money(-preview.balanceAfter)}`
            ) : (
              money(preview.balanceAfter)
            )}
          </dd>
        </div>
      </dl>
      {preview.reserve > 0 && (
        <p data-testid="start-fee-reserve" className="mt-1 text-sm tabular-nums">
          {t('startFee.reserve', { amount: money(preview.reserve) })}
        </p>
      )}
      <p className="mt-1 text-xs text-ink-muted">
        {t('startFee.rule', { percent: percent(terms.fee_percent), min: money(terms.min_fee) })}
      </p>
      {!preview.covered && (
        <p data-testid="start-fee-short" className="mt-1 text-sm font-medium text-danger">
          {balance.feeOwed > 0
            ? t('startFee.owed', { owed: money(balance.feeOwed) })
            : t('startFee.short')}
        </p>
      )}
    </div>
  );
}
