import { useTranslation } from 'react-i18next';
import type { Game } from '@core/schemas/games';
import { useFormatters } from '@web/lib/format';
import { patternName } from '@web/lib/pattern-names';

/**
 * The game's summary of its winners (decisions 030 and 034): every winning card in the order
 * recorded, the pattern (and in a game in stages the stage) it won and what it is paid, with the
 * stage's bonus the drawer paid it; several cards may win on the deciding ball.
 */
export function GameWinners({
  game,
}: {
  game: Pick<Game, 'id' | 'winners' | 'rules' | 'stage_prizes'>;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  if (game.winners.length === 0) return null;
  const staged = game.stage_prizes.length > 1;
  return (
    <section
      className="rounded-xl border border-line bg-surface p-3 shadow-xs"
      aria-labelledby="game-winners-title"
      data-testid="game-winners"
    >
      <h2 id="game-winners-title" className="text-xs font-medium text-ink-muted">
        {t('winners.title', { count: game.winners.length })}
      </h2>
      <ul className="mt-1 flex flex-col gap-1">
        {game.winners.map((winner) => (
          <li
            key={`${winner.stage}-${winner.card_number}`}
            className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 text-sm"
            data-testid="game-winner"
          >
            <span className="font-bold">
              {t('winners.card', { card: winner.card_number })}
              {winner.late && (
                <span className="ml-1 text-xs font-normal text-ink-muted">{t('winners.late')}</span>
              )}
              {(winner.pattern || staged) && (
                <span
                  className="ml-1 text-xs font-normal text-ink-muted"
                  data-testid="winner-pattern"
                >
                  {[
                    staged ? t('winners.stage', { stage: winner.stage + 1 }) : null,
                    winner.pattern ? patternName(t, winner.pattern) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              )}
            </span>
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-black tabular-nums text-success">{money(winner.share)}</span>
              {winner.bonus > 0 && (
                <span
                  className="text-xs font-bold whitespace-nowrap text-success"
                  data-testid="winner-bonus"
                >
                  {t('winners.bonus', { amount: money(winner.bonus) })}
                </span>
              )}
              <a
                href={`/receipt/${game.id}?card=${winner.card_number}`}
                target="_blank"
                rel="noreferrer"
                className="text-xs underline print:hidden"
              >
                {t('receipt.open', { card: winner.card_number })}
              </a>
            </span>
          </li>
        ))}
      </ul>
      {game.winners.length > 1 && (
        <p className="mt-1 text-xs text-ink-muted">
          {t(game.rules.shared_wins === 'full' ? 'winners.ruleFull' : 'winners.ruleSplit')}
        </p>
      )}
    </section>
  );
}
