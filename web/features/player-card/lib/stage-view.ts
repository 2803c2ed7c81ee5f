import { stagesOf } from '@core/bingo/patterns/game-patterns';
import type { PublicWin } from '@core/schemas/player-cards';
import { patternName } from '@web/lib/pattern-names';
import type { Translate } from './card-texts';
import { h } from './dom';
import type { PublicGame } from './public-game';

/** The winners of one stage as the hall names them: "Card 17, Card 22". */
const cardsOf = (wins: readonly PublicWin[], t: Translate) =>
  wins.map((w) => t('playerCard.title', { number: w.card_number })).join(', ');

/**
 * A game in stages on the phone (decision 034): the stage in play, each stage won with its winning
 * cards, and this card's own wins with the pattern each was won with. A game of one stage shows
 * only this card's win.
 */
export function stageView(game: PublicGame, cardNumber: number, t: Translate): HTMLElement | null {
  const stages = stagesOf(game.plan).length;
  const ended = game.status === 'ended';
  const own = game.wins.filter((w) => w.card_number === cardNumber);
  const wonStages = [...new Set(game.wins.map((w) => w.stage))].sort((a, b) => a - b);
  if (stages <= 1 && own.length === 0) return null;
  return h(
    'section',
    {
      'data-testid': 'player-stages',
      'aria-label': t('playerCard.stagesTitle'),
      class: 'space-y-1 rounded-xl border border-line bg-surface p-3 text-sm',
    },
    stages > 1 &&
      !ended &&
      h(
        'p',
        { 'data-testid': 'player-stage-now', class: 'font-semibold' },
        t('playerCard.stageNow', { n: game.stage + 1, total: stages }),
      ),
    stages > 1 &&
      wonStages.length > 0 &&
      h(
        'ul',
        { 'data-testid': 'player-stage-wins', class: 'space-y-0.5' },
        ...wonStages.map((stage) =>
          h(
            'li',
            { 'data-stage': String(stage + 1) },
            t('playerCard.stageWonBy', {
              n: stage + 1,
              cards: cardsOf(
                game.wins.filter((w) => w.stage === stage),
                t,
              ),
            }),
          ),
        ),
      ),
    ...own.map((win) =>
      h(
        'p',
        {
          role: 'status',
          'data-testid': 'player-own-win',
          class: 'rounded-lg bg-success-soft px-2 py-1 font-bold text-success',
        },
        stages > 1
          ? t('playerCard.youWonStage', {
              n: win.stage + 1,
              pattern: win.pattern ? patternName(t, win.pattern) : '—',
            })
          : t('playerCard.youWon', { pattern: win.pattern ? patternName(t, win.pattern) : '—' }),
      ),
    ),
  );
}
