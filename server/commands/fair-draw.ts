import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { firstRoundAfter, roundTime } from '@core/fair-draw/drand';
import {
  deriveDrawOrder,
  SEED_BYTES,
  seedCommitment,
  type VerifiedBeacon,
} from '@core/fair-draw/fair-draw';
import { ballsInPlay } from '@core/bingo/patterns/game-patterns';
import type { FairDraw, SealedSale } from '@core/schemas/fair-draw';
import type { Db } from '../db/client';
import { gameCardSets, games, shopDrawSeeds } from '../db/schema';
import type { GameRow } from '../policies/game-access';
import type { BeaconSource } from '../beacon/beacon-client';
import type { GameEvent } from '../realtime/game-event-bus';
import { appendGameEvent } from './game-log';

/**
 * Where a game's public randomness comes from (decision 054): a drand chain read over HTTP, or
 * none (tests, a hall with no way out): every draw is then an offline draw, labelled as one.
 */
export interface FairDrawSource {
  beacon: BeaconSource | null;
  /** Now in ms: the beacon's clock (tests point it at the published rounds they hold). */
  clock: () => number;
  /** How long after its publish time a round may still come before the draw goes offline. */
  waitMs: number;
  /**
   * False while the beacon is known to be out of reach (a hall whose link is down): a game then
   * draws offline at once instead of waiting out `waitMs` for a round that cannot come.
   */
  reachable?: () => boolean;
}

const newSeed = () => randomBytes(SEED_BYTES).toString('hex');

/** The shop's next game's commitment, made now if the shop has none yet. */
export async function nextDrawOf(
  db: Db,
  shopId: number,
): Promise<{ commitment: string; since: string }> {
  const seed = newSeed();
  await db
    .insert(shopDrawSeeds)
    .values({ shopId, seed, commitment: seedCommitment(seed) })
    .onConflictDoNothing();
  const [row] = await db.select().from(shopDrawSeeds).where(eq(shopDrawSeeds.shopId, shopId));
  if (!row) throw new Error('the shop has no next draw');
  return { commitment: row.commitment, since: row.createdAt.toISOString() };
}

/**
 * The seed a starting game plays: the one the shop published before this game's sales (taken, so
 * no other game gets it), and the shop's next one made at once. A shop that never published one
 * (its first game) or a game with no shop gets a fresh seed.
 */
export async function takeSeed(tx: Db, shopId: number | null): Promise<string> {
  if (shopId === null) return newSeed();
  const [taken] = await tx
    .delete(shopDrawSeeds)
    .where(eq(shopDrawSeeds.shopId, shopId))
    .returning({ seed: shopDrawSeeds.seed });
  const next = newSeed();
  await tx
    .insert(shopDrawSeeds)
    .values({ shopId, seed: next, commitment: seedCommitment(next) })
    .onConflictDoNothing();
  return taken?.seed ?? newSeed();
}

/** The public round an order made now waits for; null: no beacon, the draw is offline at once. */
export function beaconRoundFor(source: FairDrawSource): number | null {
  if (!source.beacon || source.reachable?.() === false) return null;
  return firstRoundAfter(source.beacon.chain, source.clock());
}

/** What the TV, the till and the verify page show of where the game's order comes from. */
export function fairDrawOf(game: GameRow): FairDraw {
  return {
    format: game.drawFormat,
    seal: game.seal,
    beacon_round: game.beaconRound,
    beacon: game.beacon,
    offline: game.offlineDraw,
    awaiting_beacon:
      game.drawFormat === 2 && game.drawOrder.length === 0 && game.status === 'active',
  };
}

/** The sale a format-2 game sealed: its sold cards sorted, and the saved-card set it fixed. */
export async function sealedSaleOf(db: Db, game: GameRow): Promise<SealedSale> {
  const [set] = await db.select().from(gameCardSets).where(eq(gameCardSets.gameId, game.id));
  return {
    cards: [...game.cards].sort((a, b) => a - b),
    card_set: set ? { set_id: set.setId, revision: set.revision } : null,
  };
}

/** The balls a game draws: its plan's (every ball of the mode for a game from before plans). */
export function ballsOf(game: Pick<GameRow, 'plan' | 'mode'>): number[] {
  return ballsInPlay(game.plan ?? { patterns: [], skip_unused: false }, game.mode);
}

/** The order of a game of format 2 from its seed, seal and public round (null: offline). */
export function orderOf(
  game: Pick<GameRow, 'plan' | 'mode' | 'salt' | 'seal' | 'resetCount'>,
  beacon: VerifiedBeacon | null,
): number[] {
  const balls = ballsOf(game);
  const inputs = {
    seed: game.salt,
    seal: game.seal ?? '',
    beacon: beacon?.randomness ?? null,
    resetCount: game.resetCount,
  };
  return deriveDrawOrder(inputs, balls);
}

/**
 * Stores the order once its round is verified (or the wait is over: offline), in the caller's
 * transaction with the game locked, and logs a `beacon` event: the round and its signature, or
 * that the draw went offline. Null when another request settled it first.
 */
async function storeOrder(
  tx: Db,
  gameId: number,
  beaconRound: number,
  beacon: VerifiedBeacon | null,
): Promise<GameEvent | null> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (!game || game.drawOrder.length > 0 || game.status !== 'active') return null;
  if (game.beaconRound !== beaconRound) return null;
  await tx
    .update(games)
    .set({ drawOrder: orderOf(game, beacon), beacon, offlineDraw: beacon === null })
    .where(eq(games.id, gameId));
  const data = beacon ? { ...beacon } : { offline: true, round: beaconRound };
  return appendGameEvent(tx, { gameId, type: 'beacon', userId: null, data });
}

export type SettleOutcome = 'settled' | 'waiting' | 'none';

/**
 * Brings a waiting game its order: reads the round (outside any transaction: a slow beacon never
 * holds a lock), verifies it, and stores the order; past the wait, the order goes offline.
 */
export async function settleDraw(
  db: Db,
  source: FairDrawSource,
  gameId: number,
  publish: (event: GameEvent) => Promise<void>,
): Promise<SettleOutcome> {
  const [waiting] = await db
    .select({ round: games.beaconRound, length: sql<number>`cardinality(${games.drawOrder})` })
    .from(games)
    .where(eq(games.id, gameId));
  if (!waiting || Number(waiting.length) > 0 || waiting.round === null) return 'none';
  const round = waiting.round;
  const found = source.beacon ? await source.beacon.round(round) : null;
  let beacon: VerifiedBeacon | null = null;
  if (found && source.beacon) beacon = { chain: source.beacon.chain.hash, ...found };
  else if (source.beacon && source.clock() < roundTime(source.beacon.chain, round) + source.waitMs)
    return 'waiting';
  const event = await db.transaction((tx) =>
    storeOrder(tx as unknown as Db, gameId, round, beacon),
  );
  if (event) await publish(event);
  return 'settled';
}
