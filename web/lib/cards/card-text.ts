import type { TFunction } from 'i18next';
import type { CardGrid } from '@core/bingo/card';
import { cardToText, type CardError, type CellIssue } from '@core/bingo/card-validation';
import { randomCard } from '@core/bingo/random-card';
import type { GameMode } from '@core/bingo/modes';

/** An integer in [0, max) from crypto.getRandomValues, unbiased (never Math.random). */
export function cryptoRandomInt(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while ((value[0] as number) >= limit);
  return (value[0] as number) % max;
}

/** A new card for the hall's set, as the editor keeps it (5x5 of text, centre star). */
export function newRandomGrid(mode: GameMode): string[][] {
  return cardToText(randomCard(mode, cryptoRandomInt)).map((row) => [...row]);
}

export const gridOf = (card: CardGrid) => cardToText(card).map((row) => [...row]);

/** SPEC section 5's message for a cell, in the user's language. */
export function cellIssueText(issue: CellIssue, t: TFunction): string {
  if (issue.kind === 'invalid') return t('bingoCards.cell.invalid');
  if (issue.kind === 'range')
    return t('bingoCards.cell.range', { letter: issue.letter, min: issue.min, max: issue.max });
  return t('bingoCards.cell.duplicate', { n: issue.n, letter: issue.letter });
}

/** SPEC's card-level form: "Row {n}, {letter} column: {message}". */
export function cardErrorText(error: CardError, t: TFunction): string {
  return t('bingoCards.cell.error', {
    row: error.row + 1,
    letter: 'letter' in error.issue ? error.issue.letter : 'BINGO'[error.column],
    message: cellIssueText(error.issue, t),
  });
}
