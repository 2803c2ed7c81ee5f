import { httpBeacon } from './beacon/beacon-client';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { ensureAdmin } from './commands/ensure-admin';
import { openDatabase, type Database } from './db/client';
import { localUrl, newControlToken, writeControlFile } from './db/control-file';
import { NEW_DATABASE_TEMPLATE } from './db/new-database-template';
import { createBatchSlots } from './halls/batch-slots';
import { readHallLink } from './halls/hall-allowance';
import { startSyncWorker, type SyncWorker } from './halls/hall-sync';
import { assertOutboxKeyFits, readOutboxKey } from './halls/outbox-key';
import type { GameEventBus } from './realtime/game-event-bus';
import { createPgGameEventBus } from './realtime/pg-game-event-bus';
import { describeError } from './safe-error';
import { settingsFromEnv, type ServerSettings } from './settings';

let settings: ServerSettings | undefined;
let database: Database | undefined;
let eventBus: GameEventBus | undefined;
let app: FastifyInstance | undefined;
let removeControlFile = () => {};
let syncWorker: SyncWorker | undefined;
let stopping = false;

/**
 * SIGTERM (an orchestrator, `docker stop`): readiness fails at once so the load balancer stops
 * sending, requests keep being served for the drain delay, then the server stops accepting,
 * finishes what is in flight and ends live streams. SIGINT (Ctrl-C) skips the delay.
 */
async function shutdown(signal: 'SIGTERM' | 'SIGINT'): Promise<void> {
  if (stopping) return;
  stopping = true;
  const delayMs = signal === 'SIGTERM' ? (settings?.drainDelayMs ?? 0) : 0;
  const timeoutMs = settings?.shutdownTimeoutMs ?? 20_000;
  setTimeout(() => {
    process.stderr.write(`Shutdown took longer than ${timeoutMs} ms: stopping now\n`);
    process.exit(1);
  }, delayMs + timeoutMs).unref();
  app?.beginDrain();
  app?.log.info({ signal, drainDelayMs: delayMs }, 'shutting down: not ready, draining');
  try {
    await sleep(delayMs);
    await app?.close();
    await syncWorker?.stop();
    removeControlFile();
    await eventBus?.close();
    await database?.close();
    process.exit(0);
  } catch (error) {
    process.stderr.write(`Shutdown failed: ${describeError(error)}\n`);
    process.exit(1);
  }
}

// Installed first: a signal during start-up must still close the embedded database cleanly.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

async function main(): Promise<void> {
  settings = settingsFromEnv();
  const outboxKey = settings.centralUrl ? readOutboxKey(settings.dataDir) : null;
  // Several instances may share PostgreSQL: live events go through LISTEN/NOTIFY, on a connection
  // that opens while the database is checked. PGlite is one process: buildApp's in-process bus.
  const busOpening = settings.databaseUrl ? openEventBus(settings.databaseUrl) : undefined;
  // Kept as soon as it opens, so a start that fails meanwhile still closes it.
  busOpening?.then((bus) => (eventBus = bus)).catch(() => undefined);
  database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    newDatabaseTemplate: NEW_DATABASE_TEMPLATE,
    ...(outboxKey && { hallOutboxKey: outboxKey }),
  });
  // A hall's staff come from central (decision 038): no admin of its own.
  const hall = settings.centralUrl ? await readHallLink(database.db) : null;
  if (settings.centralUrl && !hall)
    throw new Error(
      'BINGO_CENTRAL_URL is set but this hall is not paired: run `npm run hall:pair -- <code>` first',
    );
  if (hall) assertOutboxKeyFits(hall, outboxKey, settings.dataDir);
  if (!hall)
    await ensureAdmin(database.db, {
      username: settings.adminUsername,
      password: settings.adminPassword,
    });
  if (hall)
    syncWorker = startSyncWorker(database.db, {
      log: (message) => app?.log.info(message),
    });
  eventBus = await busOpening;
  // `npm run backup` reaches a running embedded database through this token (control-file.ts).
  const controlToken = database.backup ? newControlToken() : undefined;
  const jwtSecret = await resolveJwtSecret(database.db, settings.jwtSecret);
  app = await buildApp({
    database,
    eventBus,
    jwtSecret,
    webDist: settings.webDist,
    logLevel: settings.logLevel,
    trustProxy: settings.trustProxy,
    timezone: settings.timezone,
    publicUrl: settings.publicUrl,
    controlToken,
    hallBatchSlots: createBatchSlots(settings.hallBatchesAtOnce),
    fairDraw: { beacon: settings.beaconUrl === null ? null : httpBeacon(settings.beaconUrl) },
    ...(syncWorker && { hall: { online: syncWorker.online } }),
    ...(settings.rateLimits ? {} : { rateLimits: false as const }),
  });
  if (stopping) return;
  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  if (controlToken && address && typeof address === 'object')
    removeControlFile = writeControlFile(settings.dataDir, {
      pid: process.pid,
      url: localUrl(settings.host, address.port),
      token: controlToken,
    });
}

function openEventBus(databaseUrl: string): Promise<GameEventBus> {
  return createPgGameEventBus(databaseUrl, {
    logger: {
      info: (details, message) => app?.log.info(details, message),
      warn: (details, message) => app?.log.warn(details, message),
    },
  });
}

main().catch(async (error: unknown) => {
  process.stderr.write(`Bingo Hall failed to start: ${describeError(error)}\n`);
  await eventBus?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  process.exit(1);
});
