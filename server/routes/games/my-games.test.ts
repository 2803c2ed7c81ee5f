import { beforeAll, describe, expect, it } from 'vitest';
import type { GameListItem, MyGamesPage } from '@core/schemas/game-lists';
import { call } from '../../../tests/support/api';
import { gameRow } from '../../../tests/support/game-rows';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session, TestUser } from '../../../tests/support/test-app';
import { games } from '../../db/schema';

const t = appForFile();
let cashier: TestUser;
let session: Session;
let agentSession: Session;
let otherSession: Session;
const COUNT = 250;

beforeAll(async () => {
  ({ cashier, asCashier: session, asAgent: agentSession } = await hallStaff(t));
  otherSession = await t.signIn({ role: 'cashier' });
  const base = Date.parse('2026-01-01T00:00:00Z');
  // More games than the old cap of 200; amounts repeat so sorts need their tie-breakers.
  await t.db.insert(games).values(
    Array.from({ length: COUNT }, (_, i) =>
      gameRow({
        cashierId: cashier.cashierId!,
        amountCents: BigInt(100 * (1 + (i % 7))),
        status: i % 10 === 0 ? 'completed' : 'active',
        createdAt: new Date(base + i * 60_000),
      }),
    ),
  );
});

const page = async (as: Session, query: string) => {
  const response = await call(t.app, 'GET', `/api/v1/games/my_games/?${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyGamesPage>();
};

async function walk(query: string): Promise<GameListItem[]> {
  const seen: GameListItem[] = [];
  let next: string | null = '';
  while (next !== null) {
    const r: MyGamesPage = await page(session, `${query}${next ? `&cursor=${next}` : ''}`);
    seen.push(...r.results);
    next = r.pagination.next_cursor;
  }
  return seen;
}

describe('my_games paged on the server', () => {
  it("keeps SPEC's bare list without paging parameters", async () => {
    const response = await call(t.app, 'GET', '/api/v1/games/my_games/?limit=5', { as: session });
    const list = response.json<GameListItem[]>();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(5);
  });

  it('pages every game, past the old cap of 200, and answers an empty page past the end', async () => {
    const first = await page(session, 'page_size=10');
    expect(first.pagination).toMatchObject({ count: COUNT, total_pages: 25, next: 2 });
    const last = await page(session, 'page_size=10&page=25');
    expect(last.results).toHaveLength(10);
    expect(last.results.at(-1)!.created_at).toBe('2026-01-01T00:00:00.000Z');
    const past = await page(session, 'page_size=10&page=26');
    expect(past.results).toEqual([]);
    expect(past.pagination).toMatchObject({ next: null, previous: 25 });
  });

  it('walks by cursor in each sort, every game once, in order', async () => {
    for (const sort of ['date-desc', 'date-asc', 'amount-desc', 'amount-asc'] as const) {
      const seen = await walk(`page_size=50&sort=${sort}`);
      expect(seen, sort).toHaveLength(COUNT);
      expect(new Set(seen.map((g) => g.id)).size, sort).toBe(COUNT);
      const byNumber: number[] = [];
      for (let p = 1; p <= 5; p += 1)
        byNumber.push(
          ...(await page(session, `page_size=50&sort=${sort}&page=${p}`)).results.map((g) => g.id),
        );
      expect(
        seen.map((g) => g.id),
        sort,
      ).toEqual(byNumber);
    }
    const up = await walk('page_size=100&sort=amount-asc');
    expect(up.map((g) => g.amount)).toEqual([...up.map((g) => g.amount)].sort((a, b) => a - b));
  });

  it('filters by status on the server and stays in scope', async () => {
    const completed = await page(session, 'page_size=10&status=completed');
    expect(completed.pagination.count).toBe(COUNT / 10);
    expect(completed.results.every((g) => g.status === 'completed')).toBe(true);
    expect((await page(agentSession, 'page_size=10')).pagination.count).toBe(COUNT);
    expect((await page(otherSession, 'page_size=10')).pagination.count).toBe(0);
  });

  it('refuses a bad sort, page size or a cursor of another sort', async () => {
    const first = await page(session, 'page_size=10&sort=amount-asc');
    for (const query of [
      'sort=price',
      'page_size=7',
      `page_size=10&sort=date-desc&cursor=${first.pagination.next_cursor}`,
    ]) {
      const response = await call(t.app, 'GET', `/api/v1/games/my_games/?${query}`, {
        as: session,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
