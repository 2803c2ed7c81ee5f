import { sql, type SQL } from 'drizzle-orm';
import type { StaffListQuery, StaffSort } from '@core/schemas/staff';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { HttpError } from '../http-error';
import { keysetPage, selectInOrder, type FetchRows, type Keyset } from './reports/keyset-paging';
import { containsPattern } from './reports/scope';
import { paginationOf } from './pagination';

/**
 * The staff lists (an agent's cashiers, the admin's agents) read rows of a table aliased `p`
 * (id, phone, balance_cents, created_at) joined to its user `u`. Every sort ends with p.id, so
 * the order is total and a cursor continues exactly after its row (decision 031).
 */
export interface StaffKeyRow {
  id: number;
  key_value: string;
}

const UTC_MICROS = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

interface SortColumn {
  /** The sorted expression, and the same as text for the cursor (key_value). */
  expression: SQL;
  asText: SQL;
  /** A cursor's value made safe, and cast back to the expression's type. */
  check: (value: string) => boolean;
  cast: (value: string) => SQL;
}

const COLUMNS: Record<string, SortColumn> = {
  username: {
    expression: sql`lower(u.username)`,
    asText: sql`lower(u.username)`,
    check: (value) => value.length <= 200,
    cast: (value) => sql`${value}::text`,
  },
  balance: {
    expression: sql`p.balance_cents`,
    asText: sql`p.balance_cents::text`,
    check: (value) => /^-?\d{1,19}$/.test(value),
    cast: (value) => sql`${value}::bigint`,
  },
  created: {
    expression: sql`p.created_at`,
    asText: sql`to_char(p.created_at at time zone 'UTC', ${sql.raw(UTC_MICROS)})`,
    check: (value) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(value),
    cast: (value) => sql`${value}::timestamptz`,
  },
  status: {
    expression: sql`u.is_active`,
    asText: sql`u.is_active::text`,
    check: (value) => value === 'true' || value === 'false',
    cast: (value) => sql`${value}::boolean`,
  },
};

function keysetOf(sort: StaffSort): Keyset<StaffKeyRow> {
  const descending = sort.startsWith('-');
  const column = COLUMNS[descending ? sort.slice(1) : sort]!;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  return {
    sort,
    order: sql`${column.expression} ${direction}, p.id ${direction}`,
    keyOf: (row) => [row.key_value, row.id],
    checked: ([value, id]) => {
      const valid =
        typeof value === 'string' &&
        column.check(value) &&
        Number.isInteger(id) &&
        (id as number) > 0 &&
        (id as number) <= 2_147_483_647;
      if (!valid) throw new HttpError(400, 'invalid_cursor');
      return [value, id!];
    },
    after: ([value, id]) => {
      const key = sql`(${column.cast(String(value))}, ${id})`;
      return descending
        ? sql`(${column.expression}, p.id) < ${key}`
        : sql`(${column.expression}, p.id) > ${key}`;
    },
  };
}

/** The search (username or phone, anywhere, any case) and the active filter. */
export function staffConditions(query: Pick<StaffListQuery, 'search' | 'status'>): SQL {
  const parts: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    parts.push(sql`(u.username ilike ${pattern} or p.phone ilike ${pattern})`);
  }
  if (query.status === 'active') parts.push(sql`u.is_active`);
  if (query.status === 'inactive') parts.push(sql`not u.is_active`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/**
 * One page of a staff list: `from` names the table as `p` joined to `u`, `scope` keeps the
 * caller's rows, `select` the columns the answer needs. Answers the rows and SPEC's pagination
 * with `next_cursor`.
 */
export async function pageOfStaff<Row extends StaffKeyRow>(
  db: Db,
  list: { select: SQL; from: SQL; scope: SQL },
  query: StaffListQuery,
) {
  const keyset = keysetOf(query.sort) as Keyset<Row>;
  const where = sql`${list.scope} and ${staffConditions(query)}`;
  const column = COLUMNS[query.sort.replace('-', '')]!;
  const columns = sql`${list.select}, ${column.asText} as key_value`;
  const byKeyset = selectInOrder<Row>(db, keyset, {
    select: sql`select ${columns} from ${list.from}`,
    where,
  });
  // A page by number skips rows on the sort's keys alone; only the page's rows are then read
  // in full (their shop counts and running games are subqueries).
  const fetch: FetchRows<Row> = (range) =>
    range.after || range.offset === 0
      ? byKeyset(range)
      : queryRows<Row>(
          db,
          sql`select ${columns} from ${list.from}
              join (select p.id as page_id from ${list.from} where ${where}
                    order by ${keyset.order} offset ${range.offset} limit ${range.limit}) k
                on k.page_id = p.id
              order by ${keyset.order}`,
        );
  const [counted] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from ${list.from} where ${where}`,
  );
  const count = Number(counted?.n ?? 0);
  const page = await keysetPage(keyset, fetch, {
    page: query.page,
    pageSize: query.page_size,
    cursor: query.cursor,
  });
  const pagination = paginationOf(count, page.page, query.page_size);
  return {
    rows: page.rows,
    pagination: {
      ...pagination,
      next_cursor: pagination.next === null ? null : page.nextCursor,
    },
  };
}
