import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  expect(await t.checkLedger()).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

describe("a shop's cash adjustments", () => {
  it('lists who, when, before, after and reason, to the cashier, its agent and the admin', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const shop = await t.createShop(cashier, { cash: 100 });
    const asCashier = await t.loginAs(cashier);
    const edit = (body: object) =>
      call(t.app, 'PUT', `/api/v1/cashiers/shops/${shop.id}/`, { as: asCashier, body });
    expect((await edit({ amount_avalaible: 40.25, reason: 'Taken to the bank' })).statusCode).toBe(
      200,
    );
    expect((await edit({ amount_avalaible: 90 })).statusCode).toBe(200);
    expect((await edit({ amount_avalaible: 95, reason: '\u200b\u200b\u200b' })).statusCode).toBe(
      400,
    );

    const url = `/api/v1/shops/${shop.id}/cash_adjustments/`;
    const listed = await call(t.app, 'GET', url, { as: asCashier });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results).toEqual([
      expect.objectContaining({ by: cashier.username, before: 40.25, after: 90, reason: null }),
      expect.objectContaining({
        by: cashier.username,
        before: 100,
        after: 40.25,
        reason: 'Taken to the bank',
      }),
      // The opening float of the test shop.
      expect.objectContaining({ before: 0, after: 100 }),
    ]);
    expect(Date.parse(listed.json().results[0].created_at)).not.toBeNaN();

    const asAgent = await t.loginAs(agent);
    const asAdmin = await t.loginAs(await t.createUser({ role: 'admin' }));
    const asOther = await t.loginAs(await t.createUser({ role: 'agent' }));
    const asOtherCashier = await t.loginAs(await t.createUser({ role: 'cashier' }));
    expect((await call(t.app, 'GET', url, { as: asAgent })).json()).toEqual(listed.json());
    expect((await call(t.app, 'GET', url, { as: asAdmin })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', url, { as: asOther })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url, { as: asOtherCashier })).statusCode).toBe(404);
  });
});
