import { eq } from 'drizzle-orm';
import { ballsInPlay, planFor } from '@core/bingo/patterns/game-patterns';
import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import type { GameEvent } from '../../realtime/game-event-bus';
import { publicWinsOf } from '../../commands/game-winners';
import { formatMessage } from './game-feed';

/**
 * What a player's phone may hear of a game (decision 037): the balls, the caller's state, the
 * stages won, the claims from phones and their answers, and the end; never money, staff, other
 * checks or the cards of others. Each kept field by
 * event type; an event type not listed is left out.
 */
const PUBLIC_FIELDS: Partial<Record<GameEvent['type'], readonly string[]>> = {
  draw: ['number', 'letter', 'called_count'],
  mark: ['number', 'letter', 'called', 'called_count'],
  reset: ['reset_count'],
  pause: [],
  resume: [],
  over: ['called_count'],
  win: ['card_number', 'stage', 'next_stage', 'pattern', 'win_type'],
  close: [],
  cancel: [],
  // A phone's claim and the cashier's check that answers it (issue 40); other checks stay staff's.
  claim: ['card_number', 'called_count'],
  check: ['card_number', 'verdict', 'stage', 'answers_claim'],
};

/** Checks reach the phones only when they answer a phone's claim. */
const isPublic = (event: GameEvent): boolean =>
  event.type !== 'check' || event.data.answers_claim !== undefined;

const formatted = new WeakMap<GameEvent, string | null>();

/** The public form of an event, formatted once for every phone of the game; null: left out. */
export function formatPublicEvent(event: GameEvent): string | null {
  const cached = formatted.get(event);
  if (cached !== undefined) return cached;
  const fields = PUBLIC_FIELDS[event.type];
  const message =
    fields === undefined || !isPublic(event)
      ? null
      : formatMessage({
          gameId: event.gameId,
          type: event.type,
          sequence: event.sequence,
          at: event.at,
          data: Object.fromEntries(
            fields
              .filter((field) => field in event.data)
              .map((field) => [field, event.data[field]]),
          ),
        });
  formatted.set(event, message);
  return message;
}

/**
 * A phone's feed with its card named (`?card=`) hears only that card's claim and answer: every
 * other card's would cost a write to each of a hall's 2,000 phones for nothing a phone shows
 * (tests/bench/phone-claims.ts).
 */
export function formatPublicEventFor(card: number | undefined) {
  if (card === undefined) return formatPublicEvent;
  return (event: GameEvent): string | null =>
    (event.type === 'claim' || event.type === 'check') && event.data.card_number !== card
      ? null
      : formatPublicEvent(event);
}

/** The public snapshot of a game: its calls, plan, stage, winners and draw size; no money. */
export async function publicGameView(db: Db, gameId: number) {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) return null;
  const plan = game.plan ?? planFor(game.winConditions, [], false);
  return {
    id: game.id,
    status: game.status === 'active' ? 'running' : 'ended',
    state: game.callerState,
    called: game.called.map((call) => call.n),
    plan,
    stage: game.stage,
    wins: await publicWinsOf(db, game.id),
    claims: game.pendingClaims.map(({ card_number, called_count }) => ({
      card_number,
      called_count,
    })),
    ball_count: ballsInPlay(plan, game.mode).length,
    verify_token: game.verifyToken,
  };
}
