import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { OutboxEntry } from '@core/halls/outbox';
import type { Db } from '../db/client';
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

/** Rows, as JSON text, inserted in the order given: one statement for the whole set. */
function insertInOrder(table: 'game_events' | 'game_winners', columns: SQL, rows: string[]): SQL {
  return sql`insert into ${sql.identifier(table)} (game_id, ${columns})
             select game_id, ${columns}
             from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::jsonb)
               with ordinality as row
             order by row.ordinality`;
}

/**
 * What a hall's batch writes on central, held until something reads it (decision 040): the
 * game rows (each game's last one), the events and winners in the hall's order, and the money
 * moves in a money book. A game's own row is inserted at once (its id is needed); the rest is
 * written with a few statements per batch instead of several per game. Whatever reads games,
 * events, winners, balances or the ledger in the batch's transaction writes these out first.
 */
export class HallBatchWrites {
  readonly book: MoneyBook;
  private events: string[] = [];
  private winners: string[] = [];
  private gameRows = new Map<number, { hallGameId: number; payload: string }>();
  /** The first entry whose write waits here: where a refused write is said to be. */
  private firstWaiting: OutboxEntry | undefined;

  constructor(
    private readonly tx: Db,
    private readonly hallId: number,
    /** Tells where a refused write was: the entry that waited longest for it. */
    private readonly refusedAt: (error: unknown, entry: OutboxEntry) => void,
  ) {
    this.book = new MoneyBook(tx);
  }

  /** Notes the entry a write that waits belongs to. */
  waits(entry: OutboxEntry): void {
    this.firstWaiting ??= entry;
  }

  /** A game's row as the hall last sent it: only the last one of a batch is written. */
  gameRow(gameId: number, hallGameId: number, payload: string): void {
    this.gameRows.set(gameId, { hallGameId, payload });
  }

  event(row: object): void {
    this.events.push(JSON.stringify(row));
  }

  winner(row: object): void {
    this.winners.push(JSON.stringify(row));
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
    if (this.gameRows.size > 0) {
      const rows = [...this.gameRows].map(
        ([id, row]) => `{"id":${id},"hall_game_id":${row.hallGameId},"row":${row.payload}}`,
      );
      this.gameRows = new Map();
      // The hall's row, its fee plus what central charged on top (central's row agrees with its
      // ledger after a fee below its terms, issue 37).
      await this.tx.execute(
        sql`update games set (${GAME_COLUMNS}) = (
              select ${GAME_COLUMNS} from jsonb_populate_record(null::games, given.row ||
                jsonb_build_object('fee_cents', (given.row->>'fee_cents')::bigint + coalesce(
                  (select extra_fee_cents from hall_games
                    where hall_id = ${this.hallId} and hall_game_id = given.hall_game_id), 0))))
            from jsonb_to_recordset(${`[${rows.join(',')}]`}::jsonb)
              as given(id integer, hall_game_id integer, row jsonb)
            where games.id = given.id`,
      );
    }
    if (this.events.length > 0) {
      const rows = this.events;
      this.events = [];
      await this.tx.execute(insertInOrder('game_events', EVENT_COLUMNS, rows));
    }
    if (this.winners.length > 0) {
      const rows = this.winners;
      this.winners = [];
      await this.tx.execute(insertInOrder('game_winners', WINNER_COLUMNS, rows));
    }
    await this.book.writeOut();
  }
}
