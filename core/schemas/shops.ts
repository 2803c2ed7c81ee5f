import { z } from 'zod';
import { VOICE_LANGUAGES } from '../bingo/game-limits';
import { amountSchema, nonNegativeAmountSchema, plainText, statusCodeSchema } from './common';
import { reasonSchema } from './reason';

export const SHOP_NAME_MAX = 100;

export const shopNameSchema = plainText()
  .trim()
  .min(1, { message: 'Please enter a shop name' })
  .max(SHOP_NAME_MAX);

/**
 * A shop's language (decision 048): its TVs', its ball voice's default, its printed cartelas' and
 * its phone pages' first language. A new shop takes its creator's screen language.
 */
export const SHOP_LANGUAGES = VOICE_LANGUAGES;
export const shopLanguageSchema = z.enum(SHOP_LANGUAGES);
export type ShopLanguage = z.infer<typeof shopLanguageSchema>;

/** SPEC section 3 "Shop"; amount_avalaible is the cash the shop's drawer should hold. */
export const shopSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    amount_avalaible: amountSchema,
    is_active: z.boolean(),
    created_at: z.string(),
    cashier_id: z.number().int(),
    cashier_username: z.string(),
    language: shopLanguageSchema,
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

export const createShopRequestSchema = z
  .object({ name: shopNameSchema })
  .meta({ id: 'CreateShopRequest' });

export const createShopResponseSchema = z
  .object({ status: z.string(), status_code: statusCodeSchema, shop: shopSchema })
  .meta({ id: 'CreateShopResponse' });

/** SPEC's client sends all three; each is optional so a partial edit is possible too. */
export const updateShopRequestSchema = z
  .object({
    name: shopNameSchema.optional(),
    amount_avalaible: nonNegativeAmountSchema.optional(),
    is_active: z.boolean().optional(),
    /** Why the drawer's cash changed (shown in the shop's cash adjustments); optional for SPEC. */
    reason: reasonSchema.optional(),
  })
  .meta({ id: 'UpdateShopRequest' });
