/**
 * The words the server itself writes on ledger entries, by stable codes a screen translates
 * (issue 39): the reasons of entries nobody typed, and the references that name what an entry
 * belongs to. The ledger keeps the English reason (append-only, and read by existing clients), so
 * a code is read back from the entry's kind and text; a person's own reason has no code.
 */
export const SYSTEM_REASONS = {
  floatCounted: { kind: 'shift_opening_count', text: 'Float counted at the shift opening' },
  hallFeeBelowTerms: { kind: 'game_fee', text: "The hall's fee was below its grant's terms" },
  hallFeeRefunded: {
    kind: 'game_fee_refund',
    text: "Central's charge for the hall's fee below its terms, refunded with the game",
  },
  hallShortfallCovered: {
    kind: 'hall_shortfall_cover',
    text: "The hall spent more than central gave it: taken on the agent's balance",
  },
} as const;
export type SystemReasonCode = keyof typeof SYSTEM_REASONS;
export const SYSTEM_REASON_CODES = Object.keys(SYSTEM_REASONS) as [
  SystemReasonCode,
  ...SystemReasonCode[],
];

/** The code of a reason the server wrote on an entry of this kind; null for a person's words. */
export function systemReasonCode(kind: string, reason: string | null): SystemReasonCode | null {
  if (reason === null) return null;
  for (const code of SYSTEM_REASON_CODES) {
    const written = SYSTEM_REASONS[code];
    if (written.kind === kind && written.text === reason) return code;
  }
  return null;
}

/** What a reference names; `raw` is a text no rule reads, shown as written. */
export const REFERENCE_CODES = [
  'game',
  'shift',
  'jackpot',
  'hall',
  'grant',
  'allowance',
  'depositReversed',
  'feeOwed',
  'demo',
  'raw',
] as const;
export type ReferenceCode = (typeof REFERENCE_CODES)[number];

export interface ReferencePart {
  code: ReferenceCode;
  /** `id` for a numbered thing, `text` for a raw one. */
  params: Record<string, string>;
}

const RULES: [RegExp, (match: RegExpExecArray) => ReferencePart[]][] = [
  [
    /^(game|shift|jackpot|hall|grant):(\d+)$/,
    (m) => [{ code: m[1] as ReferenceCode, params: { id: m[2]! } }],
  ],
  // A hall's own reference as central keeps it: the hall, then what the hall wrote.
  [/^hall:(\d+):(.+)$/, (m) => [{ code: 'hall', params: { id: m[1]! } }, ...referenceParts(m[2]!)]],
  [/^allowance$/, () => [{ code: 'allowance', params: {} }]],
  [/^deposit (\d+)$/, (m) => [{ code: 'depositReversed', params: { id: m[1]! } }]],
  [/^fee_owed:cashier:(\d+)$/, (m) => [{ code: 'feeOwed', params: { id: m[1]! } }]],
  [/^demo:(opening|deposit):(agent|cashier):\d+$/, () => [{ code: 'demo', params: {} }]],
];

/** A reference ("game:12", "hall:3:allowance") as the parts a screen words, in order. */
export function referenceParts(reference: string): ReferencePart[] {
  for (const [pattern, parts] of RULES) {
    const match = pattern.exec(reference);
    if (match) return parts(match);
  }
  return [{ code: 'raw', params: { text: reference } }];
}
