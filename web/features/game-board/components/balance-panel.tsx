import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';
import { useFormatters } from '@web/lib/format';
import { useBalance } from '@web/lib/balance';
import { HIDDEN_FIGURE, useBalanceVisible } from '@web/lib/balance-visibility';

/** SPEC "Game Board" balance: loading, or error with Retry; hide/show masks it; two decimals. */
export function BalancePanel() {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const balance = useBalance();
  const [visible, toggle] = useBalanceVisible();

  let figure;
  if (balance.isPending) {
    figure = (
      <span role="status" className="flex items-center gap-2 text-base font-medium text-ink-muted">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-line border-t-primary"
        />
        {t('gameBoard.balance.loading')}
      </span>
    );
  } else if (balance.isError) {
    figure = (
      <span role="alert" className="flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-1.5 text-base font-medium text-danger">
          <Icon name="alert" size={18} />
          {t('gameBoard.balance.error')}
        </span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void balance.refetch()}
          busy={balance.isFetching}
        >
          {t('common.retry')}
        </Button>
      </span>
    );
  } else {
    figure = (
      <span
        data-testid="balance-amount"
        className="text-3xl font-semibold tracking-tight tabular-nums"
      >
        {visible ? (
          money(balance.balance)
        ) : (
          <>
            <span aria-hidden="true">{HIDDEN_FIGURE}</span>
            <span className="sr-only">{t('gameBoard.balance.hidden')}</span>
          </>
        )}
      </span>
    );
  }

  return (
    <section
      aria-labelledby="balance-heading"
      className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-4 py-4 shadow-xs sm:gap-4 sm:px-5"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3 sm:gap-4">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon name="register" size={22} />
        </span>
        <div className="min-w-0">
          <h2 id="balance-heading" className="text-sm font-medium text-ink-muted">
            {t('gameBoard.balance.title')}
          </h2>
          <div className="min-h-9">{figure}</div>
          {visible && balance.feeReserved > 0 && (
            <p data-testid="fee-reserved" className="mt-1 text-sm text-ink-muted tabular-nums">
              {t('gameBoard.balance.feeReserved', { amount: money(balance.feeReserved) })}
            </p>
          )}
          {balance.feeOwed > 0 && (
            <p role="alert" data-testid="fee-owed" className="mt-1 text-sm font-medium text-danger">
              {t('gameBoard.balance.feeOwed', { amount: money(balance.feeOwed) })}
            </p>
          )}
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={toggle}
        aria-label={visible ? t('gameBoard.balance.hide') : t('gameBoard.balance.show')}
      >
        <Icon name={visible ? 'eyeOff' : 'eye'} size={18} />
        <span className="hidden sm:inline">
          {visible ? t('gameBoard.balance.hide') : t('gameBoard.balance.show')}
        </span>
      </Button>
    </section>
  );
}
