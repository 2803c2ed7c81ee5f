import { z } from 'zod';
import { amountSchema, statusCodeSchema } from './common';

export const USERNAME_MAX = 150;
export const PASSWORD_MAX = 256;

export const loginRequestSchema = z
  .object({
    username: z.string().min(1).max(USERNAME_MAX),
    password: z.string().min(1).max(PASSWORD_MAX),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    role: z.enum(['admin', 'agent', 'cashier']),
    agent_id: z.number().int().nullable(),
    cashier_id: z.number().int().nullable(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z
  .object({ access: z.string(), refresh: z.string(), user: sessionUserSchema })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z
  .object({ refresh: z.string().min(1).max(4096) })
  .meta({ id: 'RefreshRequest' });
export const refreshResponseSchema = z
  .object({ access: z.string(), refresh: z.string() })
  .meta({ id: 'RefreshResponse' });

export const logoutResponseSchema = z
  .object({ status: z.string(), status_code: statusCodeSchema })
  .meta({ id: 'LogoutResponse' });

export const balanceResponseSchema = z
  .object({
    amount_available: amountSchema,
    /** Game fees the balance could not cover (cashiers; 0 for others): the next start waits for it. */
    fee_owed: amountSchema,
    /**
     * A cashier's fees held for its running games until they end (decision 044): part of
     * amount_available that cannot be moved or spent on another start. Absent for agents and admins.
     */
    fee_reserved: amountSchema.optional(),
    /**
     * A cashier's fee terms, what its next start is charged by (core/game-fee.ts): its rate and
     * the minimum fee of its agent (or the platform). Absent for agents and admins.
     */
    fee_terms: z
      .object({ fee_percent: z.number().int(), min_fee: amountSchema })
      .meta({ id: 'FeeTerms' })
      .optional(),
  })
  .meta({ id: 'BalanceResponse' });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
