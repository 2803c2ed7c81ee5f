import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { HttpError } from '../../http-error';
import { decodeCursor, encodeCursor } from './cursor';

type Key = Array<string | number>;

/** An order rows are listed in, and how a list continues after one of its rows. */
export interface Keyset<Row> {
  /** The order's name in a cursor: a cursor of another order answers 400. */
  sort: string;
  order: SQL;
  /** What a cursor, or the next batch, continues after. */
  keyOf(row: Row): Key;
  /** A client's cursor key, checked part by part before it reaches SQL (400 invalid_cursor). */
  checked(key: Key): Key;
  /** The condition that keeps the rows after a key. */
  after(key: Key): SQL;
}

/** Reads rows in the keyset's order: after a key (null: from the first row), skipping `offset`. */
export type FetchRows<Row> = (range: {
  after: SQL | null;
  offset: number;
  limit: number;
}) => Promise<Row[]>;

/** Reads `select <columns> from <tables>` where `where` holds, in the keyset's order. */
export function selectInOrder<Row>(
  db: Db,
  keyset: Keyset<Row>,
  query: { select: SQL; where: SQL },
): FetchRows<Row> {
  return ({ after, offset, limit }) =>
    queryRows<Row>(
      db,
      sql`${query.select} where ${query.where} and ${after ?? sql`true`}
          order by ${keyset.order} limit ${limit} offset ${offset}`,
    );
}

export interface PageRequest {
  page: number;
  pageSize: number;
  cursor?: string;
}

export interface KeysetPage<Row> {
  rows: Row[];
  page: number;
  /** Set when the page is full: a next page may follow. The caller drops it on the last page. */
  nextCursor: string | null;
}

/**
 * One page. With a cursor it continues after the cursor's row (keyset: an index range scan,
 * whatever the page number); without one it skips (page - 1) x page_size rows.
 */
export async function keysetPage<Row>(
  keyset: Keyset<Row>,
  fetch: FetchRows<Row>,
  request: PageRequest,
): Promise<KeysetPage<Row>> {
  const limit = request.pageSize;
  let page = request.page;
  let rows: Row[];
  if (request.cursor) {
    const cursor = decodeCursor(request.cursor, keyset.sort);
    page = cursor.page;
    rows = await fetch({ after: keyset.after(keyset.checked(cursor.key)), offset: 0, limit });
  } else {
    rows = await fetch({ after: null, offset: (page - 1) * limit, limit });
  }
  const last = rows.at(-1);
  return {
    rows,
    page,
    nextCursor:
      last && rows.length === limit
        ? encodeCursor({ page: page + 1, sort: keyset.sort, key: keyset.keyOf(last) })
        : null,
  };
}

/**
 * Every row, a batch at a time (CSV export): each batch continues after the last row of the one
 * before, so memory stays one batch.
 */
export async function* keysetBatches<Row>(
  keyset: Keyset<Row>,
  fetch: FetchRows<Row>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let after: SQL | null = null;
  for (;;) {
    const rows = await fetch({ after, offset: 0, limit: batchSize });
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = keyset.after(keyset.keyOf(rows.at(-1)!));
  }
}

/** Rows in the order of their integer id column. */
export function byId<Row extends { id: number }>(
  column: SQL,
  direction: 'asc' | 'desc',
): Keyset<Row> {
  const ascending = direction === 'asc';
  return {
    sort: ascending ? 'id' : 'id-desc',
    order: ascending ? sql`${column} asc` : sql`${column} desc`,
    keyOf: (row) => [row.id],
    checked: ([id]) => {
      if (!Number.isInteger(id)) throw new HttpError(400, 'invalid_cursor');
      return [id!];
    },
    after: ([id]) => (ascending ? sql`${column} > ${id}` : sql`${column} < ${id}`),
  };
}
