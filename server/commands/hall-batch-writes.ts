import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { patchThen, type GamePatch } from '@core/halls/game-patch';
import type { OutboxEntry } from '@core/halls/outbox';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { gameEvents, gameWinners, games } from '../db/schema';
import { HttpError } from '../http-error';
import { MoneyBook } from '../ledger/money-book';

/** The columns central copies from a hall's row: its own id, and what central derives, stay central's. */
function copiedColumns(table: PgTable, leftOut: readonly string[]): SQL {
  const names = Object.values(getTableColumns(table))
    .filter((column) => !column.generated && !leftOut.includes(column.name))
    .map((column) => column.name);
  return sql.raw(names.map((name) => `"${name}"`).join(', '));
}
export const GAME_COLUMNS = copiedColumns(games, ['id', 'agent_id', 'shift_id']);
const EVENT_COLUMNS = copiedColumns(gameEvents, ['id', 'game_id']);
const WINNER_COLUMNS = copiedColumns(gameWinners, ['id', 'game_id']);

/** A hall's payload as JSON; one that is not is the hall's mistake, refused like a forged one. */
export function parsedPayload<T>(entry: Pick<OutboxEntry, 'payload'>): T {
  try {
    return JSON.parse(entry.payload) as T;
  } catch {
    throw new HttpError(422, 'hall_batch_invalid');
  }
}

/**
 * A hall's rows, as the JSON text it sent, inserted in its order with one statement for the set:
 * each under central's id of the hall's game it names (a game this hall does not have on central
 * leaves it null, which the column refuses). Central never parses them itself (issue 37), so it
 * counts what went in: a payload that is not one object (`{…},{…}` reads as two in the set) is
 * refused like any other that is not a row.
 */
async function insertInOrder(
  tx: Db,
  table: 'game_events' | 'game_winners',
  columns: SQL,
  hallId: number,
  rows: string[],
): Promise<void> {
  const [inserted] = await queryRows<{ rows: number }>(
    tx,
    sql`with inserted as (
          insert into ${sql.identifier(table)} (game_id, ${columns})
          select (select mapped.game_id from hall_games mapped
                   where mapped.hall_id = ${hallId} and mapped.hall_game_id = sent.game_id),
                 ${columns}
          from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::jsonb)
            with ordinality as sent
          order by sent.ordinality
          returning 1)
        select count(*)::int as rows from inserted`,
  );
  if (inserted?.rows !== rows.length) throw new HttpError(422, 'hall_batch_invalid');
}

/**
 * What a hall's batch writes on central, held until something reads it (decision 040): each
 * game's changes (its whole rows and patches, gathered into one patch), the events and winners in
 * the hall's order, and the money moves in a money book. A game's own row is inserted at once (its
 * id is needed); the rest is written with a few statements per batch instead of several per game.
 * Whatever reads games, events, winners, balances or the ledger in the batch's transaction writes
 * these out first.
 */
export class HallBatchWrites {
  readonly book: MoneyBook;
  private events: string[] = [];
  private winners: string[] = [];
  private gamePatches = new Map<number, { hallGameId: number; patch: GamePatch }>();
  /** The first entry whose write waits here: where a refused write is said to be. */
  private firstWaiting: OutboxEntry | undefined;

  constructor(
    private readonly tx: Db,
    private readonly hallId: number,
    /** Tells where a refused write was: the entry that waited longest for it. */
    private readonly refusedAt: (error: unknown, entry: OutboxEntry) => void,
    /** The games written here that have ended (central's id to the hall's): judged. */
    private readonly ended: Map<number, number>,
  ) {
    this.book = new MoneyBook(tx);
  }

  /** Notes the entry a write that waits belongs to. */
  waits(entry: OutboxEntry): void {
    this.firstWaiting ??= entry;
  }

  /** A change of a game's row, after those held before it: a game is written once a batch. */
  gamePatch(gameId: number, hallGameId: number, patch: GamePatch): void {
    const held = this.gamePatches.get(gameId);
    const merged = held ? patchThen(held.patch, patch) : patch;
    if (!merged) throw new HttpError(422, 'hall_batch_invalid');
    this.gamePatches.set(gameId, { hallGameId, patch: merged });
  }

  /** A game event as the hall sent it (its game the hall's id). */
  event(payload: string): void {
    this.events.push(payload);
  }

  /** A winner as the hall sent it (its game the hall's id). */
  winner(payload: string): void {
    this.winners.push(payload);
  }

  async writeOut(): Promise<void> {
    const first = this.firstWaiting;
    try {
      await this.write();
    } catch (error) {
      if (first) this.refusedAt(error, first);
      throw error;
    }
    this.firstWaiting = undefined;
  }

  private async write(): Promise<void> {
    if (this.gamePatches.size > 0) await this.writeGames();
    if (this.events.length > 0) {
      const rows = this.events;
      this.events = [];
      await insertInOrder(this.tx, 'game_events', EVENT_COLUMNS, this.hallId, rows);
    }
    if (this.winners.length > 0) {
      const rows = this.winners;
      this.winners = [];
      await insertInOrder(this.tx, 'game_winners', WINNER_COLUMNS, this.hallId, rows);
    }
    await this.book.writeOut();
  }

  /**
   * Each game's patch on central's row: the columns it sets (the fee plus what central charged on
   * top, so central's row agrees with its ledger after a fee below its terms, issue 37), and the
   * arrays it extends. Games that have ended are noted for the judgment.
   */
  private async writeGames(): Promise<void> {
    const rows = [...this.gamePatches].map(([id, { hallGameId, patch }]) =>
      JSON.stringify({ id, hall_game_id: hallGameId, changed: patch.set, appended: patch.append }),
    );
    const hallGameIds = new Map([...this.gamePatches].map(([id, held]) => [id, held.hallGameId]));
    this.gamePatches = new Map();
    const written = await queryRows<{ id: number; status: string }>(
      this.tx,
      sql`update games set (${GAME_COLUMNS}) = (
            select ${GAME_COLUMNS} from jsonb_populate_record(games, given.changed
              || case when given.changed ? 'fee_cents'
                   then jsonb_build_object('fee_cents', (given.changed->>'fee_cents')::bigint
                     + coalesce((select extra_fee_cents from hall_games
                                  where hall_id = ${this.hallId}
                                    and hall_game_id = given.hall_game_id), 0))
                   else '{}'::jsonb end
              || coalesce((select jsonb_object_agg(added.key,
                                    coalesce(to_jsonb(games) -> added.key, '[]'::jsonb) || added.value)
                             from jsonb_each(given.appended) as added), '{}'::jsonb)))
          from jsonb_to_recordset(${`[${rows.join(',')}]`}::jsonb)
            as given(id integer, hall_game_id integer, changed jsonb, appended jsonb)
          where games.id = given.id
          returning games.id, games.status`,
    );
    for (const game of written)
      if (game.status !== 'active') this.ended.set(game.id, hallGameIds.get(game.id)!);
  }
}
