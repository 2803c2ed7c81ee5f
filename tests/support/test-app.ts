import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@core/auth/roles';
import { amountToCents } from '@core/money';
import type { LoginResponse } from '@core/schemas/auth';
import { buildApp } from '../../server/app';
import { createStaffUser } from '../../server/commands/create-staff-user';
import type { AppConfig } from '../../server/config';
import type { Database, Db } from '../../server/db/client';
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
  /** Opening balance as the API speaks it (e.g. 12.5); agents and cashiers only. */
  balance?: number;
  /** The owning agents.id of a cashier; a fresh agent is created when omitted. */
  agentId?: number;
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
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<AppConfig, 'database'>>;

let userCounter = 0;

export function uniqueUsername(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}-${userCounter}-${randomBytes(3).toString('hex')}`;
}

/** The real app, in-process, on a fresh database; logs are silent and the per-IP login limit is off. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('base64url');
  const app = await buildApp({
    logLevel: false,
    loginRateLimit: false,
    ...options,
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
      balanceCents: opts.balance === undefined ? undefined : amountToCents(opts.balance),
      agentId,
    });
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

  return {
    app,
    database,
    db: database.db,
    jwtSecret,
    createUser,
    loginAs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
