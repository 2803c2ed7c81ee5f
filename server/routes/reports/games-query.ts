import { sql, type SQL } from 'drizzle-orm';
import type { GameSort } from '@core/schemas/game-lists';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { HttpError } from '../../http-error';
import {
  keysetBatches,
  keysetPage,
  selectInOrder,
  type FetchRows,
  type Keyset,
} from './keyset-paging';
import {
  and,
  cardNumberOf,
  containsPattern,
  gamesWonByCard,
  gameIdOf,
  gamesInScope,
  matchingCashiers,
  matchingShops,
  type Scope,
} from './scope';

/** What narrows a games list beyond the scope. */
export interface GameFilters {
  status?: 'active' | 'completed' | 'cancelled';
  search?: string;
  /** Created at or after (the start of the hall's date_from). */
  from?: Date;
  /** Created before (the end of the hall's date_to). */
  before?: Date;
  /** The games lists show practice games (decision 055); reports never do. */
  withTraining?: boolean;
}

/** A game as every report reads it (amounts in cents, as text from the database). */
export interface GameDbRow {
  id: number;
  amount_cents: string;
  status: 'active' | 'completed' | 'cancelled';
  created_at: Date | string;
  completed_at: Date | string | null;
  key_at: string;
  mode: 'quick' | 'standard' | 'marathon';
  shop_id: number | null;
  shop_name: string | null;
  cashier_id: number;
  cashier_username: string;
  agent_id: number | null;
  agent_name: string | null;
  players: number;
  winner_card: number | null;
  win_type: string | null;
  win_pattern: string | null;
  prize_cents: string;
  extra_prizes_cents: string;
  /** Every winner's card, in the order recorded (decision 030). */
  winner_cards: number[] | null;
  commission_cents: string;
  fee_cents: string;
  jackpot_cents: string;
  called_count: number;
  win_relied_on_manual: boolean | null;
  reset_count: number;
  cards_named: boolean;
  training: boolean;
}

/** core/reports/figures.ts feeKeptCents in SQL: a game cancelled before any call was refunded. */
export const NET_FEE = sql`case when g.status = 'cancelled' and g.first_call_at is null then 0 else g.fee_cents end`;

const UTC_MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
const COLUMNS = sql.raw(`g.id, g.amount_cents::text as amount_cents, g.status,
  to_char(g.created_at at time zone 'UTC', ${UTC_MICROS}) as key_at,
  g.created_at, g.completed_at, g.mode, g.shop_id, s.name as shop_name, g.cashier_id,
  u.username as cashier_username, g.agent_id, au.username as agent_name,
  cardinality(g.cards) as players, g.winner_card, g.win_type, g.prize_cents::text as prize_cents,
  g.extra_prizes_cents::text as extra_prizes_cents,
  (select json_agg(w.card_number order by w.winner_order) from game_winners w where w.game_id = g.id)
    as winner_cards,
  (select w.pattern_name from game_winners w where w.game_id = g.id and w.winner_order = 1)
    as win_pattern,
  g.commission_cents::text as commission_cents,
  (case when g.status = 'cancelled' and g.first_call_at is null then 0 else g.fee_cents end)::text
    as fee_cents,
  coalesce(g.jackpot_cents, 0)::text as jackpot_cents, jsonb_array_length(g.called) as called_count,
  g.win_relied_on_manual, g.reset_count, g.cards_named, g.training`);
const JOINS = sql.raw(`join cashiers c on c.id = g.cashier_id
  join users u on u.id = c.user_id
  left join shops s on s.id = g.shop_id
  left join agents a on a.id = g.agent_id
  left join users au on au.id = a.user_id`);

const KEY_AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const DIGITS = /^\d{1,18}$/;

/** A cursor's key, checked part by part before it reaches SQL. */
function keyFor(sort: GameSort, key: Array<string | number>): Array<string | number> {
  const parts = key.map(String);
  const amountFirst = sort.startsWith('amount');
  const expected = amountFirst ? 3 : 2;
  const [amount, at, id] = amountFirst ? parts : [null, ...parts];
  const valid =
    parts.length === expected &&
    (!amountFirst || DIGITS.test(amount ?? '')) &&
    KEY_AT.test(at ?? '') &&
    /^\d{1,10}$/.test(id ?? '') &&
    Number(id) <= 2_147_483_647;
  if (!valid) throw new HttpError(400, 'invalid_cursor');
  return amountFirst ? [amount!, at!, Number(id)] : [at!, Number(id)];
}

/** Each sort: its ORDER BY, the row comparison that continues after a key, and the key. */
const SORTS: Record<GameSort, Keyset<GameDbRow>> = {
  'date-desc': {
    sort: 'date-desc',
    order: sql`g.created_at desc, g.id desc`,
    after: ([at, id]) => sql`(g.created_at, g.id) < (${at}::timestamptz, ${id})`,
    keyOf: (row) => [row.key_at, String(row.id)],
    checked: (key) => keyFor('date-desc', key),
  },
  'date-asc': {
    sort: 'date-asc',
    order: sql`g.created_at asc, g.id asc`,
    after: ([at, id]) => sql`(g.created_at, g.id) > (${at}::timestamptz, ${id})`,
    keyOf: (row) => [row.key_at, String(row.id)],
    checked: (key) => keyFor('date-asc', key),
  },
  'amount-desc': {
    sort: 'amount-desc',
    order: sql`g.amount_cents desc, g.created_at desc, g.id desc`,
    after: ([amount, at, id]) =>
      sql`(g.amount_cents, g.created_at, g.id) < (${amount}::bigint, ${at}::timestamptz, ${id})`,
    keyOf: (row) => [row.amount_cents, row.key_at, String(row.id)],
    checked: (key) => keyFor('amount-desc', key),
  },
  'amount-asc': {
    sort: 'amount-asc',
    order: sql`g.amount_cents asc, g.created_at asc, g.id asc`,
    after: ([amount, at, id]) =>
      sql`(g.amount_cents, g.created_at, g.id) > (${amount}::bigint, ${at}::timestamptz, ${id})`,
    keyOf: (row) => [row.amount_cents, row.key_at, String(row.id)],
    checked: (key) => keyFor('amount-asc', key),
  },
};

/**
 * The games a list shows: scope, status, period and search (game id, winning card, shop or
 * cashier).
 */
export function gameConditions(scope: Scope, filters: GameFilters): SQL {
  const search = filters.search?.trim();
  let matches: SQL | undefined;
  if (search) {
    const pattern = containsPattern(search);
    const id = gameIdOf(search);
    const card = cardNumberOf(search);
    matches = sql`(${id === null ? sql`false` : sql`g.id = ${id}`}
      or ${card === null ? sql`false` : sql`g.id in ${gamesWonByCard(card)}`}
      or g.shop_id in ${matchingShops(pattern)} or g.cashier_id in ${matchingCashiers(pattern)})`;
  }
  return and([
    gamesInScope(scope),
    filters.withTraining ? undefined : sql`not g.training`,
    filters.status ? sql`g.status = ${filters.status}` : undefined,
    filters.from ? sql`g.created_at >= ${filters.from.toISOString()}::timestamptz` : undefined,
    filters.before ? sql`g.created_at < ${filters.before.toISOString()}::timestamptz` : undefined,
    matches,
  ]);
}

/**
 * Whether a figure must be summed from the games themselves rather than game_totals (kept per
 * cashier, shop and status): a period, or a search that may name a game or a winning card.
 */
export function needsGameRows(filters: GameFilters): boolean {
  const search = filters.search?.trim();
  return Boolean(filters.from || filters.before || (search && gameIdOf(search) !== null));
}

export interface GamesPageRequest {
  scope: Scope;
  filters: GameFilters;
  sort: GameSort;
  page: number;
  pageSize: number;
  cursor?: string;
}

function gamesInOrder(db: Db, sort: Keyset<GameDbRow>, where: SQL): FetchRows<GameDbRow> {
  return selectInOrder(db, sort, { select: sql`select ${COLUMNS} from games g ${JOINS}`, where });
}

/**
 * One page of games. Without a cursor it skips (page - 1) x page_size rows on the index alone,
 * then reads only the page's rows.
 */
export async function pageOfGames(
  db: Db,
  request: GamesPageRequest,
): Promise<{ rows: GameDbRow[]; page: number; nextCursor: string | null }> {
  const sort = SORTS[request.sort];
  const where = gameConditions(request.scope, request.filters);
  const byKeyset = gamesInOrder(db, sort, where);
  return keysetPage(
    sort,
    (range) =>
      range.after
        ? byKeyset(range)
        : queryRows<GameDbRow>(
            db,
            sql`select ${COLUMNS} from (
                  select g.id from games g where ${where}
                  order by ${sort.order} offset ${range.offset} limit ${range.limit}) p
                join games g on g.id = p.id ${JOINS}
                order by ${sort.order}`,
          ),
    request,
  );
}

/** How many practice games a games list shows beside the real ones (their totals are kept apart). */
export async function trainingGamesCount(
  db: Db,
  scope: Scope,
  filters: GameFilters,
): Promise<number> {
  const where = gameConditions(scope, { ...filters, withTraining: true });
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from games g where g.training and ${where}`,
  );
  return row?.n ?? 0;
}

/** Every game of the filters, newest first, a batch at a time by keyset (CSV export). */
export function allGames(
  db: Db,
  scope: Scope,
  filters: GameFilters,
  batchSize = 1000,
): AsyncGenerator<GameDbRow[]> {
  const sort = SORTS['date-desc'];
  return keysetBatches(sort, gamesInOrder(db, sort, gameConditions(scope, filters)), batchSize);
}
