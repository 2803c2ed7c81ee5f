import { columnRange, LETTERS, type GameMode } from '@core/bingo/modes';
import type { StageBonusUnpaidReason } from '@core/schemas/play-game';

/** The board's five rows: each letter with its numbers (mode-aware spans). */
export function boardRows(mode: GameMode): { letter: string; numbers: number[] }[] {
  return LETTERS.map((letter, index) => {
    const { min, max } = columnRange(index, mode);
    return { letter, numbers: Array.from({ length: max - min + 1 }, (_, i) => min + i) };
  });
}

/**
 * SPEC section 8: "{Winner type} recorded! Win Amount: ${amount} | Game ID: {id}" plus
 * " + ${bonus} JACKPOT BONUS!" when a jackpot applies, "$" being the hall's currency. `template`
 * and `bonusTemplate` are the translated texts with {{winner}}, {{amount}}, {{id}} and {{bonus}}
 * placeholders; `money` is the one money format (web/lib/format.ts).
 */
export function winRecordedMessage(
  parts: { winner: string; amount: number; gameId: number; bonus: number | null },
  template: (values: { winner: string; amount: string; id: number }) => string,
  bonusTemplate: (values: { bonus: string }) => string,
  money: (amount: number) => string,
): string {
  const main = template({
    winner: parts.winner,
    amount: money(parts.amount),
    id: parts.gameId,
  });
  return parts.bonus !== null && parts.bonus > 0
    ? main + bonusTemplate({ bonus: money(parts.bonus) })
    : main;
}

/**
 * What the till says of a stage's "within N calls" bonus after a win (decision 034): paid from the
 * drawer (the cashier hands it over), or due and unpaid, and why. Null when none was due.
 */
export function stageBonusNotice(answer: {
  stage_bonus?: number;
  stage_bonus_unpaid?: number;
  stage_bonus_unpaid_reason?: StageBonusUnpaidReason;
}): { tone: 'info' | 'warning'; key: string; amount: number } | null {
  if (answer.stage_bonus_unpaid && answer.stage_bonus_unpaid > 0)
    return {
      tone: 'warning',
      key:
        answer.stage_bonus_unpaid_reason === 'hand_calls'
          ? 'callerMessages.stageBonusUnpaidHandCalls'
          : 'callerMessages.stageBonusUnpaidDrawer',
      amount: answer.stage_bonus_unpaid,
    };
  if (answer.stage_bonus && answer.stage_bonus > 0)
    return { tone: 'info', key: 'callerMessages.stageBonusPaid', amount: answer.stage_bonus };
  return null;
}

/** SPEC section 9: the jackpot amount when the check says one happened without an amount. */
export const DEFAULT_JACKPOT_AMOUNT = 100;

/** Keyboard shortcuts are ignored while the user types in a field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as { tagName?: unknown }).tagName !== 'string') return false;
  const element = target as unknown as { tagName: string; isContentEditable?: boolean };
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || !!element.isContentEditable;
}
