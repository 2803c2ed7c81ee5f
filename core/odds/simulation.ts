import { mulberry32, randomBelow } from '../bingo/seeded-random';
import { cellCount } from '../bingo/patterns/grid-mask';
import { needOf, type CardCells, type CardClass } from './card-events';
import { lowerConfidenceBound, upperConfidenceBound } from './confidence';
import { minimalWays } from './pattern-ways';

const CELLS = 25;

/** A pattern as the judge reads it: its masks, k of which must be complete. */
export interface MaskSet {
  masks: readonly number[];
  k: number;
}

export interface SimulatedGames {
  cells: readonly CardCells[];
  /** The classes of the cards that can win at all (cards of other classes never do). */
  classes: readonly CardClass[];
  sets: readonly MaskSet[];
  /** The balls of the draw, in any order. */
  balls: readonly number[];
  /** How many of them are drawn: the payout's call limit, or all. */
  draws: number;
}

export interface SimulationStops {
  seed: number;
  /** Game counts after which the bounds are looked at, rising; the last is the cap. */
  looks: readonly number[];
  /** Each look's share of the error: the looks together stay within their sum. */
  deltaPerLook: number;
  /** Stop once the bounds fall on one side of it. */
  accepted?: number;
}

export interface SimulationResult {
  games: number;
  wins: number;
  lower: number;
  upper: number;
}

interface Group {
  k: number;
  needs: number[];
  /** Masks complete before any ball (only in a k-of-a-set, below its k). */
  completeAtStart: number;
}

/** A class's patterns on its cards: the one-mask patterns together, each k of a set alone. */
function groupsOf(sets: readonly MaskSet[], cells: CardCells): Group[] {
  const single: number[] = [];
  const groups: Group[] = [];
  for (const { masks, k } of sets) {
    const needs = [...new Set(masks.map((mask) => needOf(mask, cells)))].filter((n) => n !== null);
    if (k === 1) single.push(...needs);
    else if (needs.length >= k) {
      const open = needs.filter((need) => need !== 0);
      groups.push({ k, needs: open, completeAtStart: needs.length - open.length });
    }
  }
  if (single.length > 0) groups.unshift({ k: 1, needs: minimalWays(single), completeAtStart: 0 });
  return groups;
}

/**
 * For each ball, the (card, cell) pairs it marks; for each class and cell, the masks through that
 * cell, fewest numbers first. A drawn ball touches only its cards and checks only the masks it can
 * complete; a mask completes once, on its last cell, and counts toward its pattern's k.
 */
function compile({ cells, classes, sets }: SimulatedGames) {
  const classGroups = classes.map((c) => groupsOf(sets, cells[c.cards[0] as number] as CardCells));
  const width = Math.max(1, ...classGroups.map((groups) => groups.length));
  const classOf = new Int32Array(cells.length);
  /** Per card: the fewest cells any of its masks needs; below it no check can succeed. */
  const fewest = new Int32Array(cells.length);
  const groupK = new Int32Array(classes.length * width);
  const atStart = new Int32Array(cells.length * width);
  const checkStart = new Int32Array(classes.length * CELLS + 1);
  const checks: { need: number; size: number; group: number }[] = [];
  const usedOf = new Int32Array(cells.length);
  classGroups.forEach((groups, c) => {
    let used = 0;
    let least = CELLS;
    groups.forEach((group, g) => {
      groupK[c * width + g] = group.k;
      for (const need of group.needs) {
        used |= need;
        least = Math.min(least, cellCount(need));
      }
    });
    for (let bit = 0; bit < CELLS; bit++) {
      checkStart[c * CELLS + bit] = checks.length;
      const through = groups.flatMap((group, g) =>
        group.needs
          .filter((need) => (need & (1 << bit)) !== 0)
          .map((need) => ({ need, size: cellCount(need), group: g })),
      );
      checks.push(...through.sort((a, b) => a.size - b.size));
    }
    for (const index of (classes[c] as CardClass).cards) {
      classOf[index] = c;
      fewest[index] = least;
      usedOf[index] = used;
      groups.forEach((group, g) => (atStart[index * width + g] = group.completeAtStart));
    }
  });
  checkStart[classes.length * CELLS] = checks.length;
  return {
    width,
    classOf,
    fewest,
    groupK,
    atStart,
    checkStart,
    checkNeed: Int32Array.from(checks, (check) => check.need),
    checkSize: Int32Array.from(checks, (check) => check.size),
    checkGroup: Int32Array.from(checks, (check) => check.group),
    ...cardsByBall(cells, usedOf),
  };
}

/**
 * For each ball, the (card, cell) pairs of the cells that matter (used) that it marks: pairs
 * `ballStart[ball]` to `ballStart[ball + 1]` of `marked`, in card order.
 */
function cardsByBall(cells: readonly CardCells[], usedOf: Int32Array) {
  let highest = 0;
  for (const { numbers } of cells) for (const n of numbers) highest = Math.max(highest, n);
  const ballStart = new Int32Array(highest + 2);
  cells.forEach(({ numbers }, card) => {
    for (let bit = 0; bit < CELLS; bit++) {
      if (((usedOf[card] as number) & (1 << bit)) === 0) continue;
      const after = (numbers[bit] as number) + 1;
      ballStart[after] = (ballStart[after] as number) + 1;
    }
  });
  for (let ball = 1; ball < ballStart.length; ball++)
    ballStart[ball] = (ballStart[ball] as number) + (ballStart[ball - 1] as number);
  const fill = ballStart.slice();
  const marked = new Int32Array(2 * (ballStart[highest + 1] as number));
  cells.forEach(({ numbers }, card) => {
    for (let bit = 0; bit < CELLS; bit++) {
      if (((usedOf[card] as number) & (1 << bit)) === 0) continue;
      const ball = numbers[bit] as number;
      const at = fill[ball] as number;
      fill[ball] = at + 1;
      marked[2 * at] = card;
      marked[2 * at + 1] = bit;
    }
  });
  return { ballStart, marked };
}

/**
 * Plays seeded games (mulberry32: the same figures on every machine) up to `draws` balls each,
 * stopping a game at its first win, and bounds the win rate at each look.
 */
export function simulateWins(games: SimulatedGames, stops: SimulationStops): SimulationResult {
  const compiled = compile(games);
  const { width, classOf, fewest, groupK, atStart, checkStart, checkNeed, checkSize } = compiled;
  const { checkGroup, ballStart, marked: pairs } = compiled;
  const marks = new Int32Array(games.cells.length);
  const counts = new Int32Array(games.cells.length);
  const complete = new Int32Array(atStart.length);
  const order = Int32Array.from(games.balls);
  const total = order.length;
  const next = mulberry32(stops.seed);

  const playOne = (): boolean => {
    marks.fill(0);
    counts.fill(0);
    complete.set(atStart);
    for (let i = 0; i < games.draws; i++) {
      const j = i + randomBelow(next, total - i);
      const drawn = order[j] as number;
      order[j] = order[i] as number;
      order[i] = drawn;
      for (
        let e = 2 * (ballStart[drawn] ?? 0), end = 2 * (ballStart[drawn + 1] ?? 0);
        e < end;
        e += 2
      ) {
        const card = pairs[e] as number;
        const bit = pairs[e + 1] as number;
        const marked = (marks[card] as number) | (1 << bit);
        marks[card] = marked;
        const count = (counts[card] as number) + 1;
        counts[card] = count;
        if (count < (fewest[card] as number)) continue;
        const cardClass = classOf[card] as number;
        const at = cardClass * CELLS + bit;
        for (let k = checkStart[at] as number, end = checkStart[at + 1] as number; k < end; k++) {
          if ((checkSize[k] as number) > count) break;
          const need = checkNeed[k] as number;
          if ((marked & need) !== need) continue;
          const group = checkGroup[k] as number;
          const done = (complete[card * width + group] as number) + 1;
          complete[card * width + group] = done;
          if (done >= (groupK[cardClass * width + group] as number)) return true;
        }
      }
    }
    return false;
  };

  let played = 0;
  let wins = 0;
  let lower = 0;
  let upper = 1;
  for (const look of stops.looks) {
    for (; played < look; played++) if (playOne()) wins++;
    lower = lowerConfidenceBound(wins, played, stops.deltaPerLook);
    upper = upperConfidenceBound(wins, played, stops.deltaPerLook);
    if (stops.accepted !== undefined && (lower > stops.accepted || upper <= stops.accepted)) break;
  }
  return { games: played, wins, lower, upper };
}
