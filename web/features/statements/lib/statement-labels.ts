import type { TFunction } from 'i18next';
import type { StatementMove } from '@core/schemas/statements';

/** Accounts with no name of their own: the screen names them in its language. */
const UNNAMED = new Set(['platform', 'outside', 'hall']);

/** The other side of a move as a person reads it: a name, or the platform, a jackpot... */
export function partyOf(t: TFunction, move: StatementMove): string {
  if (UNNAMED.has(move.counterparty_kind)) return t(`statements.parties.${move.counterparty_kind}`);
  if (move.counterparty_kind === 'jackpot')
    return t('statements.parties.jackpot', { id: move.counterparty.replace(/^#/, '') });
  return move.counterparty;
}

/** The references the server writes, each read as words in the screen's language. */
const REFERENCES: [RegExp, (t: TFunction, match: RegExpExecArray) => string][] = [
  [
    /^(game|shift|jackpot|hall|grant):(\d+)$/,
    (t, m) => t(`statements.references.${m[1]}`, { id: m[2] }),
  ],
  // A hall's own reference as central keeps it: the hall, then what the hall wrote.
  [
    /^hall:(\d+):(.+)$/,
    (t, m) => `${t('statements.references.hall', { id: m[1] })} · ${referenceText(t, m[2]!)}`,
  ],
  [/^allowance$/, (t) => t('statements.references.allowance')],
  [/^deposit (\d+)$/, (t, m) => t('statements.references.depositReversed', { id: m[1] })],
  [/^fee_owed:cashier:(\d+)$/, (t) => t('statements.references.feeOwed')],
  [/^demo:(opening|deposit):(agent|cashier):\d+$/, (t) => t('statements.references.demo')],
];

function referenceText(t: TFunction, reference: string): string {
  for (const [pattern, words] of REFERENCES) {
    const match = pattern.exec(reference);
    if (match) return words(t, match);
  }
  return reference;
}

/** A move's reason, or its reference ("game:12") as words: "Game #12". */
export function reasonOf(t: TFunction, move: StatementMove): string {
  if (move.reason) return move.reason;
  return move.reference ? referenceText(t, move.reference) : '';
}
