import { z } from 'zod';
import { nonNegativeAmountSchema } from './common';
import { feePercentSchema } from './staff';

/** The admin's fee rules: a minimum fee per game and the lowest rate an agent may give a cashier. */
export const feeRulesSchema = z
  .object({ min_fee: nonNegativeAmountSchema, min_fee_percent: feePercentSchema })
  .meta({ id: 'FeeRules' });
export type FeeRulesBody = z.infer<typeof feeRulesSchema>;

export const feeRuleChangeSchema = z
  .object({
    old_min_fee: nonNegativeAmountSchema.nullable(),
    new_min_fee: nonNegativeAmountSchema.nullable(),
    old_min_fee_percent: z.number().int().nullable(),
    new_min_fee_percent: z.number().int().nullable(),
    changed_by: z.string(),
    changed_at: z.string(),
  })
  .meta({ id: 'FeeRuleChange' });

/** The platform's rules and their changes, newest first. */
export const platformFeeRulesSchema = z
  .object({
    min_fee: nonNegativeAmountSchema,
    min_fee_percent: z.number().int(),
    changes: z.array(feeRuleChangeSchema),
  })
  .meta({ id: 'PlatformFeeRules' });

/** One rate a cashier was given: old null for the rate at its creation. */
export const cashierFeeChangeSchema = z
  .object({
    id: z.number().int(),
    old_fee_percent: z.number().int().nullable(),
    new_fee_percent: z.number().int(),
    changed_by: z.string().nullable(),
    changed_at: z.string(),
  })
  .meta({ id: 'CashierFeeChange' });
export type CashierFeeChange = z.infer<typeof cashierFeeChangeSchema>;
