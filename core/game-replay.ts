import { judgeCard, resolveCard, type Call } from './bingo/judge-card';
import { isGameMode, type GameMode } from './bingo/modes';
import type { WinConditions, WinType } from './bingo/win-patterns';
import { gameEconomics } from './game-economics';

/** One entry of a game's append-only log, as stored (amounts in cents as decimal text). */
export interface LoggedGameEvent {
  sequence: number;
  type: string;
  data: Record<string, unknown>;
}

export interface ReplayedGame {
  status: 'active' | 'completed' | 'cancelled';
  mode: GameMode;
  /** The calls standing at the end (or at the win), in order. */
  called: Call[];
  commitment: string;
  winnerCard: number | null;
  winType: WinType | null;
  prizeCents: bigint;
  commissionCents: bigint;
  feeCents: bigint;
}

export class ReplayError extends Error {
  override name = 'ReplayError';
}

const int = (value: unknown, what: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ReplayError(`bad ${what}`);
  return value;
};
const cents = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new ReplayError(`bad ${what}`);
  return BigInt(value);
};

/**
 * Recomputes a game from its log alone: the calls (draws, manual marks, resets), the money from
 * the start's terms, and the win judged again from the winning card and the calls at that moment.
 * Throws ReplayError when the log contradicts itself (a recorded win the calls do not give).
 */
export function replayGame(events: readonly LoggedGameEvent[]): ReplayedGame {
  const sorted = [...events].sort((a, b) => a.sequence - b.sequence);
  sorted.forEach((event, i) => {
    if (event.sequence !== i + 1) throw new ReplayError(`sequence gap before ${event.sequence}`);
  });
  const start = sorted[0];
  if (!start || start.type !== 'start') throw new ReplayError('the log does not open with start');
  const mode = start.data.mode;
  if (!isGameMode(mode)) throw new ReplayError('bad mode');
  const conditions = start.data.win_conditions as WinConditions;
  const economics = gameEconomics(
    cents(start.data.amount_cents, 'pool'),
    int(start.data.win_percentage, 'win percentage'),
    int(start.data.fee_percent, 'fee percent'),
  );
  const game: ReplayedGame = {
    status: 'active',
    mode,
    called: [],
    commitment: String(start.data.commitment),
    winnerCard: null,
    winType: null,
    prizeCents: economics.prizeCents,
    commissionCents: economics.commissionCents,
    feeCents: economics.feeCents,
  };
  for (const event of sorted.slice(1)) {
    if (game.status !== 'active' && event.type !== 'check')
      throw new ReplayError(`${event.type} after the game ended`);
    const { data } = event;
    switch (event.type) {
      case 'draw': {
        const n = int(data.number, 'ball');
        if (game.called.some((c) => c.number === n)) throw new ReplayError(`${n} drawn twice`);
        game.called.push({ number: n, manual: false });
        break;
      }
      case 'mark': {
        const n = int(data.number, 'ball');
        game.called = game.called.filter((c) => c.number !== n);
        if (data.called === true) game.called.push({ number: n, manual: true });
        break;
      }
      case 'reset':
        game.called = [];
        game.commitment = String(data.commitment);
        break;
      case 'win': {
        const cardNumber = int(data.card_number, 'card number');
        const saved = data.grid !== null && data.grid !== undefined;
        if (saved !== (data.source === 'saved'))
          throw new ReplayError('the card source is unclear');
        const card = resolveCard(cardNumber, mode, saved ? data.grid : undefined);
        if (!card.ok) throw new ReplayError('the winning card is not a valid card');
        const { win } = judgeCard(card.card, game.called, conditions);
        if (!win.isWinner) throw new ReplayError(`card ${cardNumber} does not win on these calls`);
        game.status = 'completed';
        game.winnerCard = cardNumber;
        game.winType = win.type;
        break;
      }
      case 'cancel':
        game.status = 'cancelled';
        break;
      default:
        break;
    }
  }
  return game;
}
