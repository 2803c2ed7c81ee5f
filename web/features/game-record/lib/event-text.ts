import { letterFor, type GameMode } from '@core/bingo/modes';
import { tillTag } from '@core/bingo/caller-hold';
import type { GameHistoryEntry } from '@core/schemas/game-record';

/** A timeline line: its translation key under gameRecord.events and the values it shows. */
export interface EventText {
  key: string;
  values: Record<string, string | number>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const cents = (value: unknown): number =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) / 100 : 0;

/** What one logged event says, in the words of the hall (money as amounts, balls with letters). */
export function eventText(
  entry: GameHistoryEntry,
  mode: GameMode,
  money: (amount: number) => string = (amount) => amount.toFixed(2),
): EventText {
  const { data } = entry;
  const ball = (n: unknown) =>
    typeof n === 'number' ? { ball: `${letterFor(n, mode)} ${n}` } : { ball: '' };
  const card = { card: typeof data.card_number === 'number' ? data.card_number : '' };
  switch (entry.type) {
    case 'start':
      return {
        key: 'start',
        values: {
          count: Array.isArray(data.cards) ? data.cards.length : 0,
          amount: money(cents(data.amount_cents)),
        },
      };
    case 'draw':
      return { key: 'draw', values: ball(data.number) };
    case 'mark':
      return { key: data.called === true ? 'markOn' : 'markOff', values: ball(data.number) };
    case 'reset': {
      const cleared = Array.isArray(data.old_called) ? data.old_called.length : 0;
      return { key: 'reset', values: { reason: text(data.reason) || '—', count: cleared } };
    }
    case 'check': {
      const verdict = text(data.verdict) || (data.is_winner === true ? 'win' : 'no_win');
      return { key: `check_${verdict}`, values: card };
    }
    case 'claim': {
      // A player's claim from the card's phone, judged on the balls called when it came.
      const verdict = text(data.verdict) || 'no_win';
      return {
        key: `claim_${verdict}`,
        values: { ...card, count: Number(data.called_count ?? 0) },
      };
    }
    case 'block':
      return { key: 'block', values: card };
    case 'win':
      return {
        key: data.relied_on_manual_call === true ? 'winManual' : 'win',
        values: { ...card, label: text(data.label) },
      };
    case 'close':
      return { key: 'close', values: { reason: text(data.reason) || '—' } };
    case 'cancel':
      return { key: 'cancel', values: { reason: text(data.reason) || '—' } };
    case 'pause':
      if (typeof data.claim_card_number === 'number')
        return { key: 'pauseClaim', values: { card: data.claim_card_number } };
      // An agent or the admin pausing a cashier's game gives a reason; the cashier does not.
      return typeof data.reason === 'string'
        ? { key: 'pauseReason', values: { reason: data.reason } }
        : { key: 'pause', values: {} };
    case 'jackpot': {
      const amount = money(cents(data.amount_cents));
      return data.decision === 'approved'
        ? { key: 'jackpotApproved', values: { amount } }
        : { key: 'jackpotRejected', values: { amount, reason: text(data.reason) || '—' } };
    }
    case 'take_control':
      return {
        key: data.lapsed === true ? 'takeControlLapsed' : 'takeControl',
        values: { till: tillTag(text(data.till)) },
      };
    case 'beacon':
      // The public round the order came from, or an offline draw (decision 054).
      return data.offline === true
        ? { key: 'beaconOffline', values: {} }
        : { key: 'beacon', values: { round: Number(data.round ?? 0) } };
    case 'resume':
    case 'over':
      return { key: entry.type, values: {} };
    default:
      return { key: 'other', values: { type: entry.type } };
  }
}
