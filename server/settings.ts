import { fileURLToPath } from 'node:url';
import { isValidTimeZone } from '@core/time/start-of-day';
import { DEFAULTS } from './config';

/** Everything main.ts and the CLI commands read from the environment. */
export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  /** BINGO_TIMEZONE: the IANA zone whose local midnight starts "today". */
  timezone: string;
  /** BINGO_DRAIN_DELAY_MS: after SIGTERM, how long requests are still served while not ready. */
  drainDelayMs: number;
  /** BINGO_SHUTDOWN_TIMEOUT_MS: the longest wait for in-flight requests before exiting anyway. */
  shutdownTimeoutMs: number;
  /** BINGO_RATE_LIMITS=off: no per-user write limits (test rigs that script the API at full speed). */
  rateLimits: boolean;
  /** BINGO_PUBLIC_URL: the hall's address as players' phones reach it; null: each page's origin. */
  publicUrl: string | null;
  /** BINGO_CENTRAL_URL: this server is a hall of that central server (decision 038); null: not. */
  centralUrl: string | null;
  /** BINGO_HALL_BATCHES_AT_ONCE: central applies at most this many hall outbox batches at once. */
  hallBatchesAtOnce: number;
  /**
   * BINGO_BEACON_URL: a drand HTTP relay whose quicknet rounds each draw waits for (decision 054);
   * drand's own by default; `off`: every draw is an offline draw, labelled as one.
   */
  beaconUrl: string | null;
}

export const DRAND_RELAY = 'https://api.drand.sh';

function httpUrlFrom(name: string, raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) address, got ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) address, got ${raw}`);
  return raw.replace(/\/+$/, '');
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 600_000)
    throw new Error(`${name} must be a number of milliseconds (0 to 600000), got ${raw}`);
  return value;
}

function batchesAtOnce(raw: string | undefined): number {
  if (!raw) return DEFAULTS.hallBatchesAtOnce;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 100)
    throw new Error(`BINGO_HALL_BATCHES_AT_ONCE must be a whole number from 1 to 100, got ${raw}`);
  return value;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const timezone = env.BINGO_TIMEZONE || 'UTC';
  if (!isValidTimeZone(timezone))
    throw new Error(`BINGO_TIMEZONE must be an IANA time zone name, got ${timezone}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.BINGO_DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.BINGO_ADMIN_USERNAME || 'admin',
    adminPassword: env.BINGO_ADMIN_PASSWORD || undefined,
    jwtSecret: env.BINGO_JWT_SECRET || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.BINGO_WEB_DIST || fileURLToPath(new URL('../dist', import.meta.url)),
    trustProxy: env.BINGO_TRUST_PROXY === 'true',
    timezone,
    drainDelayMs: milliseconds(env, 'BINGO_DRAIN_DELAY_MS', 3_000),
    shutdownTimeoutMs: milliseconds(env, 'BINGO_SHUTDOWN_TIMEOUT_MS', 20_000),
    rateLimits: env.BINGO_RATE_LIMITS !== 'off',
    publicUrl: httpUrlFrom('BINGO_PUBLIC_URL', env.BINGO_PUBLIC_URL),
    centralUrl: httpUrlFrom('BINGO_CENTRAL_URL', env.BINGO_CENTRAL_URL),
    hallBatchesAtOnce: batchesAtOnce(env.BINGO_HALL_BATCHES_AT_ONCE),
    beaconUrl:
      env.BINGO_BEACON_URL === 'off'
        ? null
        : (httpUrlFrom('BINGO_BEACON_URL', env.BINGO_BEACON_URL) ?? DRAND_RELAY),
  };
}
