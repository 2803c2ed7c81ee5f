import { FREE, type CardGrid } from '@core/bingo/card';
import { LETTERS } from '@core/bingo/modes';
import { markCard } from '@core/bingo/marking';
import { ruleOfStage } from '@core/bingo/patterns/game-patterns';
import { analyzeWin } from '@core/bingo/win-analysis';
import { detectWin } from '@core/bingo/win-detection';
import type { PlayerCard } from '@core/schemas/player-cards';
import { patternName } from '@web/lib/pattern-names';
import { chanceKey } from '@web/lib/win-labels';
import type { Translate } from './card-texts';
import { alertsView } from './alerts-view';
import { claimView, type ClaimControls } from './claim-view';
import type { NumberAlerts } from './number-alerts';
import { h, type Child } from './dom';
import type { PublicGame } from './public-game';
import { stageView } from './stage-view';

const notice = (...children: Child[]) =>
  h(
    'p',
    { role: 'status', class: 'rounded-xl border border-line bg-surface p-4 text-sm' },
    ...children,
  );

/**
 * A player's own card (decision 037): the card, and when it is sold in the running game the balls,
 * its marks, the count, the last five, "to go" per pattern and the bingo; after the game the
 * verify link. Built anew at each message (25 cells: cheaper than any diffing library).
 */
export function cardView(
  card: PlayerCard,
  game: PublicGame | null,
  controls: { claim: ClaimControls; alerts: NumberAlerts; onAlerts: (next: NumberAlerts) => void },
  t: Translate,
): Node[] {
  const called = new Set(game?.called ?? []);
  const grid = card.grid as CardGrid;
  const judged = game
    ? (() => {
        const rule = ruleOfStage(game.plan, game.stage);
        return {
          win: detectWin(markCard(grid, called), rule),
          analysis: analyzeWin(grid, called, rule),
        };
      })()
    : null;
  const ended = game?.status === 'ended';
  // This card's win in the stage in play is already recorded: nothing more to claim for it.
  const recorded = game?.wins.some(
    (w) => w.card_number === card.card_number && w.stage === game.stage,
  );
  const winning = new Set(judged?.win.cells.map((c) => `${c.row}-${c.column}`));
  const last = (game?.called ?? []).slice(-5).reverse();

  return [
    h(
      'h1',
      { class: 'text-2xl font-semibold tracking-tight' },
      t('playerCard.title', { number: card.card_number }),
      h('span', { class: 'block text-base font-normal text-ink-muted' }, card.shop_name),
    ),
    card.state === 'no_game' && notice(t('playerCard.noGame')),
    card.state === 'not_in_game' && notice(t('playerCard.notInGame')),
    game &&
      h(
        'p',
        { 'data-testid': 'player-count', class: 'text-sm font-semibold' },
        t('playerCard.count', { called: game.called.length, total: game.ball_count }),
      ),
    game &&
      judged?.win.isWinner &&
      !ended &&
      !recorded &&
      h(
        'p',
        {
          role: 'status',
          'data-testid': 'player-bingo',
          class: 'rounded-xl bg-success-soft p-4 text-center text-xl font-black text-success',
        },
        // The pattern is named only where the game plays more than one.
        judged.win.pattern && game.plan.patterns.length > 1
          ? t('playerCard.bingoWith', { pattern: patternName(t, judged.win.pattern) })
          : t('playerCard.bingo'),
      ),
    claimView(card, game, controls.claim, t),
    game && stageView(game, card.card_number, t),
    gridView(grid, called, winning, t),
    last.length > 0 &&
      h(
        'p',
        { class: 'text-sm', 'data-testid': 'player-last-five' },
        `${t('playerCard.lastFive')} `,
        h('span', { class: 'font-bold tabular-nums' }, last.join(' · ')),
      ),
    judged &&
      !ended &&
      h(
        'section',
        { 'aria-labelledby': 'to-go-title', class: 'rounded-xl border border-line bg-surface p-3' },
        h('h2', { id: 'to-go-title', class: 'text-sm font-semibold' }, t('playerCard.toGoTitle')),
        h(
          'ul',
          { class: 'mt-1 space-y-1 text-sm', 'data-testid': 'player-to-go' },
          ...judged.analysis.patterns.map((pattern) =>
            h(
              'li',
              { class: 'flex justify-between gap-2' },
              h('span', {}, patternName(t, pattern)),
              h(
                'span',
                { class: 'font-bold tabular-nums' },
                pattern.reachable
                  ? t('playerCard.toGo', { count: pattern.needed.length })
                  : t('playerCard.unreachable'),
              ),
            ),
          ),
        ),
        judged.analysis.chance &&
          h('p', { class: 'mt-1 text-xs text-ink-muted' }, t(chanceKey(judged.analysis.chance))),
      ),
    game && !ended && alertsView(controls.alerts, controls.onAlerts, t),
    ended &&
      card.game &&
      notice(
        `${t('playerCard.ended')} `,
        h(
          'a',
          { class: 'underline', href: `/verify/${card.game.verify_token}` },
          t('playerCard.verify'),
        ),
      ),
  ].filter((node): node is HTMLElement => node instanceof Node);
}

/** Rows are `contents`: the table's structure for screen readers, one 5-column grid on screen. */
function gridView(
  grid: CardGrid,
  called: ReadonlySet<number>,
  winning: ReadonlySet<string>,
  t: Translate,
): HTMLElement {
  return h(
    'div',
    { role: 'table', 'aria-label': t('playerCard.gridLabel'), class: 'grid grid-cols-5 gap-1.5' },
    h(
      'div',
      { role: 'row', class: 'contents' },
      ...LETTERS.map((letter) =>
        h(
          'div',
          {
            role: 'columnheader',
            class: 'rounded-md bg-primary py-1 text-center text-lg font-black text-on-primary',
          },
          letter,
        ),
      ),
    ),
    ...grid.map((cells, row) =>
      h(
        'div',
        { role: 'row', class: 'contents' },
        ...cells.map((cell, column) => {
          const marked = cell === FREE || (typeof cell === 'number' && called.has(cell));
          const look = winning.has(`${row}-${column}`)
            ? 'border-success bg-success text-on-primary'
            : marked
              ? 'border-primary bg-primary-soft text-primary'
              : 'border-line bg-surface';
          return h(
            'div',
            {
              role: 'cell',
              'data-marked': String(marked),
              class: `flex aspect-square items-center justify-center rounded-md border text-xl font-bold tabular-nums ${look}`,
            },
            cell === FREE ? t('playerCard.free') : (cell ?? ''),
          );
        }),
      ),
    ),
  );
}
