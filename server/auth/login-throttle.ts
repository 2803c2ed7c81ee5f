import { and, eq, sql } from 'drizzle-orm';
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

  /** Counts one attempt on one row in one statement; true when the row is (now) locked. */
  async function countAttempt(username: string, client: string, limit: ThrottleLimit) {
    // A lock that has run out starts a new window too.
    const windowExpired = sql`(t.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
      or coalesce(t.locked_until <= now(), false))`;
    const locked = sql`coalesce(t.locked_until > now(), false)`;
    const counted = sql`(case when ${windowExpired} then 1 else t.consecutive_failures + 1 end)`;
    const [row] = await queryRows<{ locked: boolean }>(
      db,
      sql`insert into login_throttle as t (username, client, consecutive_failures, window_started_at)
          values (${username}, ${client}, 1, now())
          on conflict (username, client) do update set
            consecutive_failures = case when ${locked} then t.consecutive_failures else ${counted} end,
            window_started_at =
              case when not ${locked} and ${windowExpired} then now() else t.window_started_at end,
            locked_until = case
              when ${locked} then t.locked_until
              when ${counted} > ${limit.maxFailures}
                then now() + make_interval(secs => ${limit.lockSeconds})
              else null end
          returning coalesce(locked_until > now(), false) as locked`,
    );
    return row?.locked ?? true;
  }

  return {
    /**
     * Counts one attempt before anything is verified, each count one statement: concurrent attempts
     * each see the count the others left, so a burst cannot check more passwords than the limit.
     * A client already refused is not counted on the username, so one stranger cannot lock the
     * user out. Returns false when the attempt must be refused (429).
     */
    async reserveAttempt(username: string, client: string): Promise<boolean> {
      await purgeOldRows();
      if (await countAttempt(key(username), client, settings.perClient)) return false;
      return !(await countAttempt(key(username), EVERY_CLIENT, settings.perUser));
    },

    /** A successful sign-in: this client starts afresh; the backstop forgets this one attempt. */
    async recordSuccess(username: string, client: string): Promise<void> {
      const notLocked = sql`coalesce(${loginThrottle.lockedUntil} <= now(), true)`;
      await db
        .delete(loginThrottle)
        .where(
          and(
            eq(loginThrottle.username, key(username)),
            eq(loginThrottle.client, client),
            notLocked,
          ),
        );
      await db
        .update(loginThrottle)
        .set({ consecutiveFailures: sql`greatest(${loginThrottle.consecutiveFailures} - 1, 0)` })
        .where(
          and(
            eq(loginThrottle.username, key(username)),
            eq(loginThrottle.client, EVERY_CLIENT),
            notLocked,
          ),
        );
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
