import { fileURLToPath } from 'node:url';
import { isValidTimeZone } from '@core/time/start-of-day';

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
  };
}
