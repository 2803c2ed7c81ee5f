import { useTranslation } from 'react-i18next';
import type { PublicVerify } from '@core/schemas/game-record';
import { TrainingBanner } from '@web/components/training-mark';
import { useFormatters } from '@web/lib/format';

/** What the player saw on the hall's TV: which game, where, when, the pool and who won. */
export function GameFacts({ game }: { game: PublicVerify }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const winners = game.winners.length
    ? game.winners
        .map(
          (winner) =>
            t('verify.facts.winner', {
              card: winner.card,
              type: winner.win_type
                ? t(`winLabels.${winner.win_type}`, { defaultValue: winner.win_type })
                : '',
            }).trim() +
            // Several winners on one ball (decision 030): each with its share of the prize.
            (game.winners.length > 1 && winner.share !== undefined
              ? ` · ${money(winner.share)}`
              : '') +
            // A stage's bonus the drawer paid this card (decision 034).
            (winner.bonus ? ` · ${t('verify.facts.bonus', { amount: money(winner.bonus) })}` : ''),
        )
        .join(', ')
    : t(game.status === 'running' ? 'verify.facts.noWinnerYet' : 'verify.facts.noWinner');
  const facts: [string, string, string][] = [
    ['game', t('verify.facts.game'), `#${game.game_id}`],
    ['shop', t('verify.facts.shop'), game.shop_name ?? '—'],
    ['started', t('verify.facts.started'), dateTime(game.started_at)],
    ['ended', t('verify.facts.ended'), game.ended_at ? dateTime(game.ended_at) : '—'],
    ['pool', t('verify.facts.pool'), money(game.pool)],
    ['prize', t('verify.facts.prize'), money(game.prize)],
    ['winners', t('verify.facts.winners'), winners],
  ];
  return (
    <>
      {game.training && <TrainingBanner />}
      <dl
        data-testid="verify-facts"
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-surface p-4 shadow-xs sm:grid-cols-3 lg:grid-cols-4"
      >
        {facts.map(([id, label, value]) => (
          <div
            key={id}
            className={id === 'winners' ? 'col-span-2 sm:col-span-3 lg:col-span-4' : ''}
          >
            <dt className="text-xs font-medium text-ink-muted">{label}</dt>
            <dd
              data-testid={`verify-${id}`}
              className="text-base font-semibold break-words tabular-nums"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
