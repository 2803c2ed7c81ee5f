import { sql } from 'drizzle-orm';
import type { FeeTerms } from '@core/game-fee';
import type { OutboxEntry } from '@core/halls/outbox';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { HttpError } from '../http-error';
import type { HallOnCentral } from './hall-batch';
import { GAME_COLUMNS, parsedPayload } from './hall-batch-writes';
import { feeTermsOfGames } from './hall-money-checks';

type HallGameRow = Record<string, unknown> & {
  id: number;
  status: string;
  shop_id: number | null;
  cashier_id: number;
  amount_cents: number;
  win_percentage: number;
  fee_cents: number;
  grant_no: number | null;
};

/** A hall's game row, which must be its own shop's and cashier's. */
function hallGameRow(hall: HallOnCentral, entry: OutboxEntry): HallGameRow {
  const row = parsedPayload<HallGameRow>(entry);
  if (row.shop_id !== hall.shopId || row.cashier_id !== hall.cashierId)
    throw new HttpError(422, 'hall_batch_invalid');
  return row;
}

/**
 * A batch's whole game row, parsed once: with, when it brought the game to central, its id there
 * and the terms its fee is judged on.
 */
export interface WholeGameRow {
  row: HallGameRow;
  created?: { id: number; terms: FeeTerms };
}

/**
 * The games a batch brings to central for the first time (a game's first whole row), inserted
 * together with central's map to them before the batch's entries are applied (issue 37): one
 * statement for them all, one lookup of the hall's games already mapped, and each grant's games
 * counted once, where each game took three round trips before. Answers every whole row of the
 * batch by its entry; the entries are then applied in order as before (the fee check among them).
 */
export async function insertNewGames(
  tx: Db,
  hall: HallOnCentral,
  entries: readonly OutboxEntry[],
  /** Says which entry a refusal is at (the agent's list names it). */
  noteRefusedAt: (error: unknown, entry: OutboxEntry) => void,
): Promise<Map<OutboxEntry, WholeGameRow>> {
  const refuse = (entry: OutboxEntry, error: unknown): never => {
    noteRefusedAt(error, entry);
    throw error;
  };
  const whole = entries
    .filter((entry) => entry.kind === 'game')
    .map((entry) => {
      try {
        return { entry, row: hallGameRow(hall, entry) };
      } catch (error) {
        return refuse(entry, error);
      }
    });
  const rows = new Map<OutboxEntry, WholeGameRow>(whole.map(({ entry, row }) => [entry, { row }]));
  if (whole.length === 0) return rows;
  const mapped = await queryRows<{ hall_game_id: number; game_id: number }>(
    tx,
    sql`select hall_game_id, game_id from hall_games
         where hall_id = ${hall.id}
           and hall_game_id = any(${`{${whole.map(({ row }) => row.id).join(',')}}`}::int[])`,
  );
  for (const row of mapped) hall.games.set(row.hall_game_id, row.game_id);
  const seen = new Set<number>();
  const fresh = whole.filter(({ row }) => {
    if (hall.games.has(row.id) || seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
  if (fresh.length === 0) return rows;
  const judged = await feeTermsOfGames(
    tx,
    hall,
    fresh.map(({ row }) => row.grant_no ?? null),
  );
  if ('refusedAt' in judged)
    return refuse(fresh[judged.refusedAt]!.entry, new HttpError(422, 'hall_batch_invalid'));
  const created = await queryRows<{ hall_game_id: number; game_id: number }>(
    tx,
    sql`with given as (
          select nextval(pg_get_serial_sequence('games', 'id'))::int as game_id,
                 sent.id as hall_game_id, ${GAME_COLUMNS}
            from jsonb_populate_recordset(null::games, ${`[${fresh.map(({ entry }) => entry.payload).join(',')}]`}::jsonb)
                 with ordinality as sent
           order by sent.ordinality),
        created as (
          insert into games (id, ${GAME_COLUMNS}) select game_id, ${GAME_COLUMNS} from given)
        insert into hall_games (hall_id, hall_game_id, game_id)
        select ${hall.id}, hall_game_id, game_id from given
        returning hall_game_id, game_id`,
  ).catch((error: unknown) => refuse(fresh[0]!.entry, error));
  const ids = new Map(created.map((row) => [row.hall_game_id, row.game_id]));
  fresh.forEach(({ entry, row }, at) => {
    const id = ids.get(row.id)!;
    hall.games.set(row.id, id);
    if (row.status !== 'active') hall.ended.set(id, row.id);
    rows.set(entry, { row, created: { id, terms: judged.terms[at]! } });
  });
  return rows;
}
