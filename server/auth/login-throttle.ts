import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { loginThrottle } from '../db/schema';

export interface ThrottleLimit {
  /** Attempts counted within the window; the next one locks. */
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

export interface LoginThrottleSettings {
  /** Per username and client address: what a stranger can spend on someone else's account. */
  perClient: ThrottleLimit;
  /** Per username, all clients together: the backstop against guessing from many addresses. */
  perUser: ThrottleLimit;
}

/** The per-user backstop row has no client. */
const EVERY_CLIENT = '';
const PURGE_EVERY_MS = 10 * 60_000;

// Kept in the database so every instance behind a load balancer sees the same count.
export function createLoginThrottle(db: Db, settings: LoginThrottleSettings) {
  const key = (username: string) => username.toLowerCase();
  let lastPurge = 0;

  async function purgeOldRows(): Promise<void> {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    const keep = Math.max(settings.perUser.windowSeconds, settings.perUser.lockSeconds);
    await db.delete(loginThrottle).where(
      sql`greatest(${loginThrottle.windowStartedAt}, coalesce(${loginThrottle.lockedUntil}, ${loginThrottle.windowStartedAt}))
            < now() - make_interval(secs => ${keep})`,
    );
  }

  /**
   * Counts one attempt on one row; the row is (now) locked when `locked`. `source` is the row to
   * insert when there is none yet: a VALUES list, or a SELECT that may give no row.
   */
  function countAttempt(source: SQL, limit: ThrottleLimit): SQL {
    // A lock that has run out starts a new window too.
    const windowExpired = sql`(t.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
      or coalesce(t.locked_until <= now(), false))`;
    const locked = sql`coalesce(t.locked_until > now(), false)`;
    const counted = sql`(case when ${windowExpired} then 1 else t.consecutive_failures + 1 end)`;
    return sql`insert into login_throttle as t (username, client, consecutive_failures, window_started_at)
          ${source}
          on conflict (username, client) do update set
            consecutive_failures = case when ${locked} then t.consecutive_failures else ${counted} end,
            window_started_at =
              case when not ${locked} and ${windowExpired} then now() else t.window_started_at end,
            locked_until = case
              when ${locked} then t.locked_until
              when ${counted} > ${limit.maxFailures}
                then now() + make_interval(secs => ${limit.lockSeconds})
              else null end
          returning coalesce(locked_until > now(), false) as locked`;
  }

  /**
   * A successful sign-in's reset, as items of a WITH (`throttle_client`, `throttle_user`) that
   * commit with the statement they join: this client starts afresh; the backstop forgets this
   * one attempt. The username's row is updated only once the client's is deleted (its filter
   * reads the delete's result), the order reserveAttempt takes them in: taken in either order,
   * two sign-ins of one user at once deadlocked on PostgreSQL.
   */
  function successReset(username: string, client: string): SQL {
    const user = key(username);
    return sql`throttle_client as (
        delete from login_throttle
        where username = ${user} and client = ${client}
          and coalesce(locked_until <= now(), true)
        returning 1),
      throttle_user as (
        update login_throttle set consecutive_failures = greatest(consecutive_failures - 1, 0)
        where username = ${user} and client = ${EVERY_CLIENT}
          and coalesce(locked_until <= now(), true)
          and (select count(*) from throttle_client) >= 0
        returning 1)`;
  }

  return {
    successReset,

    /**
     * Counts one attempt before anything is verified, each count one statement: concurrent attempts
     * each see the count the others left, so a burst cannot check more passwords than the limit.
     * A client already refused is not counted on the username, so one stranger cannot lock the
     * user out. Returns false when the attempt must be refused (429).
     */
    async reserveAttempt(username: string, client: string): Promise<boolean> {
      await purgeOldRows();
      const user = key(username);
      // Both counts in one statement (one commit: a login's writes are most of its database
      // time); the username's row is counted only when the client's is not locked.
      const perClient = countAttempt(
        sql`values (${user}, ${client}, 1, now())`,
        settings.perClient,
      );
      const perUser = countAttempt(
        sql`select ${user}, ${EVERY_CLIENT}, 1, now() where not (select locked from per_client)`,
        settings.perUser,
      );
      const [row] = await queryRows<{ client_locked: boolean; user_locked: boolean | null }>(
        db,
        sql`with per_client as (${perClient}), per_user as (${perUser})
            select (select locked from per_client) as client_locked,
                   (select locked from per_user) as user_locked`,
      );
      return !!row && !row.client_locked && row.user_locked === false;
    },

    /** The reset of successReset on its own (a password confirmed outside a sign-in). */
    async recordSuccess(username: string, client: string): Promise<void> {
      await db.execute(sql`with ${successReset(username, client)} select 1`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
