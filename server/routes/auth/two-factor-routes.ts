import { statusOf } from '@core/api-statuses';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema } from '@core/schemas/auth';
import { errorResponseSchema, statusResponseSchema } from '@core/schemas/common';
import {
  mayUseTwoFactor,
  recoveryCodesResponseSchema,
  twoFactorCodeRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@core/schemas/two-factor';
import { verifyPassword } from '../../auth/passwords';
import { findUserById } from '../../auth/session-user';
import {
  acceptCode,
  newRecoveryCodes,
  removeTwoFactor,
  startEnrolment,
  twoFactorState,
} from '../../auth/two-factor';
import { authSessions } from '../../db/schema';
import { HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth';
import { authErrors, noSecurity, security } from '../route-schemas';
import type { AuthRoutesOptions } from './auth-routes';
import { completeTwoFactorLogin } from './auth-service';

const tags = ['auth'];
const withErrors = { ...authErrors, 429: errorResponseSchema } as const;

/** TOTP second factor for admin and agent: enrol, confirm, sign in with it, turn it off. */
export const twoFactorRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { loginRateLimit, ...deps } = options;
  const { db, throttle } = deps;
  const clientOf = (request: FastifyRequest) => request.ip || 'unknown';

  /** The caller, allowed a second factor; its password re-checked when one is given. */
  async function caller(request: FastifyRequest, password?: string) {
    const user = currentUser(request);
    if (!mayUseTwoFactor(user.role)) throw new HttpError(403, 'two_factor_not_available');
    if (password === undefined) return user;
    // Re-entering the password is throttled like a sign-in: a stolen token cannot guess it.
    if (!(await throttle.reserveAttempt(user.username, clientOf(request))))
      throw new HttpError(429, 'too_many_failed_logins');
    const stored = await findUserById(db, user.id);
    if (!stored || !(await verifyPassword(stored.passwordHash, password)))
      throw new HttpError(400, 'password_incorrect');
    await throttle.recordSuccess(user.username, clientOf(request));
    return user;
  }

  app.post(
    '/login/two_factor/',
    {
      config: loginRateLimit
        ? { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.timeWindowMs } }
        : {},
      schema: {
        operationId: 'completeTwoFactorLogin',
        tags,
        security: noSecurity,
        summary: 'Second sign-in step: the login challenge with a code or a recovery code',
        body: twoFactorLoginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => completeTwoFactorLogin(deps, request.body, clientOf(request)),
  );

  app.get(
    '/two_factor/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getTwoFactorStatus',
        tags,
        security,
        summary: "Whether the caller's two-factor sign-in is on (admin and agent)",
        response: { 200: twoFactorStatusSchema, ...authErrors },
      },
    },
    async (request) => {
      const state = await twoFactorState(db, (await caller(request)).id);
      return { enabled: state.enabled, recovery_codes_left: state.recoveryCodesLeft };
    },
  );

  app.post(
    '/two_factor/setup/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'startTwoFactorSetup',
        tags,
        security,
        summary: 'Start enrolment: a new secret to scan, pending until a code confirms it',
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema, 409: errorResponseSchema, ...withErrors },
      },
    },
    async (request) => {
      const user = await caller(request, request.body.password);
      if ((await twoFactorState(db, user.id)).enabled)
        throw new HttpError(409, 'two_factor_not_pending');
      const { secret, otpauthUrl } = await startEnrolment(db, user.id, user.username);
      return { secret, otpauth_url: otpauthUrl };
    },
  );

  app.post(
    '/two_factor/confirm/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'confirmTwoFactorSetup',
        tags,
        security,
        summary: 'Finish enrolment with a first code; answers the recovery codes, once',
        description: "The caller's other sessions end: they were opened without the second factor.",
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...withErrors },
      },
    },
    async (request) => {
      const user = await caller(request);
      const state = await twoFactorState(db, user.id);
      if (!state.pendingSecret) throw new HttpError(400, 'two_factor_not_pending');
      if (!(await acceptCode(db, user.id, request.body.code, 'pending')))
        throw new HttpError(400, 'invalid_two_factor_code');
      const recoveryCodes = await newRecoveryCodes(db, user.id);
      await db
        .update(authSessions)
        .set({ revokedAt: new Date(), revokeReason: 'two_factor_enrolled' })
        .where(and(eq(authSessions.userId, user.id), ne(authSessions.id, request.sessionId ?? '')));
      return { recovery_codes: recoveryCodes };
    },
  );

  app.post(
    '/two_factor/recovery_codes/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'renewRecoveryCodes',
        tags,
        security,
        summary: 'New recovery codes (the old ones stop working), for a current code',
        body: twoFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...withErrors },
      },
    },
    async (request) => {
      const user = await caller(request);
      if (!(await acceptCode(db, user.id, request.body.code, 'enrolled')))
        throw new HttpError(400, 'invalid_two_factor_code');
      return { recovery_codes: await newRecoveryCodes(db, user.id) };
    },
  );

  app.post(
    '/two_factor/disable/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'disableTwoFactor',
        tags,
        security,
        summary: 'Turn two-factor sign-in off, with the password and a current code',
        body: twoFactorDisableRequestSchema,
        response: { 200: statusResponseSchema, ...withErrors },
      },
    },
    async (request) => {
      const user = await caller(request, request.body.password);
      if (!(await twoFactorState(db, user.id)).enabled)
        throw new HttpError(400, 'two_factor_not_enabled');
      if (!(await acceptCode(db, user.id, request.body.code, 'enrolled')))
        throw new HttpError(400, 'invalid_two_factor_code');
      await removeTwoFactor(db, user.id);
      return { ...statusOf('two_factor_turned_off') };
    },
  );
};
