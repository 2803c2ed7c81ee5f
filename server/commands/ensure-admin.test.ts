import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { ledgerEntries, users } from '../db/schema';
import { ensureDemoAccounts } from './demo-accounts';
import { ensureAdmin } from './ensure-admin';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t?.close();
});

const admins = () => t.db.select().from(users).where(eq(users.role, 'admin'));

describe('ensureAdmin (first run)', () => {
  it('creates the admin with the configured password, once', async () => {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    const first = await ensureAdmin(t.db, {
      username: 'admin',
      password: 'configured-pass',
      print,
    });
    expect(first).toEqual({ created: true, username: 'admin', generatedPassword: null });
    expect(printed.join('\n')).not.toContain('configured-pass');
    const session = await t.loginAs({ username: 'admin', password: 'configured-pass' });
    expect(session.user.role).toBe('admin');

    expect(await ensureAdmin(t.db, { username: 'admin', password: 'other-pass', print })).toEqual({
      created: false,
    });
    expect(await admins()).toHaveLength(1);
  });

  it('generates a strong password, prints it once, and creates nothing on the next start', async () => {
    const printed: string[] = [];
    const print = (line: string) => printed.push(line);
    const first = await ensureAdmin(t.db, { username: 'boss', print });
    if (!first.created || !first.generatedPassword)
      throw new Error('expected a generated password');
    expect(first.generatedPassword.length).toBeGreaterThanOrEqual(20);
    expect(printed.filter((line) => line.includes(first.generatedPassword!))).toHaveLength(1);
    expect(
      (await t.loginAs({ username: 'boss', password: first.generatedPassword })).user.username,
    ).toBe('boss');

    printed.length = 0;
    expect(await ensureAdmin(t.db, { username: 'boss', print })).toEqual({ created: false });
    expect(printed).toEqual([]);
    expect(await admins()).toHaveLength(1);
  });
});

describe('ensureDemoAccounts', () => {
  it('adds a demo agent and its cashier, idempotently', async () => {
    await ensureDemoAccounts(t.db);
    await ensureDemoAccounts(t.db);
    const agent = await t.loginAs({ username: 'demo-agent', password: 'demo-agent-pass' });
    const cashier = await t.loginAs({ username: 'demo-cashier', password: 'demo-cashier-pass' });
    expect(agent.user.role).toBe('agent');
    expect(cashier.user).toMatchObject({ role: 'cashier', agent_id: agent.user.agent_id });
    expect(await t.db.select().from(users)).toHaveLength(2);
  });

  it('gives the demo agent 1000.00 and its cashier an opening 200.00 through the ledger, once', async () => {
    await ensureDemoAccounts(t.db);
    await ensureDemoAccounts(t.db);
    const balance = async (username: string, password: string) => {
      const session = await t.loginAs({ username, password });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/balance/',
        headers: session.headers,
      });
      return response.json().amount_available;
    };
    expect(await balance('demo-agent', 'demo-agent-pass')).toBe(800);
    expect(await balance('demo-cashier', 'demo-cashier-pass')).toBe(200);
    expect(await t.db.select().from(ledgerEntries)).toHaveLength(2);
    expect(await t.checkLedger()).toEqual([]);
  });
});
