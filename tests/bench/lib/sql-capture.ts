/**
 * Records the SQL an app request sends to the database (text, parameters, returned id), so a raw
 * client can replay exactly the same statements as a baseline. Bench-only: it wraps the driver's
 * query function while a capture runs.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../../server/db/client';
import { newVerifyToken } from '../../../server/commands/start-game';

export interface CapturedStatement {
  text: string;
  params: unknown[];
  /** A named prepared statement's name (PostgreSQL), so a replay prepares it once per connection as the app does. */
  name?: string;
  /** The `id` the statement returned (INSERT ... RETURNING), replaced in later parameters on replay. */
  returnedId?: string;
}

interface QueryResultLike {
  fields?: { name: string }[];
  rows?: unknown[];
}

function returnedId(result: QueryResultLike | undefined): string | undefined {
  const index = result?.fields?.findIndex((field) => field.name === 'id') ?? -1;
  const row = result?.rows?.[0] as Record<string, unknown> | unknown[] | undefined;
  if (index < 0 || row === undefined) return undefined;
  const value = Array.isArray(row) ? row[index] : row.id;
  return value === undefined || value === null ? undefined : String(value);
}

/** Values as JSON can carry them and PostgreSQL reads them back as the same text. */
function portable(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return value;
}

export function startSqlCapture(database: Database): { stop(): CapturedStatement[] } {
  const statements: CapturedStatement[] = [];
  const record = (
    text: string,
    params: unknown[] | undefined,
    result?: QueryResultLike,
    name?: string,
  ) =>
    statements.push({
      text,
      params: (params ?? []).map(portable),
      returnedId: returnedId(result),
      ...(name ? { name } : {}),
    });

  if (database.driver === 'postgres') {
    // A statement outside a transaction goes through the pool (pool.query, which calls the
    // client's query with a callback); one inside a transaction through its checked-out client.
    const clientQuery = pg.Client.prototype.query;
    const poolQuery = pg.Pool.prototype.query;
    const recording = (original: (...args: unknown[]) => unknown) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      function (this: unknown, ...args: any[]) {
        const call = () => original.apply(this, args);
        // Callback-style calls (the pool's own, LISTEN) are not the app's statements.
        if (args.some((arg) => typeof arg === 'function')) return call();
        const [config, values] = args;
        return (call() as Promise<QueryResultLike>).then((result) => {
          if (typeof config === 'string') record(config, values, result);
          else record(config.text, values ?? config.values, result, config.name);
          return result;
        });
      };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    pg.Client.prototype.query = recording(clientQuery as any) as typeof clientQuery;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    pg.Pool.prototype.query = recording(poolQuery as any) as typeof poolQuery;
    return {
      stop: () => {
        pg.Client.prototype.query = clientQuery;
        pg.Pool.prototype.query = poolQuery;
        return statements;
      },
    };
  }

  const client = (database.db as unknown as { $client: PGlite }).$client;
  const { query, transaction } = client;
  const wrapQuery =
    (target: PGlite | Transaction, original: PGlite['query']) =>
    async (text: string, params?: unknown[], options?: unknown) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const result = await (original as any).call(target, text, params, options);
      record(text, params, result);
      return result;
    };
  client.query = wrapQuery(client, query) as PGlite['query'];
  client.transaction = (async (work: (tx: Transaction) => Promise<unknown>) =>
    transaction.call(client, async (tx) => {
      record('begin', []);
      tx.query = wrapQuery(tx, tx.query) as Transaction['query'];
      const answer = await work(tx);
      record('commit', []);
      return answer;
    })) as PGlite['transaction'];
  return {
    stop: () => {
      client.query = query;
      client.transaction = transaction;
      return statements;
    },
  };
}

const VERIFY_TOKEN = /^[0-9a-f]{16}$/;

/** With BENCH_STATEMENT_TIMES=1: the time each replayed statement took, summed (a profile). */
const statementTimes = process.env.BENCH_STATEMENT_TIMES ? new Map<string, number>() : null;
if (statementTimes)
  process.on('exit', () => {
    const top = [...statementTimes].sort((a, b) => b[1] - a[1]).slice(0, 8);
    for (const [text, ms] of top)
      process.stderr.write(`${ms.toFixed(0).padStart(7)} ms  ${text}\n`);
  });

/**
 * Replays captured statements on a raw client, once: ids returned on capture are replaced by the
 * ids this replay returns, so each replay inserts its own rows; `substitute` replaces other ids
 * the capture used (a shop of its own for each replayed start, as each app start had).
 */
export async function replayStatements(
  statements: readonly CapturedStatement[],
  run: (text: string, params: unknown[]) => Promise<QueryResultLike>,
  substitute: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const ids = new Map<string, string>(substitute);
  for (const statement of statements) {
    const params = statement.params.map((param) => {
      // A game's public verify token is unique: each replay needs its own, as the app makes one.
      if (typeof param === 'string' && VERIFY_TOKEN.test(param)) return newVerifyToken();
      return typeof param === 'string' || typeof param === 'number'
        ? (ids.get(String(param)) ?? param)
        : param;
    });
    const started = performance.now();
    const result = await run(statement.text, params);
    if (statementTimes) {
      const key = statement.text.replace(/\s+/g, ' ').slice(0, 90);
      statementTimes.set(key, (statementTimes.get(key) ?? 0) + performance.now() - started);
    }
    const id = returnedId(result);
    if (statement.returnedId !== undefined && id !== undefined) ids.set(statement.returnedId, id);
  }
}
