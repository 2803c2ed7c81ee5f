import type { SessionUser } from '@core/schemas/auth';
import type { SessionChanges } from '../db/session-changes';

export interface SessionCacheOptions {
  /** How long an answer is kept at most (changes end it sooner). */
  ttlMs: number;
  /** Answers kept at most; the oldest goes first. */
  maxEntries: number;
  clock?: () => number;
}

export const SESSION_CACHE_DEFAULTS: SessionCacheOptions = { ttlMs: 30_000, maxEntries: 10_000 };

interface Entry {
  user: Readonly<SessionUser>;
  expiresAt: number;
}

/**
 * The per-request session check (decision 003) answered from memory: every answer is forgotten at
 * the first change that may end or alter a session, announced by the database (migration 0009's
 * triggers, see server/db/session-changes.ts) before the change is answered on this instance. While
 * the announcements cannot be trusted, every request asks the database, as without the cache.
 */
export function createSessionCache(changes: SessionChanges, options: SessionCacheOptions) {
  const clock = options.clock ?? Date.now;
  const entries = new Map<string, Entry>();
  // Bumped by each change: an answer read before a change must not be kept after it.
  let generation = 0;
  const unsubscribe = changes.subscribe(() => {
    generation += 1;
    entries.clear();
  });

  return {
    /** The session's user, from memory or from `load` (the database). */
    async get(
      userId: number,
      sid: string,
      load: () => Promise<SessionUser | null>,
    ): Promise<Readonly<SessionUser> | null> {
      if (!changes.live()) return load();
      const key = `${userId}:${sid}`;
      const entry = entries.get(key);
      if (entry && entry.expiresAt > clock()) return entry.user;
      if (entry) entries.delete(key);
      const readIn = generation;
      const user = await load();
      if (!user || readIn !== generation || !changes.live()) return user;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const kept = Object.freeze({ ...user });
      entries.set(key, { user: kept, expiresAt: clock() + options.ttlMs });
      return kept;
    },
    get size() {
      return entries.size;
    },
    close: unsubscribe,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
