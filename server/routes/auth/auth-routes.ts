import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  sessionUserSchema,
} from '@core/schemas/auth';
import { errorResponseSchema } from '@core/schemas/common';
import { currentUser } from '../../plugins/auth';
import { login, logout, refreshAccess, type AuthDeps } from './auth-service';
import { balanceOf } from './balance';

export interface AuthRoutesOptions extends AuthDeps {
  loginRateLimit: { max: number; timeWindowMs: number } | false;
}

const tags = ['auth'];
const security = [{ jwt: [] }];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { loginRateLimit, ...deps } = options;

  app.post(
    '/login/',
    {
      config: loginRateLimit
        ? { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs } }
        : {},
      schema: {
        tags,
        summary: 'Log in with username and password',
        description:
          'More than 10 failed attempts in a row lock the username for 15 minutes (429).',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) =>
      login(deps, request.body.username, request.body.password, request.ip || 'unknown'),
  );

  app.post(
    '/refresh/',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        description:
          'Refresh tokens rotate: each is used once. A used one presented again ends its whole ' +
          'session (access tokens included), except within a few seconds of its use, when the ' +
          'same successor is answered again (a retried request).',
        body: refreshRequestSchema,
        response: {
          200: refreshResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    async (request) => refreshAccess(deps, request.body.refresh),
  );

  app.post(
    '/logout/',
    {
      schema: {
        tags,
        summary: 'End the session of a refresh token (its access tokens stop working at once)',
        body: refreshRequestSchema,
        response: { 200: logoutResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await logout(deps, request.body.refresh);
      return { status: 'Logged out' };
    },
  );

  app.get(
    '/me/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The logged-in user',
        response: { 200: sessionUserSchema, 401: errorResponseSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.get(
    '/balance/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's available credit (agent or cashier; 0 for admin)",
        response: { 200: balanceResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ amount_available: await balanceOf(deps.db, currentUser(request)) }),
  );
};
