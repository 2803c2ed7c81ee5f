import type { Cents } from '../money';

/**
 * The agent's limits on a shift's counted difference, per shop (decision 035). Each level has an
 * amount and a percent of the expected cash; a difference over EITHER passes the level.
 */
export interface CountThresholds {
  noteAmountCents: Cents;
  notePercent: number;
  approvalAmountCents: Cents;
  approvalPercent: number;
}

/** Until the agent sets its own: a note over 500.00 or 5 %, an approval over 1,000.00 or 10 %. */
export const DEFAULT_COUNT_THRESHOLDS: CountThresholds = {
  noteAmountCents: 50_000n,
  notePercent: 5,
  approvalAmountCents: 100_000n,
  approvalPercent: 10,
};

/** What a close with this difference needs: nothing, a note, or a note and an overseer's approval. */
export type CloseRequirement = 'close' | 'note_required' | 'approval_required';

const abs = (value: Cents): Cents => (value < 0n ? -value : value);

/**
 * Is |difference| over `percent` % of the expected cash? Exact in cents (no floats):
 * |d| * 100 > percent * expected. An expected amount of zero or less has no percent to compare
 * with, so only the amount decides then.
 */
function overPercent(difference: Cents, expected: Cents, percent: number): boolean {
  if (expected <= 0n) return false;
  return abs(difference) * 100n > BigInt(percent) * expected;
}

function over(difference: Cents, expected: Cents, amount: Cents, percent: number): boolean {
  return abs(difference) > amount || overPercent(difference, expected, percent);
}

/**
 * The one rule of a close: under (or at) the first threshold the shift closes; over it a note is
 * required; over the second the agent or an admin must approve the close (with the note).
 * A shortage and an overage are judged alike.
 */
export function closeRequirement(
  countedCents: Cents,
  expectedCents: Cents,
  thresholds: CountThresholds,
): CloseRequirement {
  const difference = countedCents - expectedCents;
  if (over(difference, expectedCents, thresholds.approvalAmountCents, thresholds.approvalPercent))
    return 'approval_required';
  if (over(difference, expectedCents, thresholds.noteAmountCents, thresholds.notePercent))
    return 'note_required';
  return 'close';
}

/** The approval level may not sit below the note level (it would skip the note). */
export function thresholdsAreOrdered(t: CountThresholds): boolean {
  return t.approvalAmountCents >= t.noteAmountCents && t.approvalPercent >= t.notePercent;
}
