import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottle } from '../db/schema';

export interface LoginThrottleSettings {
  /** Failures allowed in a row; the next one locks the username. */
  maxConsecutiveFailures: number;
  lockSeconds: number;
}

// Kept in the database so every instance behind a load balancer sees the same count.
export function createLoginThrottle(db: Db, settings: LoginThrottleSettings) {
  const key = (username: string) => username.toLowerCase();

  return {
    async isLocked(username: string): Promise<boolean> {
      const [row] = await db
        .select({ lockedUntil: loginThrottle.lockedUntil })
        .from(loginThrottle)
        .where(eq(loginThrottle.username, key(username)));
      return Boolean(row?.lockedUntil && row.lockedUntil.getTime() > Date.now());
    },

    /** Counts a failure; returns true when this failure locks the username. */
    async recordFailure(username: string): Promise<boolean> {
      const [row] = await db
        .insert(loginThrottle)
        .values({ username: key(username), consecutiveFailures: 1 })
        .onConflictDoUpdate({
          target: loginThrottle.username,
          set: { consecutiveFailures: sql`${loginThrottle.consecutiveFailures} + 1` },
        })
        .returning({ failures: loginThrottle.consecutiveFailures });
      if (!row || row.failures <= settings.maxConsecutiveFailures) return false;
      await db
        .update(loginThrottle)
        .set({
          consecutiveFailures: 0,
          lockedUntil: new Date(Date.now() + settings.lockSeconds * 1000),
        })
        .where(eq(loginThrottle.username, key(username)));
      return true;
    },

    async recordSuccess(username: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.username, key(username)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
