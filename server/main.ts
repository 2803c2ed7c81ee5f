import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { ensureAdmin } from './commands/ensure-admin';
import { openDatabase, type Database } from './db/client';
import type { GameEventBus } from './realtime/game-event-bus';
import { createPgGameEventBus } from './realtime/pg-game-event-bus';
import { describeError } from './safe-error';
import { settingsFromEnv } from './settings';

let database: Database | undefined;
let eventBus: GameEventBus | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app?.log.info({ signal }, 'shutting down');
  try {
    // Stops accepting connections and waits for in-flight requests.
    await app?.close();
    await eventBus?.close();
    await database?.close();
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      `Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}

// Installed first: a signal during start-up must still close the embedded database cleanly.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

async function main(): Promise<void> {
  const settings = settingsFromEnv();
  database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  await ensureAdmin(database.db, {
    username: settings.adminUsername,
    password: settings.adminPassword,
  });
  // Several instances may share PostgreSQL: live events go through LISTEN/NOTIFY. PGlite is one
  // process, so buildApp's in-process bus serves it.
  if (settings.databaseUrl)
    eventBus = await createPgGameEventBus(settings.databaseUrl, {
      logger: {
        info: (details, message) => app?.log.info(details, message),
        warn: (details, message) => app?.log.warn(details, message),
      },
    });
  app = await buildApp({
    database,
    eventBus,
    jwtSecret: await resolveJwtSecret(database.db, settings.jwtSecret),
    webDist: settings.webDist,
    logLevel: settings.logLevel,
    trustProxy: settings.trustProxy,
    timezone: settings.timezone,
  });
  if (stopping) return;
  await app.listen({ port: settings.port, host: settings.host });
}

main().catch(async (error: unknown) => {
  process.stderr.write(`Bingo Hall failed to start: ${describeError(error)}\n`);
  await eventBus?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
});
