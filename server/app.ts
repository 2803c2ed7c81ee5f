import { beaconWatch } from './commands/beacon-watch';
import { randomInt } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERROR_MESSAGES } from '@core/api-errors';
import { createLoginThrottle } from './auth/login-throttle';
import { createTokenService } from './auth/tokens';
import { DEFAULTS, type AppConfig } from './config';
import { HttpError } from './http-error';
import { statementRoutes } from './routes/statements/statement-routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { inputRuleValidatorCompiler } from './plugins/input-rule';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUserRateLimits } from './plugins/user-rate-limit';
import { registerVoices, voicesDirFromEnv } from './plugins/voices';
import { registerWebStatic, webDistAvailable, webPages } from './plugins/web-static';
import { adminRoutes } from './routes/admin/admin-routes';
import { feeRuleRoutes } from './routes/admin/fee-rules-routes';
import { agentRoutes } from './routes/agents/agent-routes';
import { agentFeeRoutes } from './routes/agents/fee-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { twoFactorAdminRoutes } from './routes/auth/two-factor-admin-routes';
import { twoFactorRoutes } from './routes/auth/two-factor-routes';
import { cardRoutes } from './routes/cards/card-routes';
import { gameCardRoutes } from './routes/cards/game-card-routes';
import { cashierRoutes } from './routes/cashiers/cashier-routes';
import { reportRoutes } from './routes/reports/report-routes';
import { gameEventRoutes } from './routes/game-events/game-events-routes';
import { publicGameEventRoutes } from './routes/game-events/public-game-events-routes';
import { gameRoutes } from './routes/games/game-routes';
import { startPreviewRoute } from './routes/games/start-preview-route';
import { playGameRoute } from './routes/games/play-game-route';
import { healthRoutes } from './routes/health/health-routes';
import { internalBackupRoute } from './routes/internal/backup-route';
import { jackpotPayoutRoutes } from './routes/jackpots/jackpot-payout-routes';
import { jackpotRoutes } from './routes/jackpots/jackpot-routes';
import { publicConfigRoutes } from './routes/public/config-routes';
import { nextDrawRoutes } from './routes/public/next-draw-routes';
import { verifyRoutes } from './routes/public/verify-routes';
import { playerCardRoutes } from './routes/public/player-card-routes';
import { platformSettingsRoutes } from './routes/admin/settings-routes';
import { shopRoutes } from './routes/shops/shop-routes';
import { shiftRoutes } from './routes/shifts/shift-routes';
import { gameSettingsRoutes } from './routes/shops/game-settings-routes';
import { shopPatternRoutes } from './routes/shops/shop-pattern-routes';
import { shopLimitsRoutes } from './routes/shops/shop-limits-routes';
import { cardLinkRoutes } from './routes/shops/card-link-routes';
import { tvRoutes } from './routes/displays/tv-routes';
import { tvWatchRoutes } from './routes/displays/tv-watch-routes';
import { createDevicePresence } from './realtime/device-presence';
import { hallRoutes } from './routes/halls/hall-routes';
import { hallSyncRoutes } from './routes/halls/hall-sync-routes';
import { createBatchSlots } from './halls/batch-slots';
import { registerHallModeGuard } from './halls/hall-mode-guard';
import { createLocalGameEventBus } from './realtime/game-event-bus';
import { redactQueryToken } from './realtime/redact-query-token';
import { safeError } from './safe-error';

// Never let credentials reach the logs, whatever a serializer or a handler decides to log.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body.password',
  'body.refresh',
  '*.password',
  '*.refresh',
  '*.access',
];

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness answers 503 from now on; requests are still served until close(). */
    beginDrain(): void;
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : {
            level: config.logLevel ?? 'info',
            redact: REDACT,
            // Errors are logged without the values bound to a failed query (server/safe-error.ts).
            serializers: { req: redactQueryToken, err: safeError },
            ...(config.logStream ? { stream: config.logStream } : {}),
          },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.onRoute) app.addHook('onRoute', config.onRoute);
  app.setValidatorCompiler(inputRuleValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const db = config.database.db;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTtlSeconds ?? DEFAULTS.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds ?? DEFAULTS.refreshTtlSeconds,
  });
  const throttle = createLoginThrottle(db, config.loginThrottle ?? DEFAULTS.loginThrottle);

  // The bus a caller passes (PostgreSQL's, from main.ts) is closed by the caller.
  const gameEvents = config.eventBus ?? createLocalGameEventBus();
  app.decorate('gameEvents', gameEvents);
  if (!config.eventBus) app.addHook('onClose', () => gameEvents.close());

  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'too_many_requests'),
  });
  await registerOpenApi(app);
  registerAuth(app, { db, tokens, sessionChanges: config.database.sessionChanges });
  if (config.hall) registerHallModeGuard(app);
  const rateLimits = config.rateLimits ?? DEFAULTS.rateLimits;
  if (rateLimits) registerUserRateLimits(app, rateLimits, config.rateLimitClock);

  // Shutdown: readiness fails first (main.ts), so a load balancer stops sending before the close.
  let draining = false;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  await app.register(healthRoutes, { database: config.database, isDraining: () => draining });
  if (config.controlToken)
    await app.register(internalBackupRoute, {
      database: config.database,
      controlToken: config.controlToken,
    });
  const authDeps = {
    db,
    tokens,
    throttle,
    refreshReuseGraceSeconds: config.refreshReuseGraceSeconds ?? DEFAULTS.refreshReuseGraceSeconds,
  };
  await app.register(authRoutes, {
    prefix: '/api/v1/auth',
    ...authDeps,
    loginRateLimit: config.loginRateLimit ?? DEFAULTS.loginRateLimit,
  });
  await app.register(twoFactorRoutes, {
    prefix: '/api/v1/auth',
    ...authDeps,
    loginRateLimit: config.loginRateLimit ?? DEFAULTS.loginRateLimit,
  });
  await app.register(twoFactorAdminRoutes, { prefix: '/api/v1/admin', db });
  const timezone = config.timezone ?? DEFAULTS.timezone;
  await app.register(adminRoutes, { prefix: '/api/v1/admin', db, timezone });
  await app.register(feeRuleRoutes, { prefix: '/api/v1/admin', db });
  await app.register(agentRoutes, { prefix: '/api/v1/agents', db, timezone });
  await app.register(agentFeeRoutes, { prefix: '/api/v1/agents', db });
  await app.register(cashierRoutes, { prefix: '/api/v1/cashiers', db, timezone });
  await app.register(shopRoutes, { prefix: '/api/v1/shops', db });
  await app.register(shiftRoutes, { prefix: '/api/v1', db, timezone });
  await app.register(gameSettingsRoutes, { prefix: '/api/v1/shops', db });
  await app.register(shopPatternRoutes, { prefix: '/api/v1/shops', db });
  await app.register(shopLimitsRoutes, { prefix: '/api/v1/shops', db });
  await app.register(cardLinkRoutes, { prefix: '/api/v1/shops', db });
  await app.register(cardRoutes, { prefix: '/api/v1/shops', db });
  await app.register(gameCardRoutes, { prefix: '/api/v1/games', db });
  await app.register(reportRoutes, {
    prefix: '/api/v1/reports',
    db,
    timezone,
    clock: config.clock ?? (() => new Date()),
  });
  await app.register(statementRoutes, {
    prefix: '/api/v1/statements',
    db,
    timezone,
    clock: config.clock ?? (() => new Date()),
  });
  const fairDraw = beaconWatch(
    db,
    gameEvents,
    {
      beacon: config.fairDraw?.beacon ?? null,
      clock: config.fairDraw?.clock ?? Date.now,
      waitMs: config.fairDraw?.waitMs ?? DEFAULTS.beaconWaitMs,
      // A hall cut off from central is most likely cut off from the relay too (decision 054).
      reachable: config.fairDraw?.reachable ?? config.hall?.online,
    },
    app.log,
  );
  app.addHook('onClose', () => fairDraw.close());
  const gameDeps = {
    db,
    hallMode: config.hall !== undefined,
    bus: gameEvents,
    timezone,
    jackpotRandomInt: config.jackpotRandomInt ?? ((max: number) => randomInt(max)),
    fairDraw,
  };
  // SPEC's URL for starting a game and recording its win sits under cashiers; the code is a game's.
  await app.register(playGameRoute, { prefix: '/api/v1/cashiers', ...gameDeps });
  await app.register(startPreviewRoute, { prefix: '/api/v1/cashiers', ...gameDeps });
  await app.register(gameRoutes, { prefix: '/api/v1/games', ...gameDeps });
  await app.register(verifyRoutes, { prefix: '/api/v1/public', db });
  await app.register(nextDrawRoutes, { prefix: '/api/v1/public', db });
  await app.register(playerCardRoutes, {
    prefix: '/api/v1/public',
    db,
    bus: gameEvents,
    clock: config.clock ?? (() => new Date()),
  });
  await app.register(publicConfigRoutes, {
    prefix: '/api/v1/public',
    db,
    publicUrl: config.publicUrl ?? null,
  });
  await app.register(platformSettingsRoutes, { prefix: '/api/v1/admin', db });
  await app.register(jackpotRoutes, { prefix: '/api/v1/agents', ...gameDeps });
  await app.register(jackpotPayoutRoutes, { prefix: '/api/v1/agents', db });
  await app.register(gameEventRoutes, {
    prefix: '/api/v1/games',
    db,
    bus: gameEvents,
    heartbeatMs: config.eventStreamHeartbeatMs ?? DEFAULTS.eventStreamHeartbeatMs,
  });
  // Which TVs and phones hear each shop's games, in this process (decision 053).
  const presence = createDevicePresence(config.presenceClock);
  await app.register(publicGameEventRoutes, {
    prefix: '/api/v1/public',
    db,
    presence,
    bus: gameEvents,
    heartbeatMs: config.eventStreamHeartbeatMs ?? DEFAULTS.eventStreamHeartbeatMs,
  });
  const clock = config.clock ?? (() => new Date());
  await app.register(tvRoutes, { prefix: '/api/v1/displays', db, clock, presence });
  await app.register(hallRoutes, {
    prefix: '/api/v1',
    db,
    clock,
    online: config.hall?.online ?? (() => true),
  });
  await app.register(hallSyncRoutes, {
    prefix: '/api/v1/hall_sync',
    db,
    clock,
    pairRateLimit: config.tvPairRateLimit ?? DEFAULTS.tvPairRateLimit,
    batchSlots: config.hallBatchSlots ?? createBatchSlots(DEFAULTS.hallBatchesAtOnce),
  });
  await app.register(tvWatchRoutes, {
    prefix: '/api/v1/displays',
    db,
    bus: gameEvents,
    heartbeatMs: config.eventStreamHeartbeatMs ?? DEFAULTS.eventStreamHeartbeatMs,
    checkMs: config.tvFeedCheckMs ?? DEFAULTS.tvFeedCheckMs,
    pairRateLimit: config.tvPairRateLimit ?? DEFAULTS.tvPairRateLimit,
    clock,
    presence,
  });

  const serveWeb = webDistAvailable(config.webDist);
  if (serveWeb) await registerWebStatic(app, config.webDist as string);
  if (serveWeb)
    await registerVoices(app, { webDist: config.webDist as string, voicesDir: voicesDirFromEnv() });

  const pageFor = webPages(config.webDist ?? '');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isSpaRoute =
      !isApi &&
      !path.startsWith('/assets/') &&
      (request.method === 'GET' || request.method === 'HEAD');
    if (serveWeb && isSpaRoute)
      return reply.header('Cache-Control', 'no-cache').sendFile(pageFor(path));
    return reply.code(404).send({ error: API_ERROR_MESSAGES.not_found, code: 'not_found' });
  });

  return app;
}
