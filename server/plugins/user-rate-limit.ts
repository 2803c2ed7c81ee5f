import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http-error';

/** A token bucket: `burst` calls at once, refilled at `perSecond`. */
export interface BucketSettings {
  burst: number;
  perSecond: number;
}

export interface UserRateLimits {
  /** Game control and starting or recording games: draws, marks, pause, check... */
  game: BucketSettings;
  /** Every other write: money moves, staff, shops, jackpots. */
  writes: BucketSettings;
}

type Group = keyof UserRateLimits;

/**
 * Which bucket a route draws from, by method and path, so a route added later is limited without
 * a line of its own. Reads are not limited per user; sign-in has its own throttle.
 */
export function rateLimitGroup(method: string, url: string): Group | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (!url.startsWith('/api/v1/') || url.startsWith('/api/v1/auth/')) return null;
  if (url.startsWith('/api/v1/games/') || url === '/api/v1/cashiers/play_game/') return 'game';
  return 'writes';
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Per-user limits on write calls, in this process's memory (each instance counts its own: with N
 * instances a user may do N times as much, still far from a runaway script's pace).
 */
export function registerUserRateLimits(
  app: FastifyInstance,
  limits: UserRateLimits,
  now: () => number = Date.now,
): void {
  const buckets = new Map<string, Bucket>();

  const sweep = setInterval(() => {
    // A bucket that has refilled holds nothing worth keeping.
    for (const [key, bucket] of buckets) {
      const group = key.slice(0, key.indexOf(':')) as Group;
      const full = bucket.tokens + ((now() - bucket.at) / 1000) * limits[group].perSecond;
      if (full >= limits[group].burst) buckets.delete(key);
    }
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  function limiter(group: Group) {
    const { burst, perSecond } = limits[group];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const user = request.sessionUser;
      if (!user) return;
      const key = `${group}:${user.id}`;
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return;
      }
      reply.header('Retry-After', String(Math.ceil((1 - bucket.tokens) / perSecond)));
      throw new HttpError(429, 'too_many_requests');
    };
  }

  const byGroup = { game: limiter('game'), writes: limiter('writes') };
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const group = methods.map((m) => rateLimitGroup(m, route.url)).find(Boolean);
    if (!group) return;
    // After the route's own hooks: the caller is known by then (authentication runs first).
    route.preHandler = [...[route.preHandler ?? []].flat(), byGroup[group]];
  });
}
