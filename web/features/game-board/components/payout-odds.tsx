import { useTranslation } from 'react-i18next';
import type { PayoutOddsAnswer } from '@core/schemas/start-preview';
import { useFormatters } from '@web/lib/format';
import { patternName } from '@web/lib/pattern-names';
import type { StartGameInput } from '@web/lib/start-game';
import { serverErrorText } from '@web/lib/validation';
import { useStartPreview } from '../api/start-preview-api';

/** Chances are shown to two decimals, and a tiny one as "< 0.01%" rather than 0. */
function chanceText(percent: number, format: (value: number) => string): string {
  return percent > 0 && percent < 0.01 ? `< ${format(0.01)}` : format(percent);
}

/**
 * Before Start, what this game could pay beyond its pool (decision 043): each jackpot and stage
 * bonus, the chance per game the server computes for it, what its funder accepts, and whether
 * this game grows and pays it. Nothing when the shop runs neither.
 */
export function PayoutOdds({ input }: { input: StartGameInput | null }) {
  const { t } = useTranslation();
  const preview = useStartPreview(input);
  if (input === null) return null;
  if (preview.isError)
    return (
      <p data-testid="payout-odds-error" role="status" className="text-sm text-danger">
        {serverErrorText(preview.error, t('gameBoard.odds.error'), t)}
      </p>
    );
  const payouts = preview.data?.payouts ?? [];
  if (payouts.length === 0) return null;
  return (
    <section
      aria-labelledby="payout-odds-heading"
      data-testid="payout-odds"
      aria-busy={preview.isFetching}
      className="rounded-xl border border-line bg-surface px-4 py-3"
    >
      <h2 id="payout-odds-heading" className="text-sm font-semibold">
        {t('gameBoard.odds.title')}
      </h2>
      <p className="mt-0.5 text-xs text-ink-muted">{t('gameBoard.odds.hint')}</p>
      <ul className="mt-3 space-y-2.5">
        {payouts.map((payout) => (
          <PayoutLine key={`${payout.kind}-${payout.id}`} payout={payout} />
        ))}
      </ul>
    </section>
  );
}

function PayoutLine({ payout }: { payout: PayoutOddsAnswer }) {
  const { t } = useTranslation();
  const { money, percent, figure } = useFormatters();
  const title =
    payout.kind === 'jackpot'
      ? t('gameBoard.odds.jackpot', { amount: money(payout.amount) })
      : t('gameBoard.odds.stageBonus', {
          stage: figure(payout.id + 1),
          amount: money(payout.amount),
        });
  const patterns = payout.patterns.map((pattern) => patternName(t, pattern)).join(', ');
  const when =
    payout.within_calls === null
      ? patterns
      : t('gameBoard.odds.within', { patterns, n: figure(payout.within_calls) });
  return (
    <li
      data-testid="payout-odds-line"
      data-in-play={payout.in_play}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-0.5 text-sm"
    >
      <span className="font-medium">{title}</span>
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
          payout.in_play ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
        }`}
      >
        {payout.in_play ? t('gameBoard.odds.inPlay') : t('gameBoard.odds.notInPlay')}
      </span>
      <span className="col-span-2 text-xs text-ink-muted">{when}</span>
      <span data-testid="payout-odds-chance" className="col-span-2 text-xs tabular-nums">
        {t('gameBoard.odds.chance', {
          chance: chanceText(payout.chance_percent, percent),
          accepted: percent(payout.accepted_percent),
        })}
      </span>
      {!payout.in_play && (
        <span className="col-span-2 text-xs text-danger">{t('gameBoard.odds.why')}</span>
      )}
    </li>
  );
}
