/** open: taking games and cash moves; awaiting_note: counted, a note is due; awaiting_approval:
 * counted and noted over the approval threshold; closed: its Z is final. */
export const SHIFT_STATUSES = ['open', 'awaiting_note', 'awaiting_approval', 'closed'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** One line of a stored blind count: a face value in cents and how many pieces were counted. */
export interface BlindCountRow {
  value_cents: number;
  count: number;
}
