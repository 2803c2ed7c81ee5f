import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../money';

/** The one error shape of the API (PRODUCT section 5). */
export const errorResponseSchema = z
  .object({
    error: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** An amount as the API speaks it: a finite number with at most 2 decimals. */
export const amountSchema = z
  .number()
  .refine(hasAtMostTwoDecimals, { message: 'Amount must have at most 2 decimals' });
