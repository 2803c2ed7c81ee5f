import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import {
  createPersistentTestDatabase,
  type PersistentTestDatabase,
} from '../../../tests/support/test-database';

let store: PersistentTestDatabase | undefined;
let current: TestApp | undefined;
afterAll(async () => {
  await current?.close();
  await store?.dispose();
});

describe('a restart mid-game', () => {
  it('continues the same game at the same ball in a new process on the same data', async () => {
    store = await createPersistentTestDatabase();
    const jwtSecret = randomBytes(32).toString('base64url');
    current = await createTestApp({ database: await store.open(), jwtSecret });
    const cashier = await current.createUser({ role: 'cashier', balance: 100 });
    let session = await current.loginAs(cashier);
    const id = await startGame(current.app, session, { amount: 20, cards: [1, 2], card_value: 10 });
    const before: number[] = [];
    for (let i = 0; i < 10; i++)
      before.push((await gameCall(current.app, session, id, 'draw')).json().number);
    const commitment = (await getGame(current.app, session, id)).commitment;
    await current.close();
    current = undefined;

    current = await createTestApp({ database: await store.open(), jwtSecret });
    session = await current.loginAs(cashier);
    const game = await getGame(current.app, session, id);
    expect(game.called.map((c) => c.number)).toEqual(before);
    expect(game.commitment).toBe(commitment);
    const after: number[] = [];
    for (;;) {
      const response = await gameCall(current.app, session, id, 'draw');
      if (response.statusCode !== 200) break;
      after.push(response.json().number);
    }
    expect(after).toHaveLength(65);
    const verify = (
      await current.app.inject({
        method: 'GET',
        url: `/api/v1/games/${id}/verify/`,
        headers: session.headers,
      })
    ).json();
    expect(verify.order).toEqual([...before, ...after]);
    expect(await current.checkLedger()).toEqual([]);
    // Two app starts on a durable (fsynced) database and 75 draws: slow on a busy machine.
  }, 60_000);
});
