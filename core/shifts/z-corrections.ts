import { amountToCents, centsToAmount } from '../money';

/** A correction of a counted Z as the API carries it (`Shift.corrections`). */
export interface ZCorrection {
  amount: number;
  reason: string;
  by: string;
  created_at: string;
}

export interface CorrectedCount {
  /** The count with every correction, to the cent. */
  correctedCount: number;
  /** The expected cash: a correction fixes the count, never what the drawer should hold. */
  expected: number;
  /** The corrected count less the expected cash. */
  correctedDifference: number;
}

/**
 * The Z's corrections as lines that add up (decision 049): a correction is cash the count missed
 * (+) or counted too much (-) (decision 035), so the lines lead from the count to the corrected
 * count, and the difference after them is that against the unchanged expected cash.
 */
export function correctedCount(
  count: { counted: number; expected: number },
  corrections: ZCorrection[],
): CorrectedCount {
  const corrected = corrections.reduce(
    (cents, correction) => cents + amountToCents(correction.amount),
    amountToCents(count.counted),
  );
  return {
    correctedCount: centsToAmount(corrected),
    expected: count.expected,
    correctedDifference: centsToAmount(corrected - amountToCents(count.expected)),
  };
}
