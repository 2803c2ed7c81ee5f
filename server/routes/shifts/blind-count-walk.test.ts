import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { gameCall } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { operationsOf, type OpenApiDocument } from '../../../tests/support/openapi-operations';

// Issue 35, finding 5: while a shift is open, no answer the cashier can get holds the drawer's
// expected cash. The walk takes every GET operation of the running app's OpenAPI description
// (routes added later included), fills its ids with every id of the cashier's world, and reads
// each answer as text.

const t = appForFile({}, { checkLedger: true });

/** The amount as the API writes it (1234.56) and in cents (123456), never inside a longer number. */
function mentions(body: string, cents: bigint): boolean {
  const units = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`.replace(/\.00$/, '');
  const amount = new RegExp(`(?<![\\d.])${units.replace('.', '\\.')}(?![\\d])`);
  const raw = new RegExp(`(?<![\\d.])${cents}(?![\\d])`);
  return amount.test(body) || raw.test(body);
}

/** Streams never end; the walk reads only answers that do. */
const isStream = (path: string) => /events|stream|feed/.test(path);

describe('the blind count: no GET a cashier can make holds the expected cash (finding 5)', () => {
  it('shows the float as amount_avalaible, the agent the live figure, and nothing else tells', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 1000 });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 500 });
    const shop = await t.createShop(cashier, { cash: 0 });
    const asCashier = await t.loginAs(cashier);
    const asAgent = await t.loginAs(agent);
    const opened = await call(t.app, 'POST', '/api/v1/shifts/', {
      as: asCashier,
      body: { shop_id: shop.id, float: 1234.56 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const shiftId = opened.json().id as number;
    // A game closed with no winner leaves its takings in the drawer: the cashier never sees them.
    const started = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: asCashier,
      body: { amount: 97, shop_id: shop.id, win_percentage: 80 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const gameId = started.json().game_id as number;
    expect((await gameCall(t.app, asCashier, gameId, 'draw')).statusCode).toBe(200);
    const closed = await gameCall(t.app, asCashier, gameId, 'close', { reason: 'No winner' });
    expect(closed.statusCode, closed.body).toBe(200);
    const moved = await call(t.app, 'POST', `/api/v1/shifts/${shiftId}/cash_moves/`, {
      as: asCashier,
      body: { kind: 'pay_in', amount: 3.5, reason: 'Change from the bank' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A drawer edit sets the figure the cashier sees (the float moved by its own moves): +2.00.
    const edited = await call(t.app, 'PUT', `/api/v1/cashiers/shops/${shop.id}/`, {
      as: asCashier,
      body: { amount_avalaible: 1240.06, reason: 'Two coins found' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().amount_avalaible).toBe(1240.06);
    const adjustments = await call(t.app, 'GET', `/api/v1/shops/${shop.id}/cash_adjustments/`, {
      as: asCashier,
    });
    expect(adjustments.json().results[0]).toMatchObject({ before: 1238.06, after: 1240.06 });

    const overseen = (
      await call(t.app, 'GET', `/api/v1/shifts/${shiftId}/`, { as: asAgent })
    ).json();
    const expectedCents = BigInt(Math.round(overseen.cash.expected * 100));
    expect(expectedCents).toBeGreaterThan(1240_06n);
    // The agent (and the admin) still see the live figure.
    const agentShops = (
      await call(t.app, 'GET', '/api/v1/shops/my_shops/', { as: asAgent })
    ).json();
    expect(agentShops.find((s: { id: number }) => s.id === shop.id).amount_avalaible).toBe(
      overseen.cash.expected,
    );
    // SPEC's list calls: the float the shift opened with, moved by the cashier's own pay-in and edit.
    for (const url of ['/api/v1/cashiers/my_shops/', '/api/v1/shops/my_shops/']) {
      const listed = (await call(t.app, 'GET', url, { as: asCashier })).json();
      expect(listed.find((s: { id: number }) => s.id === shop.id).amount_avalaible).toBe(1240.06);
    }

    const doc: OpenApiDocument = (await t.app.inject('/api/openapi.json')).json();
    const ids = [shop.id, shiftId, gameId, cashier.id, cashier.cashierId!, agent.agentId!];
    const gets = operationsOf(doc).filter((op) => op.method === 'GET' && !isStream(op.path));
    expect(gets.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    const walked = new Set<string>();
    let answered = 0;
    for (const op of gets) {
      const names = op.pathParams.map((p) => p.name);
      const tries = names.length === 0 ? [null] : ids;
      for (const id of tries) {
        let path = op.path;
        for (const name of names) path = path.replace(`{${name}}`, String(id));
        const query = op.queryParams.some((q) => q.name === 'shop_id') ? `?shop_id=${shop.id}` : '';
        const url = `${path}${query}`;
        if (walked.has(url)) continue;
        walked.add(url);
        const answer = await call(t.app, 'GET', url, { as: asCashier });
        if (answer.statusCode === 200) answered += 1;
        if (mentions(answer.body, expectedCents)) leaks.push(`${url} ${answer.statusCode}`);
      }
    }
    expect(answered).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });
});
