import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { pgliteTemplate } from '../../../tests/support/database-template';
import { endGame, startGame } from '../../../tests/support/games';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { openDatabase } from '../../db/client';
import { pairWithCentral } from '../../halls/hall-sync';

// One running game per shop across hall and central (issue 37): a shop paired to a hall plays on
// the hall, so central refuses a start there naming the hall; and a shop whose game central still
// runs cannot be handed to a hall until that game ends.

const CARDS = Array.from({ length: 24 }, (_, i) => i + 1);
const game = (shopId: number) => ({ amount: 240, cards: CARDS, shop_id: shopId });

let paired: PairedHall | undefined;
let central: TestApp | undefined;
afterEach(async () => {
  await paired?.close();
  await central?.close();
  paired = undefined;
  central = undefined;
});

describe('one running game per shop, across hall and central', { timeout: 120_000 }, () => {
  it('central refuses a start in a shop its hall runs, naming the hall', async () => {
    paired = await pairedHall();
    const { hall, hallSession, shop } = paired;
    const hallId = (
      await call(paired.central.app, 'GET', '/api/v1/halls/', { as: paired.agentSession })
    ).json<{ results: { id: number }[] }>().results[0]!.id;
    const onCentral = await paired.central.loginAs(paired.cashier);
    const refused = await call(paired.central.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: onCentral,
      body: game(shop.id),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'shop_run_by_hall',
      details: [{ params: { hall_id: hallId } }],
    });
    // The hall itself starts the shop's games as before.
    const taken = await call(hall.app, 'POST', '/api/v1/hall/allowance/', {
      as: hallSession,
      body: { amount: 100, max_games: 10, hours: 24 },
    });
    expect(taken.statusCode).toBe(201);
    expect(await startGame(hall.app, hallSession, game(shop.id))).toBeGreaterThan(0);
  });

  it('a shop whose game central still runs is paired only once that game has ended', async () => {
    central = await createTestApp();
    await central.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = await central.createUser({ role: 'agent', balance: 2000 });
    const cashier = await central.createUser({ agentId: agent.agentId!, balance: 1000 });
    const shop = await central.createShop(cashier);
    const running = await startGame(central.app, await central.loginAs(cashier), game(shop.id));
    const link = await call(central.app, 'POST', `/api/v1/shops/${shop.id}/hall_link/`, {
      as: await central.loginAs(agent),
    });
    const { code } = link.json<{ code: string }>();
    const { port } = central.app.server.address() as { port: number };
    const hallDb = await openDatabase({ inMemory: true, loadDataDir: await pgliteTemplate() });
    try {
      const centralUrl = `http://127.0.0.1:${port}`;
      await expect(pairWithCentral(hallDb.db, { centralUrl, code })).rejects.toMatchObject({
        statusCode: 409,
        code: 'game_running',
      });
      await endGame(central.app, await central.loginAs(cashier), running);
      const hall = await pairWithCentral(hallDb.db, { centralUrl, code });
      expect(hall.shopId).toBe(shop.id);
    } finally {
      await hallDb.close();
    }
  });
});
