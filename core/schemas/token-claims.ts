import { z } from 'zod';

export const tokenTypeSchema = z.enum(['access', 'refresh']);

/** The claims of an access token (PRODUCT section 5). */
export const accessClaimsSchema = z.object({
  user_id: z.number().int().positive(),
  username: z.string(),
  role: z.string(),
  agent_id: z.number().int().nullable(),
  cashier_id: z.number().int().nullable(),
  exp: z.number(),
  token_type: z.literal('access'),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
