import { describe, expect, it } from 'vitest';
import { pageOfGames, statusOf } from './games-list';

type G = {
  id: number;
  amount: number;
  created_at: string;
  status?: 'active' | 'completed' | 'cancelled' | null;
  shop_name?: string | null;
};

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`;
const games: G[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  amount: ((i * 7) % 23) + 1,
  created_at: day(i + 1),
  status: i % 3 === 0 ? 'completed' : i % 5 === 0 ? null : 'active',
  shop_name: i % 2 === 0 ? 'Piassa' : 'Bole',
}));

const base = { search: '', sort: 'date-desc' as const, status: 'all' as const, page: 1 };

describe('pageOfGames', () => {
  it('pages by 10, newest first, and clamps the page', () => {
    const first = pageOfGames(games, base);
    expect(first.rows.map((g) => g.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(first).toMatchObject({ count: 23, totalPages: 3, page: 1 });
    const last = pageOfGames(games, { ...base, page: 3 });
    expect(last.rows.map((g) => g.id)).toEqual([3, 2, 1]);
    expect(pageOfGames(games, { ...base, page: 99 }).page).toBe(3);
    expect(pageOfGames(games, { ...base, page: 0 }).page).toBe(1);
  });

  it('sorts by date and amount both ways', () => {
    expect(pageOfGames(games, { ...base, sort: 'date-asc' }).rows[0]?.id).toBe(1);
    const up = pageOfGames(games, { ...base, sort: 'amount-asc', page: 1, pageSize: 100 });
    const amounts = up.rows.map((g) => g.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const down = pageOfGames(games, { ...base, sort: 'amount-desc', pageSize: 100 });
    expect(down.rows.map((g) => g.amount)).toEqual([...amounts].reverse());
  });

  it('filters by status, a missing status counting as active', () => {
    const completed = pageOfGames(games, { ...base, status: 'completed', pageSize: 100 });
    expect(completed.rows.every((g) => g.status === 'completed')).toBe(true);
    expect(completed.count).toBe(8);
    const active = pageOfGames(games, { ...base, status: 'active', pageSize: 100 });
    expect(active.count).toBe(15);
    expect(active.rows.some((g) => g.status === null)).toBe(true);
    expect(statusOf({ status: null })).toBe('active');
    expect(statusOf({})).toBe('active');
  });

  it('searches the id and the shop, ignoring case', () => {
    expect(pageOfGames(games, { ...base, search: ' bole ' }).count).toBe(11);
    expect(pageOfGames(games, { ...base, search: '#7' }).rows.map((g) => g.id)).toEqual([7]);
    expect(pageOfGames(games, { ...base, search: '21' }).rows.map((g) => g.id)).toEqual([21]);
    const none = pageOfGames(games, { ...base, search: 'nothing' });
    expect(none).toMatchObject({ count: 0, totalPages: 1, page: 1, rows: [] });
  });
});
