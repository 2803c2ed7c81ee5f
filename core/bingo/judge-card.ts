import type { CardGrid } from './card';
import { cardForNumber } from './card-generator';
import { parseSavedCard } from './card-validation';
import { markCard, type MarkedGrid } from './marking';
import type { GameMode } from './modes';
import { analyzeWin, type WinAnalysis } from './win-analysis';
import { detectWin, type WinResult } from './win-detection';
import type { WinRule } from './patterns/win-rule';

/** A called ball; manual: marked by hand on the board (a physical ball machine), not drawn. */
export interface Call {
  number: number;
  manual: boolean;
}

export type ResolvedCard =
  { ok: true; source: 'generated' | 'saved'; card: CardGrid } | { ok: false; errors: string[] };

/** The card a check uses: the saved grid, validated by SPEC's card rules, or the generated one. */
export function resolveCard(cardNumber: number, mode: GameMode, grid?: unknown): ResolvedCard {
  if (grid === undefined || grid === null)
    return { ok: true, source: 'generated', card: cardForNumber(cardNumber, mode) };
  const parsed = parseSavedCard(grid, mode);
  return parsed.ok ? { ok: true, source: 'saved', card: parsed.card } : parsed;
}

export interface Judgement {
  marked: MarkedGrid;
  win: WinResult;
  analysis: WinAnalysis;
  /** The card wins, but would not with the drawn balls alone (PRODUCT section 3). */
  reliedOnManualCall: boolean;
}

/** A card judged against a game's calls and the rule it plays (its patterns, or its stage's). */
export function judgeCard(card: CardGrid, calls: readonly Call[], rule: WinRule): Judgement {
  const numbers = calls.map((call) => call.number);
  const marked = markCard(card, numbers);
  const win = detectWin(marked, rule);
  const drawnOnly = calls.filter((call) => !call.manual).map((call) => call.number);
  const reliedOnManualCall =
    win.isWinner &&
    drawnOnly.length !== numbers.length &&
    !detectWin(markCard(card, drawnOnly), rule).isWinner;
  return { marked, win, analysis: analyzeWin(card, numbers, rule), reliedOnManualCall };
}
