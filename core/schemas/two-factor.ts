import { z } from 'zod';
import { TWO_FACTOR_REQUIRED, TWO_FACTOR_ROLES, mayUseTwoFactor } from '../auth/two-factor-status';
import { PASSWORD_MAX } from './auth';

export { TWO_FACTOR_ROLES, mayUseTwoFactor };

/** A 6-digit code of an authenticator app (RFC 6238); spaces are allowed, as apps show them. */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code' }));

/** A recovery code as shown at enrolment (xxxx-xxxx-xxxx); case and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(64)
  .transform((code) => code.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{12}$/, { message: 'Enter a recovery code' }));

/** The second sign-in step answered with a recovery code (the body's recovery_code field). */
export const twoFactorRecoveryRequestSchema = z.object({ recovery_code: recoveryCodeSchema });

export { TWO_FACTOR_REQUIRED };
export const twoFactorChallengeSchema = z
  .object({
    status: z.literal(TWO_FACTOR_REQUIRED),
    challenge: z.string(),
    expires_in: z.number().int(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorLoginRequestSchema = z
  .object({
    challenge: z.string().min(1).max(4096),
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: 'Send either code or recovery_code',
    path: ['code'],
  })
  .meta({ id: 'TwoFactorLoginRequest' });

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recovery_codes_left: z.number().int(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupRequestSchema = z
  .object({ password: z.string().min(1).max(PASSWORD_MAX) })
  .meta({ id: 'TwoFactorSetupRequest' });

/** The secret to scan (otpauth_url as a QR code) or type; pending until confirmed with a code. */
export const twoFactorSetupResponseSchema = z
  .object({ secret: z.string(), otpauth_url: z.string() })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorCodeRequestSchema = z
  .object({ code: totpCodeSchema })
  .meta({ id: 'TwoFactorCodeRequest' });

/** Shown once; the server keeps only their hashes. */
export const recoveryCodesResponseSchema = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });

export const twoFactorDisableRequestSchema = z
  .object({
    password: z.string().min(1).max(PASSWORD_MAX),
    code: totpCodeSchema,
  })
  .meta({ id: 'TwoFactorDisableRequest' });
