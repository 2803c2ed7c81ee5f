import type { Cents } from '../money';
import { closeRequirement, type CloseRequirement, type CountThresholds } from './thresholds';

/**
 * The cash moves a shift judges against the shop's note and approval thresholds, as it judges a
 * counted difference (issue 35, decision 035): the float against the last count, and the cash the
 * cashier takes out or edits during the shift. A pay-in only brings cash: it is not judged.
 */
export const SHIFT_FLAG_KINDS = ['opening_difference', 'pay_out', 'drop', 'drawer_edit'] as const;
export type ShiftFlagKind = (typeof SHIFT_FLAG_KINDS)[number];

const abs = (value: Cents): Cents => (value < 0n ? -value : value);

/**
 * The opening: the float counted against the last count (a shortage and an overage alike), by
 * amount and by percent of the last count.
 */
export function openingRequirement(
  floatCents: Cents,
  lastCountCents: Cents,
  thresholds: CountThresholds,
): CloseRequirement {
  return closeRequirement(floatCents, lastCountCents, thresholds);
}

/**
 * A move during the shift: judged on everything the shift's judged moves have moved so far, this
 * one included (so ten pay-outs under the note level are judged as their sum), by amount and by
 * percent of the float. Never by the expected cash: the answer would tell the blind cashier it.
 */
export function moveRequirement(
  movedSoFarCents: Cents,
  moveCents: Cents,
  floatCents: Cents,
  thresholds: CountThresholds,
): CloseRequirement {
  const total = abs(movedSoFarCents) + abs(moveCents);
  return closeRequirement(floatCents + total, floatCents, thresholds);
}

const RANK: Record<CloseRequirement, number> = {
  close: 0,
  note_required: 1,
  approval_required: 2,
};

/** The strongest of several requirements. */
export function strongest(requirements: readonly CloseRequirement[]): CloseRequirement {
  return requirements.reduce<CloseRequirement>(
    (top, r) => (RANK[r] > RANK[top] ? r : top),
    'close',
  );
}

export interface CloseState {
  count: { requirement: CloseRequirement; note: string | null };
  opening: { requirement: CloseRequirement; note: string | null };
  /** The requirements of the moves flagged in the shift (each came with its note). */
  flags: readonly CloseRequirement[];
}

/**
 * Where a counted shift stands: a note still due (the count's or the opening's) keeps it
 * awaiting_note; then any approval due (the count's, the opening's or a flagged move's) keeps it
 * awaiting_approval; else it is closed.
 */
export function statusAfterCount(
  state: CloseState,
): 'closed' | 'awaiting_note' | 'awaiting_approval' {
  const due = (part: { requirement: CloseRequirement; note: string | null }) =>
    part.requirement !== 'close' && part.note === null;
  if (due(state.count) || due(state.opening)) return 'awaiting_note';
  const all = [state.count.requirement, state.opening.requirement, ...state.flags];
  return strongest(all) === 'approval_required' ? 'awaiting_approval' : 'closed';
}
