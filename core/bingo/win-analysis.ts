import type { CardGrid, CellPosition } from './card';
import { FREE } from './card';
import { bitOf, cellCount, cellsOfMask } from './patterns/grid-mask';
import type { CompiledPattern } from './patterns/pattern';
import type { WinRule } from './patterns/win-rule';

/** SPEC section 9 win-chance labels by the numbers still needed. */
export type WinChance = 'Very High' | 'High' | 'Medium' | 'Low';

/** SPEC section 9: the pulse highlight shows for 2 s when 3 or fewer numbers remain. */
export const PULSE_THRESHOLD = 3;
export const PULSE_MS = 2000;

/** Beyond this many ways to pick k masks, "to go" is estimated from the k closest masks. */
const MAX_COMBINATIONS = 5000;

export function winChance(remaining: number): WinChance {
  if (remaining <= 3) return 'Very High';
  if (remaining <= 5) return 'High';
  if (remaining <= 8) return 'Medium';
  return 'Low';
}

/** How far a card is from one pattern: the numbers still to call ("3 to go"). */
export interface PatternProgress {
  key: string;
  name: string;
  /** The numbers not called yet of the closest way to complete it, in reading order. */
  needed: number[];
  /** The cells of that way. */
  cells: CellPosition[];
  /** False when every way holds an empty cell (a saved card), which no call can mark. */
  reachable: boolean;
}

export interface WinAnalysis {
  patterns: PatternProgress[];
  /** The first reachable pattern needing the fewest numbers, or null when none is reachable. */
  closest: PatternProgress | null;
  minNeeded: number | null;
  chance: WinChance | null;
  pulse: boolean;
}

interface MaskNeed {
  mask: number;
  /** The cells not marked yet, as a mask. */
  open: number;
}

function combinations(count: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (count - i)) / (i + 1);
  return result;
}

/** The union of open cells over k of the masks, smallest first (exact when few enough ways). */
function closestWay(needs: readonly MaskNeed[], k: number): { mask: number; open: number } {
  const byOpen = (a: MaskNeed, b: MaskNeed) => cellCount(a.open) - cellCount(b.open);
  if (k === 1 || combinations(needs.length, k) > MAX_COMBINATIONS) {
    const chosen = [...needs].sort(byOpen).slice(0, k);
    return chosen.reduce(
      (way, need) => ({ mask: way.mask | need.mask, open: way.open | need.open }),
      {
        mask: 0,
        open: 0,
      },
    );
  }
  let best = { mask: 0, open: -1 };
  const pick = (from: number, left: number, mask: number, open: number) => {
    if (left === 0) {
      if (best.open === -1 || cellCount(open) < cellCount(best.open)) best = { mask, open };
      return;
    }
    for (let i = from; i <= needs.length - left; i++) {
      const need = needs[i] as MaskNeed;
      pick(i + 1, left - 1, mask | need.mask, open | need.open);
    }
  };
  pick(0, k, 0, 0);
  return best;
}

function progressOf(card: CardGrid, called: ReadonlySet<number>, pattern: CompiledPattern) {
  const needs: MaskNeed[] = [];
  for (const mask of pattern.masks) {
    let open = 0;
    let reachable = true;
    for (const { row, column } of cellsOfMask(mask)) {
      const cell = card[row]?.[column] ?? null;
      if (cell === null) reachable = false;
      else if (cell !== FREE && !called.has(cell)) open |= 1 << bitOf(row, column);
    }
    if (reachable) needs.push({ mask, open });
  }
  const reachable = needs.length >= pattern.k;
  const way = reachable ? closestWay(needs, pattern.k) : { mask: 0, open: 0 };
  const cellNumber = ({ row, column }: CellPosition) => card[row]?.[column] as number;
  return {
    key: pattern.key,
    name: pattern.name,
    needed: cellsOfMask(way.open).map(cellNumber),
    cells: cellsOfMask(way.mask),
    reachable,
  };
}

/** "To go" for each pattern of the rule, and SPEC's chance label for the closest. */
export function analyzeWin(card: CardGrid, called: Iterable<number>, rule: WinRule): WinAnalysis {
  const calledSet = new Set(called);
  const patterns = rule.patterns.map((pattern) => progressOf(card, calledSet, pattern));
  let closest: PatternProgress | null = null;
  for (const pattern of patterns) {
    if (pattern.reachable && (closest === null || pattern.needed.length < closest.needed.length)) {
      closest = pattern;
    }
  }
  const minNeeded = closest === null ? null : closest.needed.length;
  return {
    patterns,
    closest,
    minNeeded,
    chance: minNeeded === null ? null : winChance(minNeeded),
    pulse: minNeeded !== null && minNeeded <= PULSE_THRESHOLD,
  };
}
