/** SPEC settings gameMode: standard 1-75, quick 1-50, marathon 1-100 (PRODUCT section 4). */
export const GAME_MODES = ['quick', 'standard', 'marathon'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const DEFAULT_GAME_MODE: GameMode = 'standard';

const MAX_NUMBERS: Record<GameMode, number> = { quick: 50, standard: 75, marathon: 100 };

export const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export type Letter = (typeof LETTERS)[number];

export interface NumberRange {
  min: number;
  max: number;
}

export function isGameMode(value: unknown): value is GameMode {
  return typeof value === 'string' && (GAME_MODES as readonly string[]).includes(value);
}

/** The highest ball of a mode: 50, 75 or 100 (settings maxNumbers). */
export function maxNumberFor(mode: GameMode): number {
  return MAX_NUMBERS[mode];
}

/** The mode whose balls run 1..maxNumbers, or undefined for any other maximum. */
export function modeForMaxNumber(maxNumbers: number): GameMode | undefined {
  return GAME_MODES.find((mode) => MAX_NUMBERS[mode] === maxNumbers);
}

/** How many numbers each letter covers: 10, 15 or 20. */
export function columnSpan(mode: GameMode): number {
  return MAX_NUMBERS[mode] / LETTERS.length;
}

export function isBallNumber(n: number, mode: GameMode): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_NUMBERS[mode];
}

/** 0 for B ... 4 for O; throws for a number that is not a ball of the mode. */
export function letterIndexFor(n: number, mode: GameMode): number {
  if (!isBallNumber(n, mode)) {
    throw new RangeError(`${n} is not a ball number of the ${mode} mode (1-${MAX_NUMBERS[mode]})`);
  }
  return Math.floor((n - 1) / columnSpan(mode));
}

export function letterFor(n: number, mode: GameMode = DEFAULT_GAME_MODE): Letter {
  return LETTERS[letterIndexFor(n, mode)] as Letter;
}

/** Column range of a letter: in standard B 1-15, I 16-30, N 31-45, G 46-60, O 61-75. */
export function columnRange(letterIndex: number, mode: GameMode = DEFAULT_GAME_MODE): NumberRange {
  if (!Number.isInteger(letterIndex) || letterIndex < 0 || letterIndex >= LETTERS.length) {
    throw new RangeError(`Column ${letterIndex} does not exist: columns are 0 (B) to 4 (O)`);
  }
  const span = columnSpan(mode);
  return { min: letterIndex * span + 1, max: (letterIndex + 1) * span };
}
