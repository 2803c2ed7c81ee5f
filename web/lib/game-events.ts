import type { GameEventType } from '@core/bingo/game-events';
import { amountToCents, centsToAmount } from '@core/money';
import { prizeShares } from '@core/prize-shares';
import type { Game } from '@core/schemas/games';

/** One message of GET /api/v1/games/{id}/events/ other than the snapshot (decision 007). */
export interface GameEvent {
  game_id: number;
  type: GameEventType;
  sequence: number;
  at: string;
  data: Record<string, unknown>;
}

export interface GameEventsState {
  game: Game | null;
  /** The last sequence applied (the snapshot's `id:` or an event's). */
  sequence: number;
  lastEvent: GameEvent | null;
  /** The latest event of each type since the last reset (a display's "checked card", "win"). */
  latest: Partial<Record<GameEventType, GameEvent>>;
}

export type GameEventsAction =
  { kind: 'snapshot'; game: Game; sequence: number } | { kind: 'event'; event: GameEvent };

export const initialGameEventsState: GameEventsState = {
  game: null,
  sequence: 0,
  lastEvent: null,
  latest: {},
};

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const patternOf = (value: unknown): Game['winners'][number]['pattern'] => {
  if (value === null || typeof value !== 'object') return null;
  const { key, name } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof name === 'string' ? { key, name } : null;
};

/** The winners after a `win` event: the new one last, every share as the game's rule gives it. */
function withWinner(game: Game, event: GameEvent): Game['winners'] {
  const { data } = event;
  const card = num(data.card_number);
  const known = game.winners;
  const stage = num(data.stage) ?? 0;
  if (card === null || known.some((w) => w.card_number === card && w.stage === stage)) return known;
  // The stages whose shares may still change, as the server said with this win (decision 046).
  const pending = Array.isArray(data.pending_stages) ? data.pending_stages : [stage];
  const added = [
    ...known,
    {
      order: known.length + 1,
      card_number: card,
      win_type: (data.win_type as Game['winners'][number]['win_type']) ?? 'bingo',
      label: typeof data.label === 'string' ? data.label : null,
      pattern: patternOf(data.pattern),
      stage,
      late: data.late === true,
      relied_on_manual_call: data.relied_on_manual_call === true,
      called_count: num(data.called_count) ?? game.called_count,
      share: 0,
      share_final: false,
      bonus: centsToAmount(BigInt(typeof data.bonus_cents === 'string' ? data.bonus_cents : '0')),
      awarded_at_close: data.awarded_at_close === true,
      recorded_at: event.at,
    },
  ];
  // Each winner's share of its stage's prize (decisions 030 and 034).
  return added.map((w) => {
    const mates = added.filter((other) => other.stage === w.stage);
    const prize = amountToCents(game.stage_prizes[w.stage] ?? game.win_amount);
    const shares = prizeShares(prize, mates.length, game.rules.shared_wins);
    const share = centsToAmount(shares[mates.indexOf(w)]!);
    return { ...w, share, share_final: !pending.includes(w.stage) };
  });
}

/**
 * Every share final: a ball after a stage's deciding one, or a close, leaves no card that can
 * share a stage won before (decision 046).
 */
const allFinal = (winners: Game['winners']): Game['winners'] =>
  winners.map((w) => (w.share_final ? w : { ...w, share_final: true }));

/** The game after one event; unknown or malformed data leaves it as it was. */
export function applyGameEvent(game: Game, event: GameEvent): Game {
  const { data } = event;
  const calledCount = num(data.called_count);
  switch (event.type) {
    case 'draw': {
      const number = num(data.number);
      if (number === null || game.called.some((call) => call.number === number)) return game;
      const called = [...game.called, { number, letter: String(data.letter ?? ''), manual: false }];
      return {
        ...game,
        called,
        called_count: calledCount ?? called.length,
        state: game.state === 'over' ? 'over' : 'calling',
        winners: allFinal(game.winners),
      };
    }
    case 'mark': {
      const number = num(data.number);
      if (number === null) return game;
      const without = game.called.filter((call) => call.number !== number);
      const called =
        data.called === true
          ? [...without, { number, letter: String(data.letter ?? ''), manual: true }]
          : without;
      // A ball called by hand is a call like a drawn one; one taken back adds none.
      const winners = data.called === true ? allFinal(game.winners) : game.winners;
      return { ...game, called, called_count: calledCount ?? called.length, winners };
    }
    case 'pause':
      return { ...game, state: 'paused' };
    case 'resume':
      return { ...game, state: 'calling' };
    case 'reset': {
      // Format 2 waits for a new public round after a reset (decision 054).
      const round = num(data.beacon_round);
      const fair_draw =
        game.fair_draw.format === 2
          ? {
              ...game.fair_draw,
              beacon: null,
              beacon_round: round,
              offline: round === null,
              awaiting_beacon: round !== null,
            }
          : game.fair_draw;
      return { ...game, called: [], called_count: 0, state: 'ready', fair_draw };
    }
    case 'beacon': {
      // The public round arrived (the order now exists), or the draw went offline.
      const offline = data.offline === true;
      const beacon = offline
        ? null
        : {
            chain: String(data.chain ?? ''),
            round: num(data.round) ?? 0,
            signature: String(data.signature ?? ''),
            randomness: String(data.randomness ?? ''),
          };
      return { ...game, fair_draw: { ...game.fair_draw, beacon, offline, awaiting_beacon: false } };
    }
    case 'over':
      return { ...game, state: 'over' };
    case 'win': {
      const winners = withWinner(game, event);
      // Recording a card's win answers its claim from the phone too.
      const won = num(data.card_number);
      game = { ...game, pending_claims: game.pending_claims.filter((c) => c.card_number !== won) };
      // A stage before the last is won: the game goes on at the next stage, the caller paused.
      const next = num(data.next_stage);
      if (next !== null)
        return {
          ...game,
          winners,
          stage: Math.max(game.stage, next),
          state: game.state === 'calling' ? 'paused' : game.state,
        };
      // A later winner on the deciding ball (decision 030) leaves the first one the game's winner.
      if (game.winner_card !== null && game.status === 'completed') return { ...game, winners };
      return {
        ...game,
        status: 'completed',
        state: 'over',
        end: 'win',
        winner_card: num(data.card_number) ?? game.winner_card,
        win_type: (data.win_type as Game['win_type']) ?? game.win_type,
        win_relied_on_manual_call: data.relied_on_manual_call === true,
        winners,
        extra_claims_open: true,
      };
    }
    case 'close':
      return {
        ...game,
        status: 'completed',
        state: 'over',
        end: 'no_winner',
        winners: allFinal(game.winners),
      };
    case 'cancel':
      return { ...game, status: 'cancelled', state: 'over', end: 'cancelled' };
    case 'claim': {
      const card = num(data.card_number);
      if (card === null || game.pending_claims.some((claim) => claim.card_number === card))
        return game;
      const claim = {
        card_number: card,
        called_count: calledCount ?? game.called_count,
        at: event.at,
      };
      return { ...game, pending_claims: [...game.pending_claims, claim] };
    }
    case 'check': {
      const card = num(data.card_number);
      if (data.answers_claim === undefined || card === null) return game;
      return {
        ...game,
        pending_claims: game.pending_claims.filter((claim) => claim.card_number !== card),
      };
    }
    case 'block': {
      const card = num(data.card_number);
      return card === null || game.blocked_cards.includes(card)
        ? game
        : { ...game, blocked_cards: [...game.blocked_cards, card] };
    }
    default:
      return game;
  }
}

/** Snapshot replaces everything; events apply once, in sequence order (older ones are dropped). */
export function gameEventsReducer(
  state: GameEventsState,
  action: GameEventsAction,
): GameEventsState {
  if (action.kind === 'snapshot') {
    const sameGame = state.game?.id === action.game.id;
    return {
      game: action.game,
      sequence: action.sequence,
      lastEvent: sameGame ? state.lastEvent : null,
      latest: sameGame ? state.latest : {},
    };
  }
  const { event } = action;
  if (!state.game || event.game_id !== state.game.id || event.sequence <= state.sequence)
    return state;
  const latest = event.type === 'reset' ? {} : { ...state.latest, [event.type]: event };
  return {
    game: applyGameEvent(state.game, event),
    sequence: event.sequence,
    lastEvent: event,
    latest,
  };
}
