import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Migration 0009's triggers notify this channel when a committed change may end or alter a
 * session: a logout, a revoked session, a new password, a deactivation, a renamed or moved user.
 */
export const SESSION_CHANGES_CHANNEL = 'bingo_session_changes';
/** The LISTEN connection's application_name, so operators (and tests) can find it. */
export const SESSION_LISTENER_APPLICATION_NAME = 'bingo-session-changes';

/**
 * Tells an instance that something it may have kept about sessions is out of date, before the
 * transaction that changed it is answered on this instance, and soon after on every other one.
 */
export interface SessionChanges {
  /** Calls `listener` after each such change (and whenever a change may have gone unseen). */
  subscribe(listener: () => void): () => void;
  /** False while a change could go unseen (PostgreSQL: the LISTEN connection is down). */
  live(): boolean;
  close(): Promise<void>;
}

const noop = () => undefined;

function listeners() {
  const set = new Set<() => void>();
  return {
    add(listener: () => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit() {
      for (const listener of set) listener();
    },
  };
}

/** Whether migration 0009's triggers exist: without them nothing would announce a change. */
async function triggersInstalled(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const { rows } = await query(
    "select 1 from pg_trigger where tgname = 'auth_sessions_session_change' and not tgisinternal",
  );
  return rows.length > 0;
}

/**
 * PGlite: one connection in this process. A notification arrives with the answer of the statement
 * that committed it, and its callback runs before the statement's caller resumes.
 */
export async function pgliteSessionChanges(client: PGlite): Promise<SessionChanges> {
  const subscribers = listeners();
  const installed = await triggersInstalled((text) => client.query(text));
  const unlisten = installed
    ? await client.listen(SESSION_CHANGES_CHANNEL, () => subscribers.emit())
    : async () => undefined;
  let closed = false;
  return {
    subscribe: subscribers.add,
    live: () => installed && !closed && !client.closed,
    async close() {
      if (closed) return;
      closed = true;
      subscribers.emit();
      if (!client.closed) await unlisten().catch(noop);
    },
  };
}

/**
 * PostgreSQL, several instances. Every connection of this instance's pool LISTENs too: PostgreSQL
 * delivers a session's own notification before it answers the COMMIT, so a change made through
 * this instance is seen here before its request is answered. A dedicated LISTEN connection
 * (reconnecting with backoff) hears the other instances' changes and changes made by hand; while it
 * is down, `live()` is false and nothing may be trusted.
 */
export async function postgresSessionChanges(
  databaseUrl: string,
  pool: pg.Pool,
  { initialMs = 250, maxMs = 10_000 } = {},
): Promise<SessionChanges> {
  const subscribers = listeners();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === SESSION_CHANGES_CHANNEL) subscribers.emit();
  };
  pool.on('connect', (client) => {
    client.on('notification', onNotification);
    // Queued before anything the pool hands this client out for.
    client.query(`listen ${SESSION_CHANGES_CHANNEL}`).catch(noop);
  });

  let listener: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: SESSION_LISTENER_APPLICATION_NAME,
    });
    client.on('notification', onNotification);
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
      if (!(await triggersInstalled((text) => client.query(text))))
        throw new Error('session change triggers are missing');
      return client;
    } catch (error) {
      client.removeAllListeners();
      client.on('error', noop);
      await client.end().catch(noop);
      throw error;
    }
  }

  function up(client: pg.Client): void {
    if (closed) {
      void client.end().catch(noop);
      return;
    }
    attempt = 0;
    listener = client;
    // Whatever changed while nobody listened is unknown: start afresh.
    subscribers.emit();
  }

  function lost(client: pg.Client): void {
    if (client !== listener) return;
    listener = null;
    client.removeAllListeners('notification');
    client.end().catch(noop);
    subscribers.emit();
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = Math.min(maxMs, initialMs * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(up, () => {
        if (!closed) scheduleReconnect();
      });
    }, delay);
  }

  try {
    up(await connect());
  } catch {
    // The database is away or not migrated: sessions are checked in the database meanwhile.
    scheduleReconnect();
  }

  return {
    subscribe: subscribers.add,
    live: () => listener !== null && !closed,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      subscribers.emit();
      await client?.end().catch(noop);
    },
  };
}
