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

const REFERENCE = /^(game|shift|jackpot|hall|grant):(\d+)$/;

/** A move's reason, or its reference ("game:12") as words: "Game #12". */
export function reasonOf(t: TFunction, move: StatementMove): string {
  if (move.reason) return move.reason;
  if (!move.reference) return '';
  const match = REFERENCE.exec(move.reference);
  return match ? t(`statements.references.${match[1]}`, { id: match[2] }) : move.reference;
}
