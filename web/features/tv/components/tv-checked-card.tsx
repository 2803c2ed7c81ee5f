import { patternName } from '@web/lib/pattern-names';
import { useTranslation } from 'react-i18next';
import { cardForNumber } from '@core/bingo/card-generator';
import { parseSavedCard } from '@core/bingo/card-validation';
import { FREE, type CardGrid } from '@core/bingo/card';
import { markCard } from '@core/bingo/marking';
import { LETTERS } from '@core/bingo/modes';
import { ruleOfStage } from '@core/bingo/patterns/game-patterns';
import { detectWin } from '@core/bingo/win-detection';
import type { Game } from '@core/schemas/games';
import type { GameEvent } from '@web/lib/game-events';

/** The card behind a check or win event: generated from its number, or the saved grid sent. */
function cardOf(game: Game, event: GameEvent): CardGrid | null {
  const number = event.data.card_number;
  if (event.data.source === 'saved') {
    const parsed = parseSavedCard(event.data.grid, game.mode);
    return parsed.ok ? parsed.card : null;
  }
  return typeof number === 'number' ? cardForNumber(number, game.mode) : null;
}

export function CheckedCard({ game, event }: { game: Game; event: GameEvent }) {
  const { t } = useTranslation();
  const card = cardOf(game, event);
  const called = new Set(game.called.map((call) => call.number));
  const winner = event.type === 'win' || event.data.is_winner === true;
  // The stage the claim was for (a game in stages, decision 034), judged by its patterns.
  const stage = typeof event.data.stage === 'number' ? event.data.stage : game.stage;
  // The winning line drawn: the first complete pattern of the type announced (four corners first).
  const result =
    card && winner ? detectWin(markCard(card, called), ruleOfStage(game.plan, stage)) : null;
  // The pattern's name in the TV's language; the server's English label only when none is found.
  const label = result?.pattern
    ? patternName(t, result.pattern)
    : typeof event.data.label === 'string'
      ? event.data.label
      : null;
  const winning = result?.lines.find((pattern) => pattern.type === result.type);
  const line = new Set(winning?.cells.map(({ row, column }) => `${row}-${column}`));
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-[2vmin] bg-page/80 backdrop-blur-sm">
      <section
        data-testid="tv-checked-card"
        aria-live="polite"
        className="flex aspect-[5/6.6] h-[96%] max-w-full flex-col items-center gap-[1.2vmin] rounded-[2vmin] border border-line bg-surface p-[2vmin] shadow-lg"
      >
        <h2 className="text-[3.6vmin] font-bold">
          {t('tv.card', { number: String(event.data.card_number ?? '') })}
        </h2>
        {card ? (
          <div
            className="grid min-h-0 w-full flex-1 grid-cols-5 grid-rows-6 gap-[0.6vmin]"
            role="table"
            aria-label={t('tv.card', { number: String(event.data.card_number ?? '') })}
          >
            {LETTERS.map((letter) => (
              <div
                key={letter}
                role="columnheader"
                className="flex items-center justify-center rounded-[0.8vmin] bg-primary text-[3.6vmin] font-black text-on-primary"
              >
                {letter}
              </div>
            ))}
            {card.flatMap((row, r) =>
              row.map((cell, c) => {
                const marked = cell === FREE || (typeof cell === 'number' && called.has(cell));
                return (
                  <div
                    key={`${r}-${c}`}
                    role="cell"
                    data-marked={marked || undefined}
                    data-line={line.has(`${r}-${c}`) || undefined}
                    className={`flex items-center justify-center rounded-[0.8vmin] text-[3.6vmin] font-bold tabular-nums ${
                      line.has(`${r}-${c}`)
                        ? 'bg-accent text-slate-950 ring-[0.5vmin] ring-ink ring-inset'
                        : marked
                          ? 'bg-success text-surface'
                          : 'bg-surface-muted text-ink'
                    }`}
                  >
                    {cell === FREE ? t('tv.free') : (cell ?? '')}
                  </div>
                );
              }),
            )}
          </div>
        ) : (
          <p className="text-[2.6vmin] text-ink-muted">{t('tv.cardOnCaller')}</p>
        )}
        <p
          data-testid="tv-check-result"
          className={`rounded-full px-[2vmin] py-[0.6vmin] text-[3.4vmin] font-black ${
            winner ? 'bg-success text-surface' : 'bg-danger-soft text-danger'
          }`}
        >
          {winner
            ? label
              ? `${t('tv.bingo')} · ${label}`
              : t('tv.bingo')
            : event.data.verdict === 'late'
              ? t('tv.notNow')
              : event.data.verdict === 'blocked'
                ? t('apiErrors.card_blocked')
                : t('tv.noBingo')}
        </p>
      </section>
    </div>
  );
}
