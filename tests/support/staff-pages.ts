import { expect } from 'vitest';
import { call } from './api';
import type { Session, TestApp } from './test-app';

type Query = Record<string, string | number>;

/** One page of a staff list (the admin's agents, an agent's cashiers), as the API answers it. */
export interface StaffPage<Row> {
  results: Row[];
  pagination: Record<string, unknown> & {
    next_cursor: string | null;
    count: number;
    current_page: number;
    total_pages: number;
  };
}

/**
 * A staff list read through the API: `list` asks for one page (200 expected), `walk` follows
 * next_cursor 100 rows at a time and answers every row with the count the last page gave.
 */
export function staffPages<Row>(t: TestApp, url: string, signedIn: () => Session) {
  const list = async (query: Query, as: Session = signedIn()): Promise<StaffPage<Row>> => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await call(t.app, 'GET', `${url}?${search}`, { as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffPage<Row>;
  };
  const walk = async (query: Query) => {
    const rows: Row[] = [];
    let page = await list({ ...query, page_size: 100 });
    rows.push(...page.results);
    while (page.pagination.next_cursor) {
      page = await list({ ...query, page_size: 100, cursor: page.pagination.next_cursor });
      rows.push(...page.results);
    }
    return { rows, count: page.pagination.count };
  };
  return { list, walk };
}
