import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { call } from '../../../tests/support/api';
import { pgliteTemplate } from '../../../tests/support/database-template';
import { createTestApp, type Session, type TestApp } from '../../../tests/support/test-app';
import { allowanceStatus, readHallLink, useAllowanceForStart } from '../../halls/hall-allowance';
import { pairWithCentral } from '../../halls/hall-sync';
import { HttpError } from '../../http-error';
import type { Db } from '../../db/client';

// A hall whose clock is 10 minutes behind central's (decision 038): it judges a grant's expiry by
// its estimate of central's clock, so the grant lasts as long as central signed it for, to within
// the time a sync takes, and not 10 minutes more.

const SKEW_MS = 10 * 60_000;
let central: TestApp;
let hall: TestApp;
let hallSession: Session;

beforeAll(async () => {
  central = await createTestApp({ clock: () => new Date(Date.now() + SKEW_MS) });
  const agent = await central.createUser({ role: 'agent', balance: 500 });
  const cashier = await central.createUser({ agentId: agent.agentId!, balance: 300 });
  const shop = await central.createShop(cashier);
  await central.app.listen({ port: 0, host: '127.0.0.1' });
  const address = central.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('central did not listen');
  const link = await call(central.app, 'POST', `/api/v1/shops/${shop.id}/hall_link/`, {
    as: await central.loginAs(agent),
  });
  const hallDb = await openDatabase({ inMemory: true, loadDataDir: await pgliteTemplate() });
  await pairWithCentral(hallDb.db, {
    centralUrl: `http://127.0.0.1:${address.port}`,
    code: link.json<{ code: string }>().code,
  });
  hall = await createTestApp({ database: hallDb, hall: { online: () => true } });
  hallSession = await hall.loginAs(cashier);
}, 60_000);

afterAll(async () => {
  await hall?.close();
  await central?.close();
});

const startAt = (nowMs: number) =>
  hall.db
    .transaction((tx) => useAllowanceForStart(tx as unknown as Db, nowMs))
    .then(
      () => 'started',
      (error: unknown) => (error instanceof HttpError ? error.code : String(error)),
    );

describe('a hall whose clock is 10 minutes off', () => {
  it('measures the offset and signs its calls in central time', async () => {
    const link = (await readHallLink(hall.db))!;
    expect(Math.abs(link.clockOffsetMs - SKEW_MS)).toBeLessThan(5_000);
    // Its signed calls pass central's 15-minute window although its own clock is 10 minutes off.
    const taken = await call(hall.app, 'POST', '/api/v1/hall/allowance/', {
      as: hallSession,
      body: { amount: 50, max_games: 10, hours: 1 },
    });
    expect(taken.statusCode).toBe(201);
  });

  it('ends the grant when central says, not 10 minutes later', async () => {
    const link = (await readHallLink(hall.db))!;
    const status = await allowanceStatus(hall.db, link);
    const expiresCentral = Date.parse(status.expires_at!);
    // The hall's own clock at central's expiry is 10 minutes earlier.
    const hallClockAtExpiry = expiresCentral - link.clockOffsetMs;
    expect(await startAt(hallClockAtExpiry - 5_000)).toBe('started');
    expect(await startAt(hallClockAtExpiry + 5_000)).toBe('allowance_expired');
    // Read by the hall's clock alone, the grant would still run 10 minutes: it does not.
    expect(await startAt(expiresCentral - 60_000)).toBe('allowance_expired');
  });
});
