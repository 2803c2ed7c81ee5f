import { describe, expect, it } from 'vitest';
import { appForFile } from '../../../tests/support/app-for-file';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

// Sign-in attempts are counted before a password is checked, in one statement, per username and
// client address, with a longer per-username backstop.

const t = appForFile();

const login = (app: TestApp['app'], username: string, password: string, client = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { username, password },
    remoteAddress: client,
  });

describe('login throttling', () => {
  it('checks no more wrong passwords than the limit in a parallel burst, and keeps the lock', async () => {
    const cashier = await t.createUser();
    const attempts = Array.from({ length: 40 }, (_, i) =>
      login(t.app, cashier.username, i === 19 ? cashier.password : `wrong-${i}`),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((a) => a.statusCode);
    // A 401 is a password that was checked and wrong.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The right password, 20th in the burst, came after the limit: it must not open a session.
    expect(statuses[19]).toBe(429);
    expect((await login(t.app, cashier.username, cashier.password)).statusCode).toBe(429);
  });

  it('signs a user in on many tills at once from one address: no refusal, no error', async () => {
    // Each sign-in counts its attempt on the username's rows, and a success clears them: done in
    // opposite orders, two at once deadlocked on PostgreSQL (500, then a locked-out user).
    const cashier = await t.createUser();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => login(t.app, cashier.username, cashier.password)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    }
  });

  it('does not let a stranger lock a user out from another client', async () => {
    const admin = await t.createUser({ role: 'admin' });
    for (let i = 0; i < 15; i += 1) await login(t.app, admin.username, 'guess', '203.0.113.66');
    expect((await login(t.app, admin.username, 'guess', '203.0.113.66')).statusCode).toBe(429);
    expect((await login(t.app, admin.username, admin.password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('locks the username for everyone once many clients together pass the backstop', async () => {
    const quick = await createTestApp({
      loginThrottle: {
        perClient: { maxFailures: 3, windowSeconds: 900, lockSeconds: 900 },
        perUser: { maxFailures: 8, windowSeconds: 3600, lockSeconds: 3600 },
      },
    });
    try {
      const victim = await quick.createUser();
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        for (let i = 0; i < 3; i += 1) await login(quick.app, victim.username, 'guess', client);
      const fromHome = await login(quick.app, victim.username, victim.password, '192.0.2.99');
      expect(fromHome.statusCode).toBe(429);
      expect(fromHome.json().code).toBe('too_many_failed_logins');
    } finally {
      await quick.close();
    }
  });
});
