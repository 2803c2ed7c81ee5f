import type { RouteOptions } from 'fastify';
import type { LoginThrottleSettings } from './auth/login-throttle';
import type { Database } from './db/client';
import type { BatchSlots } from './halls/batch-slots';
import type { UserRateLimits } from './plugins/user-rate-limit';
import type { GameEventBus } from './realtime/game-event-bus';
import type { FairDrawSource } from './commands/fair-draw';

export interface AppConfig {
  database: Database;
  jwtSecret: string;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** Coarse per-IP limit on the login route; false turns it off. */
  loginRateLimit?: { max: number; timeWindowMs: number } | false;
  loginThrottle?: LoginThrottleSettings;
  /** Seconds within which a retried refresh gets the same successor instead of ending the session. */
  refreshReuseGraceSeconds?: number;
  /** The Vite build (dist/); served with an SPA fallback when it holds an index.html. */
  webDist?: string;
  /** false silences logs (tests); otherwise the pino level. */
  logLevel?: string | false;
  /** Where JSON log lines go; stdout by default. */
  logStream?: { write(line: string): void };
  trustProxy?: boolean;
  /** IANA time zone whose local midnight starts "today" in dashboards; UTC by default. */
  timezone?: string;
  /** Carries game events to live streams; one in-process bus by default (PGlite, tests). */
  eventBus?: GameEventBus;
  /** How often an idle live stream sends a heartbeat comment. */
  eventStreamHeartbeatMs?: number;
  /** How often a TV's shop feed reads its shop again (look, jackpots, newest game, revocation). */
  tvFeedCheckMs?: number;
  /** The clock of device presence, in ms (tests let a TV's beats lapse with it). */
  presenceClock?: () => number;
  /** Per-IP limit on pairing a TV by code; false turns it off. */
  tvPairRateLimit?: { max: number; timeWindowMs: number } | false;
  /** The jackpot decision's random source (tests inject one); node:crypto's randomInt by default. */
  jackpotRandomInt?: (maxExclusive: number) => number;
  /** The time reports take as now (daily trends, jackpot dates); the system clock by default. */
  clock?: () => Date;
  /** Per-user limits on write calls (server/plugins/user-rate-limit.ts); false turns them off. */
  rateLimits?: UserRateLimits | false;
  /** The clock of those limits (tests simulate a busy evening with it). */
  rateLimitClock?: () => number;
  /** BINGO_PUBLIC_URL: the address players' phones open (verify links, QR codes); no trailing slash. */
  publicUrl?: string | null;
  /** Enables POST /internal/backup for local commands holding this token (main.ts sets it). */
  controlToken?: string;
  /**
   * Hall mode (decision 038): this server is a hall paired to central; `online` says whether its
   * sync worker reached central in its last round. Absent: central or stand-alone.
   */
  hall?: { online: () => boolean };
  /**
   * Central: the halls' outbox batches this instance applies at once (decision 040); one more
   * answers 429 `central_busy`. DEFAULTS.hallBatchesAtOnce slots by default.
   */
  hallBatchSlots?: BatchSlots;
  /**
   * The public randomness a draw waits for (decision 054): a drand chain over HTTP, its clock and
   * the wait before a draw goes offline. No beacon (the default here; main.ts reads
   * BINGO_BEACON_URL): every draw is an offline draw, labelled as one.
   */
  fairDraw?: Partial<FairDrawSource>;
  /** Sees every route as it is registered (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

export const DEFAULTS = {
  accessTtlSeconds: 60 * 60,
  refreshTtlSeconds: 7 * 24 * 60 * 60,
  loginRateLimit: { max: 100, timeWindowMs: 60_000 },
  loginThrottle: {
    perClient: { maxFailures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
    perUser: { maxFailures: 100, windowSeconds: 60 * 60, lockSeconds: 60 * 60 },
  },
  refreshReuseGraceSeconds: 30,
  // A till draws every few seconds and clicks in bursts; a runaway script is held to a few a second.
  rateLimits: {
    game: { burst: 60, perSecond: 2 },
    writes: { burst: 60, perSecond: 1 },
  },
  timezone: 'UTC',
  // A quicknet round comes every 3 s; one later than this is not coming soon (a cut link).
  beaconWaitMs: 10_000,
  eventStreamHeartbeatMs: 15_000,
  tvFeedCheckMs: 5_000,
  // A code has 31^6 values and lives 10 minutes: 10 tries a minute per client cannot find one.
  tvPairRateLimit: { max: 10, timeWindowMs: 60_000 },
  // About 0.3 s of central's time each (decision 040): 4 keep an instance's pool of 10 for the rest.
  hallBatchesAtOnce: 4,
} as const;
