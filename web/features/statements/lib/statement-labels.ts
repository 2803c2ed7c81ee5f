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

/** A reference's parts (the server reads "game:12" as a game and its number), in words. */
function referenceText(t: TFunction, move: StatementMove): string {
  return move.reference_parts
    .map((part) =>
      part.code === 'raw' ? part.params.text : t(`statements.references.${part.code}`, part.params),
    )
    .join(' · ');
}

/**
 * A move's reason in the screen's language: one the server wrote by its code, a person's as
 * typed; without one, its reference as words ("Game #12").
 */
export function reasonOf(t: TFunction, move: StatementMove): string {
  if (move.reason_code) return t(`statements.reasons.${move.reason_code}`);
  if (move.reason) return move.reason;
  return referenceText(t, move);
}
