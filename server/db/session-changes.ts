import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { openListenClient } from './listen-client';

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
 * What each connection of an instance's pool runs before the pool hands it out (pg.Pool's
 * `onConnect`): LISTEN, awaited, so it never runs beside the first query the connection was
 * opened for (pg: "client.query() when the client is already executing a query").
 */
export function poolSessionListening() {
  const heard = listeners();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === SESSION_CHANGES_CHANNEL) heard.emit();
  };
  return {
    heard,
    async onConnect(client: pg.ClientBase): Promise<void> {
      client.on('notification', onNotification);
      await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    },
  };
}

/**
 * PostgreSQL, several instances. Every connection of this instance's pool LISTENs too
 * (poolSessionListening): PostgreSQL delivers a session's own notification before it answers the
 * COMMIT, so a change made through this instance is seen here before its request is answered. A
 * dedicated LISTEN connection (reconnecting with backoff) hears the other instances' changes and
 * changes made by hand; while it is down, `live()` is false and nothing may be trusted.
 */
export async function postgresSessionChanges(
  databaseUrl: string,
  pooled: ReturnType<typeof poolSessionListening>,
  { initialMs = 250, maxMs = 10_000 } = {},
): Promise<SessionChanges> {
  const subscribers = pooled.heard;

  const listening = await openListenClient({
    databaseUrl,
    channel: SESSION_CHANGES_CHANNEL,
    applicationName: SESSION_LISTENER_APPLICATION_NAME,
    reconnect: { initialMs, maxMs },
    // The database may be away or not migrated: sessions are checked in the database meanwhile.
    firstConnection: 'retried',
    onNotification: () => subscribers.emit(),
    async verify(client) {
      if (!(await triggersInstalled((text) => client.query(text))))
        throw new Error('session change triggers are missing');
    },
    // Whatever changed while nobody listened is unknown: start afresh.
    onConnected: () => subscribers.emit(),
    onLost: () => subscribers.emit(),
  });
  let closed = false;

  return {
    subscribe: subscribers.add,
    live: () => listening.live() && !closed,
    async close() {
      if (closed) return;
      closed = true;
      subscribers.emit();
      await listening.close();
    },
  };
}
