/**
 * The highest chance per game a funder accepts for a payout beyond the pool, unless it sets its
 * own: a jackpot's agent per jackpot, a stage bonus's agent per stage (decision 043).
 */
export const DEFAULT_MAX_CHANCE_PERCENT = 10;

/** Basis points (the database's unit, 1..10000) as a chance 0..1, and back. */
export const chanceOfBasisPoints = (bp: number): number => bp / 10_000;
export const basisPointsOfPercent = (percent: number): number => Math.round(percent * 100);
export const percentOfBasisPoints = (bp: number): number => bp / 100;
