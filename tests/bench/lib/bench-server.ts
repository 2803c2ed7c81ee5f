/**
 * The app as main.ts runs it (same buildApp, database, event bus), in its own process, for the
 * benchmarks to load from theirs. Differences, each needed to measure rather than to be throttled:
 * the per-IP login limit is off, logs are off, and bench-only routes exist under /__bench/
 * (capture the SQL of a request; write bytes to every open event stream, the live feed's baseline;
 * insert one row, the phone claims' baseline; the process's CPU time).
 * Seeds an agent, a cashier with a shop, both with ample credit, and prints
 * `BENCH-READY {"port", "cashier": {...}, "agent": {...}}`.
 * Run by tests/bench/lib/processes.ts with BINGO_DATA_DIR or DATABASE_URL set.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { buildApp } from '../../../server/app';
import { createStaffUser } from '../../../server/commands/create-staff-user';
import { transferCredit } from '../../../server/ledger/move-money';
import { openDatabase } from '../../../server/db/client';
import { shops } from '../../../server/db/schema';
import { createPgGameEventBus } from '../../../server/realtime/pg-game-event-bus';
import { settingsFromEnv } from '../../../server/settings';
import { startSqlCapture, type CapturedStatement } from './sql-capture';

const settings = settingsFromEnv();
const database = await openDatabase({
  databaseUrl: settings.databaseUrl,
  dataDir: settings.dataDir,
});
const eventBus = settings.databaseUrl
  ? await createPgGameEventBus(settings.databaseUrl)
  : undefined;

const credit = 100_000_000_00n;
async function seedStaff(role: 'agent' | 'cashier', agentId?: number) {
  const username = `bench-${role}-${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const created = await createStaffUser(database.db, { username, password, role, agentId });
  return { username, password, ...created };
}
const agent = await seedStaff('agent');
await transferCredit(database.db, {
  from: { kind: 'platform' },
  to: { kind: 'agent', id: agent.agentId! },
  amountCents: credit * 2n,
  kind: 'deposit',
  reference: 'bench',
  userId: null,
});
const cashier = await seedStaff('cashier', agent.agentId!);
await transferCredit(database.db, {
  from: { kind: 'agent', id: agent.agentId! },
  to: { kind: 'cashier', id: cashier.cashierId! },
  amountCents: credit,
  kind: 'cashier_opening',
  reference: 'bench',
  userId: null,
});
const [shop] = await database.db
  .insert(shops)
  .values({ cashierId: cashier.cashierId!, name: 'Bench shop', isActive: true })
  .returning({ id: shops.id });

// The phone claims' baseline writes here: a row like a game event's (a number, JSON, a time).
await database.db.execute(
  sql`create table if not exists bench_writes (id bigserial primary key, card_number integer not null, data jsonb not null, at timestamptz not null default now())`,
);

// The event streams the live feed's baseline writes to, kept by a hook on those routes only: a
// hook on every request would be a cost of the bench's own in every figure (/healthz's included).
const streams = new Set<ServerResponse>();
const EVENT_ROUTE = /^\/api\/v1\/(games\/:id|public\/games\/:token)\/events\/$/;
const keepStream: onRequestHookHandler = (_request, reply, done) => {
  streams.add(reply.raw);
  reply.raw.once('close', () => streams.delete(reply.raw));
  done();
};

const app = await buildApp({
  database,
  onRoute: (route) => {
    if (!EVENT_ROUTE.test(route.url)) return;
    const hooks = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), keepStream];
  },
  eventBus,
  jwtSecret: randomBytes(32).toString('base64url'),
  logLevel: process.env.BENCH_LOG_LEVEL ?? false,
  loginRateLimit: false,
  // One cashier starting games as fast as it can is what the per-user limits stop (decision 015).
  rateLimits: false,
  webDist: process.env.BENCH_WEB_DIST,
});
registerBenchRoutes(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(
  `BENCH-READY ${JSON.stringify({ port, agent, cashier, shopId: shop!.id, driver: database.driver })}\n`,
);

async function shutdown(): Promise<void> {
  await app.close();
  await eventBus?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());

function registerBenchRoutes(server: FastifyInstance): void {
  // The live feed's baseline: the same bytes written to the same sockets in a plain loop; with
  // `statements` (a request's captured SQL), committed on the raw driver first, as a draw's are.
  server.post('/__bench/broadcast', async (request) => {
    const { payload, statements } = request.body as {
      payload: string;
      statements?: CapturedStatement[];
    };
    if (statements) await commitRaw(statements);
    for (const stream of streams) stream.write(payload);
    return { streams: streams.size };
  });

  // The phone claims' baseline: one row inserted through the app's own database client.
  server.post('/__bench/write', async (request) => {
    const { card_number: card } = request.body as { card_number: number };
    await database.db.execute(
      sql`insert into bench_writes (card_number, data) values (${card}, ${JSON.stringify({ card_number: card })}::jsonb)`,
    );
    return { ok: true };
  });

  // The server's own CPU time (user + system, microseconds), for a benchmark's cost per event.
  server.get('/__bench/cpu', async () => process.cpuUsage());

  let capture: { stop(): CapturedStatement[] } | undefined;
  server.post('/__bench/capture/start', async () => {
    capture = startSqlCapture(database);
    return { ok: true };
  });
  server.post('/__bench/capture/stop', async () => {
    const statements = capture?.stop() ?? [];
    capture = undefined;
    return { statements };
  });
}

/** Captured statements run again on the raw driver (no drizzle, no app) in one transaction. */
async function commitRaw(statements: readonly CapturedStatement[]): Promise<void> {
  const work = statements.filter((statement) => !/^(begin|commit)$/i.test(statement.text.trim()));
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === 'pglite') {
    await (client as PGlite).transaction(async (tx) => {
      for (const statement of work) await tx.query(statement.text, statement.params);
    });
    return;
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query('begin');
    for (const statement of work) await connection.query(statement.text, statement.params);
    await connection.query('commit');
  } catch (error) {
    await connection.query('rollback');
    throw error;
  } finally {
    connection.release();
  }
}
