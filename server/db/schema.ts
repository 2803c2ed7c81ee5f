import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'agent', 'cashier'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('admin', 'agent', 'cashier')`),
  ],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    phone: text('phone').notNull().default(''),
    balanceCents: bigint('balance_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [check('agents_balance_non_negative', sql`${t.balanceCents} >= 0`)],
);

export const cashiers = pgTable(
  'cashiers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    phone: text('phone').notNull().default(''),
    balanceCents: bigint('balance_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    feePercent: integer('fee_percent').notNull().default(20),
    createdAt: createdAt(),
  },
  (t) => [
    index('cashiers_agent_id_idx').on(t.agentId),
    check('cashiers_balance_non_negative', sql`${t.balanceCents} >= 0`),
    check('cashiers_fee_percent_range', sql`${t.feePercent} between 0 and 100`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_id_idx').on(t.userId)],
);

export const loginThrottle = pgTable('login_throttle', {
  username: text('username').primaryKey(),
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id),
    name: text('name').notNull(),
    // The cash the shop's drawer should hold; changed only through the ledger.
    cashCents: bigint('cash_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('shops_cashier_id_idx').on(t.cashierId),
    check('shops_cash_non_negative', sql`${t.cashCents} >= 0`),
  ],
);

export const GAME_STATUSES = ['active', 'completed', 'cancelled'] as const;

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => cashiers.id),
    shopId: integer('shop_id').references(() => shops.id),
    // The game's pool: cards sold x card value.
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('games_cashier_id_created_at_idx').on(t.cashierId, t.createdAt),
    index('games_created_at_idx').on(t.createdAt),
    check('games_amount_non_negative', sql`${t.amountCents} >= 0`),
    check('games_fee_non_negative', sql`${t.feeCents} >= 0`),
    check('games_status_check', sql`${t.status} in ('active', 'completed', 'cancelled')`),
  ],
);

export const ACCOUNT_KINDS = ['platform', 'agent', 'cashier', 'shop', 'outside'] as const;
export const LEDGER_KINDS = [
  'deposit',
  'cashier_opening',
  'cashier_topup',
  'cashier_withdrawal',
  'shop_adjustment',
  'game_fee',
  'game_fee_refund',
] as const;

/** Append-only (a trigger refuses UPDATE and DELETE): every change of any balance, once. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromAccountKind: text('from_account_kind', { enum: ACCOUNT_KINDS }).notNull(),
    // Null for the platform and outside accounts, which have no row of their own.
    fromAccountId: integer('from_account_id'),
    toAccountKind: text('to_account_kind', { enum: ACCOUNT_KINDS }).notNull(),
    toAccountId: integer('to_account_id'),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    reference: text('reference'),
    // Who moved it; null for system commands (first-run demo credit).
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_from_idx').on(t.fromAccountKind, t.fromAccountId),
    index('ledger_entries_to_idx').on(t.toAccountKind, t.toAccountId),
    index('ledger_entries_kind_idx').on(t.kind),
    check('ledger_entries_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'ledger_entries_from_kind_check',
      sql`${t.fromAccountKind} in ('platform', 'agent', 'cashier', 'shop', 'outside')`,
    ),
    check(
      'ledger_entries_to_kind_check',
      sql`${t.toAccountKind} in ('platform', 'agent', 'cashier', 'shop', 'outside')`,
    ),
    check(
      'ledger_entries_from_id_check',
      sql`(${t.fromAccountKind} in ('platform', 'outside')) = (${t.fromAccountId} is null)`,
    ),
    check(
      'ledger_entries_to_id_check',
      sql`(${t.toAccountKind} in ('platform', 'outside')) = (${t.toAccountId} is null)`,
    ),
  ],
);

/** The first answer of a money-moving request, replayed for a repeat with the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_unique').on(t.userId, t.key)],
);
