import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createLoginThrottle } from './auth/login-throttle';
import { createTokenService } from './auth/tokens';
import { DEFAULTS, type AppConfig } from './config';
import { HttpError } from './http-error';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebStatic, webDistAvailable } from './plugins/web-static';
import { adminRoutes } from './routes/admin/admin-routes';
import { agentRoutes } from './routes/agents/agent-routes';
import { authRoutes } from './routes/auth/auth-routes';
import { cashierRoutes } from './routes/cashiers/cashier-routes';
import { healthRoutes } from './routes/health/health-routes';
import { shopRoutes } from './routes/shops/shop-routes';

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

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : {
            level: config.logLevel ?? 'info',
            redact: REDACT,
            ...(config.logStream ? { stream: config.logStream } : {}),
          },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.onRoute) app.addHook('onRoute', config.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const db = config.database.db;
  const tokens = createTokenService({
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTtlSeconds ?? DEFAULTS.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds ?? DEFAULTS.refreshTtlSeconds,
  });
  const throttle = createLoginThrottle(db, config.loginThrottle ?? DEFAULTS.loginThrottle);

  await registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'Too many requests. Try again later.'),
  });
  await registerOpenApi(app);
  registerAuth(app, { db, tokens });

  await app.register(healthRoutes, { database: config.database });
  await app.register(authRoutes, {
    prefix: '/api/v1/auth',
    db,
    tokens,
    throttle,
    loginRateLimit: config.loginRateLimit ?? DEFAULTS.loginRateLimit,
  });
  const timezone = config.timezone ?? DEFAULTS.timezone;
  await app.register(adminRoutes, { prefix: '/api/v1/admin', db, timezone });
  await app.register(agentRoutes, { prefix: '/api/v1/agents', db, timezone });
  await app.register(cashierRoutes, { prefix: '/api/v1/cashiers', db, timezone });
  await app.register(shopRoutes, { prefix: '/api/v1/shops', db });

  const serveWeb = webDistAvailable(config.webDist);
  if (serveWeb) await registerWebStatic(app, config.webDist as string);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isSpaRoute =
      !isApi &&
      !path.startsWith('/assets/') &&
      (request.method === 'GET' || request.method === 'HEAD');
    if (serveWeb && isSpaRoute)
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ error: 'Not found' });
  });

  return app;
}
