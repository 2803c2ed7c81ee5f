import { z } from 'zod';
import {
  DISPLAY_LANGUAGES,
  DISPLAY_THEMES,
  PAIRING_CODE_PATTERN,
  normalizePairingCode,
} from '../display/tv-pairing';
import { amountSchema, plainText } from './common';
import { jackpotTypeSchema } from './jackpots';

export const createPairingCodeRequestSchema = z
  .object({ shop_id: z.number().int().positive() })
  .meta({ id: 'CreateTvPairingCodeRequest' });

export const pairingCodeSchema = z
  .object({
    code: z.string(),
    shop_id: z.number().int(),
    expires_at: z.string(),
  })
  .meta({ id: 'TvPairingCode' });
export type PairingCode = z.infer<typeof pairingCodeSchema>;

export const pairTvRequestSchema = z
  .object({
    code: plainText()
      .max(20)
      .transform(normalizePairingCode)
      .pipe(z.string().regex(PAIRING_CODE_PATTERN, { message: 'Enter the 6 characters shown' })),
    name: plainText().trim().max(60).optional(),
  })
  .meta({ id: 'PairTvRequest' });
export type PairTvRequest = z.input<typeof pairTvRequestSchema>;

export const pairTvResponseSchema = z
  .object({
    token: z.string().meta({
      description:
        'The display session: send it as `Authorization: Display <token>` (or `?token=` on the feed). It only watches this shop.',
    }),
    display_id: z.number().int(),
    shop_id: z.number().int(),
    shop_name: z.string(),
  })
  .meta({ id: 'PairTvResponse' });
export type PairTvResponse = z.infer<typeof pairTvResponseSchema>;

export const tvDisplaySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    shop_id: z.number().int(),
    shop_name: z.string(),
    created_at: z.string(),
    last_seen_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'TvDisplay' });
export type TvDisplay = z.infer<typeof tvDisplaySchema>;

export const tvLookSchema = z
  .object({ theme: z.enum(DISPLAY_THEMES), language: z.enum(DISPLAY_LANGUAGES) })
  .meta({ id: 'TvLook' });
export type TvLook = z.infer<typeof tvLookSchema>;

export const tvJackpotSchema = z
  .object({
    id: z.number().int(),
    jackpot_type: jackpotTypeSchema,
    amount: amountSchema,
    bonus_amount: amountSchema,
    frequency: z.number().int(),
    call_limit: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'TvJackpot' });
export type TvJackpot = z.infer<typeof tvJackpotSchema>;

/** What a shop's TV shows besides the game: its look, the jackpots, the game it follows. */
export const tvShopSchema = z
  .object({
    shop_id: z.number().int(),
    shop_name: z.string(),
    look: tvLookSchema,
    jackpots: z.array(tvJackpotSchema),
    /** The shop's newest game (running or just ended); null before its first game. */
    game_id: z.number().int().nullable(),
  })
  .meta({ id: 'TvShop' });
export type TvShop = z.infer<typeof tvShopSchema>;
