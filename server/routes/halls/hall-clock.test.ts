import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { pairedHall, type PairedHall } from '../../../tests/support/paired-hall';
import type { TestApp } from '../../../tests/support/test-app';
import { allowanceStatus, readHallLink, useAllowanceForStart } from '../../halls/hall-allowance';
import { HttpError } from '../../http-error';
import type { Db } from '../../db/client';

// A hall whose clock is 10 minutes behind central's (decision 038): it judges a grant's expiry by
// its estimate of central's clock, so the grant lasts as long as central signed it for, to within
// the time a sync takes, and not 10 minutes more.

const SKEW_MS = 10 * 60_000;
let paired: PairedHall;
let hall: TestApp;

beforeAll(async () => {
  paired = await pairedHall({ central: { clock: () => new Date(Date.now() + SKEW_MS) } });
  hall = paired.hall;
}, 60_000);

afterAll(async () => {
  await paired?.close();
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
      as: paired.hallSession,
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

  it('says expiry, with the end, when only a used-up grant is still within its time', async () => {
    // Issue 37: a one-hour grant with games left ends; a day-long grant of one game is used after.
    const link = (await readHallLink(hall.db))!;
    const hourEnd = Date.parse((await allowanceStatus(hall.db, link)).expires_at!);
    const taken = await call(hall.app, 'POST', '/api/v1/hall/allowance/', {
      as: paired.hallSession,
      body: { amount: 10, max_games: 1, hours: 24 },
    });
    expect(taken.statusCode).toBe(201);
    const afterTheHour = hourEnd - link.clockOffsetMs + 60_000;
    expect(await startAt(afterTheHour)).toBe('started');
    // The day grant is used up, the hour grant has games left but has ended: that is expiry.
    expect(await startAt(afterTheHour)).toBe('allowance_expired');
    const status = await allowanceStatus(hall.db, (await readHallLink(hall.db))!, afterTheHour);
    expect(status).toMatchObject({ games_left: 0, expires_at: new Date(hourEnd).toISOString() });
  });
});
