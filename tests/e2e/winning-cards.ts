import type { Page } from '@playwright/test';
import { cardForNumber } from '@core/bingo/card-generator';
import { expect } from './fixtures';

/** A game of a few cards (10 each) that any line wins. */
export const anyLineGame = (cards: number[]) => ({
  amount: cards.length * 10,
  cards,
  card_value: 10,
  win_conditions: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
});

const topRow = (n: number) =>
  cardForNumber(n, 'standard')[0]!.filter((c): c is number => typeof c === 'number');

/** Two cards whose top rows share a number: both win on that ball when it comes last. */
export function twoWinners() {
  for (let a = 1; a < 200; a++)
    for (let b = a + 1; b < 200; b++) {
      const shared = topRow(a).find((n) => topRow(b).includes(n));
      if (shared !== undefined) {
        const early = [...new Set([...topRow(a), ...topRow(b)])].filter((n) => n !== shared);
        return { a, b, last: shared, early };
      }
    }
  throw new Error('no pair');
}

/**
 * Check Bingo on the caller for a card, by default one that wins a row (`verdict` is the verdict it
 * shows; null checks none): answers the card's dialog.
 */
export async function checkCard(page: Page, card: number, verdict: string | null = 'Row Winner') {
  await page.getByRole('button', { name: 'Check Bingo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check Winner' });
  await dialog.getByLabel('Board number').fill(String(card));
  await dialog.getByLabel('Board number').press('Enter');
  const view = page.getByRole('dialog', { name: `Card ${card}` });
  if (verdict !== null) await expect(view.getByTestId('card-verdict')).toHaveText(verdict);
  return view;
}

/** The numbers on a standard card (its free centre left out). */
export const numbersOf = (n: number) =>
  cardForNumber(n, 'standard')
    .flat()
    .filter((c): c is number => typeof c === 'number');

/**
 * Two cards that win a stage in a row on one ball (`last`, as `twoWinners`) and later a full
 * house on another ball both hold (`shared`): `rest` completes both cards but for `shared`.
 */
export function twoStageWinners() {
  const { a, b, last, early } = twoWinners();
  const called = new Set([...early, last]);
  const shared = numbersOf(a).find((n) => numbersOf(b).includes(n) && !called.has(n));
  if (shared === undefined) throw new Error('no second shared number');
  const rest = [...new Set([...numbersOf(a), ...numbersOf(b)])].filter(
    (n) => !called.has(n) && n !== shared,
  );
  return { a, b, last, early, rest, shared };
}
