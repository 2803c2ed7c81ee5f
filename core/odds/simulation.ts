import { mulberry32, randomBelow } from '../bingo/seeded-random';
import { cellCount } from '../bingo/patterns/grid-mask';
import type { CardCells, CardClass } from './card-events';
import { lowerConfidenceBound, upperConfidenceBound } from './confidence';

const CELLS = 25;

export interface SimulatedGames {
  cells: readonly CardCells[];
  classes: readonly CardClass[];
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

/**
 * For each ball, the (card, cell) pairs it marks; for each class and cell, the needs that cell is
 * part of. A drawn ball then touches only its cards, and checks only the needs it can complete.
 */
function compile({ cells, classes }: SimulatedGames) {
  const classOf = new Int32Array(cells.length);
  const fewest = new Int32Array(cells.length);
  const needStart = new Int32Array(classes.length * CELLS + 1);
  const needs: number[] = [];
  const perBall = new Map<number, number[]>();
  classes.forEach((cardClass, c) => {
    let used = 0;
    let least = CELLS;
    for (let bit = 0; bit < CELLS; bit++) {
      needStart[c * CELLS + bit] = needs.length;
      for (const need of cardClass.needs) if ((need & (1 << bit)) !== 0) needs.push(need);
    }
    for (const need of cardClass.needs) {
      used |= need;
      least = Math.min(least, cellCount(need));
    }
    for (const index of cardClass.cards) {
      classOf[index] = c;
      fewest[index] = least;
      const { numbers } = cells[index] as CardCells;
      for (let bit = 0; bit < CELLS; bit++) {
        if ((used & (1 << bit)) === 0) continue;
        const ball = numbers[bit] as number;
        const list = perBall.get(ball) ?? [];
        list.push(index, bit);
        perBall.set(ball, list);
      }
    }
  });
  needStart[classes.length * CELLS] = needs.length;
  return { classOf, fewest, needStart, needs: Int32Array.from(needs), perBall };
}

/**
 * Plays seeded games (mulberry32: the same figures on every machine) up to `draws` balls each,
 * stopping a game at its first completed need, and bounds the win rate at each look.
 */
export function simulateWins(games: SimulatedGames, stops: SimulationStops): SimulationResult {
  const { classOf, fewest, needStart, needs, perBall } = compile(games);
  const pool = Int32Array.from(games.balls);
  const entries = Array.from(pool, (ball) => Int32Array.from(perBall.get(ball) ?? []));
  const marks = new Int32Array(games.cells.length);
  const counts = new Int32Array(games.cells.length);
  const next = mulberry32(stops.seed);
  const order = Int32Array.from(pool, (_, i) => i);
  const total = pool.length;

  const playOne = (): boolean => {
    marks.fill(0);
    counts.fill(0);
    for (let i = 0; i < games.draws; i++) {
      const j = i + randomBelow(next, total - i);
      const drawn = order[j] as number;
      order[j] = order[i] as number;
      order[i] = drawn;
      const list = entries[drawn] as Int32Array;
      for (let e = 0; e < list.length; e += 2) {
        const card = list[e] as number;
        const bit = list[e + 1] as number;
        const marked = (marks[card] as number) | (1 << bit);
        marks[card] = marked;
        const count = (counts[card] as number) + 1;
        counts[card] = count;
        if (count < (fewest[card] as number)) continue;
        const at = (classOf[card] as number) * CELLS + bit;
        for (let k = needStart[at] as number, end = needStart[at + 1] as number; k < end; k++) {
          const need = needs[k] as number;
          if ((marked & need) === need) return true;
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
