import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@core/auth/roles';
import { amountToCents } from '@core/money';
import type { LoginResponse } from '@core/schemas/auth';
import { buildApp } from '../../server/app';
import { createStaffUser } from '../../server/commands/create-staff-user';
import { checkLedger, type LedgerMismatch } from '../../server/ledger/ledger-check';
import { transferCredit } from '../../server/ledger/move-money';
import type { AppConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
import { shops } from '../../server/db/schema';
import { openTestDatabase } from './test-database';

export interface TestUser {
  id: number;
  username: string;
  password: string;
  role: Role;
  agentId: number | null;
  cashierId: number | null;
}

export interface CreateUserOptions {
  role?: Role;
  username?: string;
  password?: string;
  isActive?: boolean;
  /**
   * Opening balance as the API speaks it (e.g. 12.5); agents and cashiers only. It moves through
   * the ledger: a platform deposit to the agent, then (cashier) an opening from that agent, so the
   * owning agent's balance ends unchanged.
   */
  balance?: number;
  phone?: string;
  /** The owning agents.id of a cashier; a fresh agent is created when omitted. */
  agentId?: number;
}

export interface CreateShopOptions {
  name?: string;
  /** Opening cash of the drawer, moved in from outside through the ledger. */
  cash?: number;
  isActive?: boolean;
}

export interface TestShop {
  id: number;
  name: string;
  cashierId: number;
}

export interface Session extends LoginResponse {
  /** `Authorization: JWT <access>`, ready for app.inject. */
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Db;
  jwtSecret: string;
  createUser(options?: CreateUserOptions): Promise<TestUser>;
  loginAs(user: Pick<TestUser, 'username' | 'password'>): Promise<Session>;
  /** A new user, signed in: the admin, or a stranger to the hall under test (another agent). */
  signIn(options?: CreateUserOptions): Promise<Session>;
  createShop(
    cashier: Pick<TestUser, 'id' | 'cashierId'>,
    options?: CreateShopOptions,
  ): Promise<TestShop>;
  /** Agents, cashiers and shops whose balance differs from their ledger entries; [] when sound. */
  checkLedger(): Promise<LedgerMismatch[]>;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<AppConfig, 'database'>>;

/**
 * A username no other test user shares, in letters only: a report's search for a card or game
 * number ("61") also matches cashier names, and a digit in a made-up name would match it by chance.
 */
export function uniqueUsername(prefix = 'user'): string {
  const letters = [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26)));
  return `${prefix}-${letters.join('')}`;
}

/**
 * The real app, in-process, on a fresh database; logs are silent, and the per-IP login limit and
 * the per-user write limits are off (their own tests turn them on).
 */
export async function createTestApp(
  options: TestAppOptions & {
    /** An already open database (a restart test); the app closes it on close. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { database: given, ...config } = options;
  const database = given ?? (await openTestDatabase());
  const jwtSecret = config.jwtSecret ?? randomBytes(32).toString('base64url');
  const app = await buildApp({
    logLevel: false,
    loginRateLimit: false,
    rateLimits: false,
    ...config,
    jwtSecret,
    database,
  });
  await app.ready();

  async function createUser(opts: CreateUserOptions = {}): Promise<TestUser> {
    const role = opts.role ?? 'cashier';
    const username = opts.username ?? uniqueUsername(role);
    const password = opts.password ?? `pw-${randomBytes(6).toString('hex')}`;
    const agentId =
      role === 'cashier'
        ? (opts.agentId ?? (await createUser({ role: 'agent' })).agentId!)
        : undefined;
    const created = await createStaffUser(database.db, {
      username,
      password,
      role,
      isActive: opts.isActive,
      phone: opts.phone,
      agentId,
    });
    const cents = opts.balance === undefined ? 0n : amountToCents(opts.balance);
    if (cents > 0n && created.agentId !== null) {
      await transferCredit(database.db, {
        from: { kind: 'platform' },
        to: { kind: 'agent', id: created.agentId },
        amountCents: cents,
        kind: 'deposit',
        reference: 'test factory',
        userId: null,
      });
      if (created.cashierId !== null)
        await transferCredit(database.db, {
          from: { kind: 'agent', id: created.agentId },
          to: { kind: 'cashier', id: created.cashierId },
          amountCents: cents,
          kind: 'cashier_opening',
          reference: 'test factory',
          userId: null,
        });
    }
    return {
      id: created.userId,
      username,
      password,
      role,
      agentId: created.agentId,
      cashierId: created.cashierId,
    };
  }

  async function loginAs(user: Pick<TestUser, 'username' | 'password'>): Promise<Session> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { username: user.username, password: user.password },
    });
    if (response.statusCode !== 200)
      throw new Error(`login failed (${response.statusCode}): ${response.body}`);
    const body = response.json<LoginResponse>();
    return { ...body, headers: { authorization: `JWT ${body.access}` } };
  }

  async function createShop(
    cashier: Pick<TestUser, 'id' | 'cashierId'>,
    opts: CreateShopOptions = {},
  ): Promise<TestShop> {
    if (cashier.cashierId === null) throw new Error('createShop needs a cashier');
    const name = opts.name ?? uniqueUsername('shop');
    const [shop] = await database.db
      .insert(shops)
      .values({ cashierId: cashier.cashierId, name, isActive: opts.isActive ?? true })
      .returning({ id: shops.id });
    if (!shop) throw new Error('shop was not created');
    const cents = opts.cash === undefined ? 0n : amountToCents(opts.cash);
    if (cents > 0n)
      await transferCredit(database.db, {
        from: { kind: 'outside' },
        to: { kind: 'shop', id: shop.id },
        amountCents: cents,
        kind: 'shop_adjustment',
        reference: 'test factory',
        userId: cashier.id,
      });
    return { id: shop.id, name, cashierId: cashier.cashierId };
  }

  return {
    app,
    database,
    db: database.db,
    jwtSecret,
    createUser,
    loginAs,
    signIn: async (opts) => loginAs(await createUser(opts)),
    createShop,
    checkLedger: () => checkLedger(database.db),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
