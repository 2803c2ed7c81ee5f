import { statusOf } from '@core/api-statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { twoFactorChallengeSchema } from '@core/schemas/two-factor';
import { currentUser } from '../../plugins/auth';
import { login, logout, refreshAccess, type AuthDeps } from './auth-service';
import { noSecurity, security } from '../route-schemas';
import { balanceOf } from './balance';

export interface AuthRoutesOptions extends AuthDeps {
  loginRateLimit: { max: number; timeWindowMs: number } | false;
}

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { loginRateLimit, ...deps } = options;

  app.post(
    '/login/',
    {
      config: loginRateLimit
        ? { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs } }
        : {},
      schema: {
        operationId: 'login',
        tags,
        security: noSecurity,
        summary: 'Log in with username and password',
        description:
          'Attempts are counted before the password is checked: more than 10 within 15 minutes ' +
          'from one client lock that username for that client for 15 minutes, and more than 100 ' +
          'from all clients within an hour lock it for an hour (429). A user with two-factor ' +
          'sign-in gets `{status: "two_factor_required", challenge}` instead of tokens: send the ' +
          'challenge and a code to POST /api/v1/auth/login/two_factor/. After the right ' +
          'password only, a deactivated account answers 403 with whom to ask ' +
          '(`account_deactivated_ask_agent`, `account_deactivated_ask_admin`, `agent_deactivated`).',
        body: loginRequestSchema,
        response: {
          200: z.union([loginResponseSchema, twoFactorChallengeSchema]),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
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
        operationId: 'refreshToken',
        tags,
        security: noSecurity,
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
        operationId: 'logout',
        tags,
        security: noSecurity,
        summary: 'End the session of a refresh token (its access tokens stop working at once)',
        body: refreshRequestSchema,
        response: { 200: logoutResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await logout(deps, request.body.refresh);
      return { ...statusOf('logged_out') };
    },
  );

  app.get(
    '/me/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getCurrentUser',
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
        operationId: 'getBalance',
        tags,
        security,
        summary: "The caller's available credit (agent or cashier; 0 for admin)",
        response: { 200: balanceResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => balanceOf(deps.db, currentUser(request)),
  );
};
