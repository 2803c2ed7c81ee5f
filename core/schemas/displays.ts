import { z } from 'zod';
import { BEAT_KEY_PATTERN } from '../display/device-health';
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

/** A TV's beat (issue 38): the key its feed's `event: presence` named, every `beat_every_ms`. */
export const tvBeatRequestSchema = z
  .object({
    key: z.string().regex(BEAT_KEY_PATTERN, { message: 'The key the feed sent' }),
  })
  .meta({ id: 'TvBeatRequest' });

/** The feed's first message to a TV: the key of this connection and how often to beat. */
export const tvPresenceMessageSchema = z.object({
  beat_key: z.string().regex(BEAT_KEY_PATTERN),
  beat_every_ms: z.number().int().positive(),
});
export type TvPresenceMessage = z.infer<typeof tvPresenceMessageSchema>;

const sentBallSchema = z
  .object({
    game_id: z.number().int(),
    number: z.number().int().nullable(),
    letter: z.string().nullable(),
    called_count: z.number().int(),
  })
  .meta({ id: 'SentBall' });

/** One of a shop's TVs on the till's devices panel. */
export const tvHealthSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    connected: z.boolean(),
    since: z
      .string()
      .nullable()
      .meta({
        description:
          'Connected: when its feed opened. Not: when its feed closed or went silent; else the ' +
          'last time it was seen (null if never).',
      }),
    last_ball: sentBallSchema.nullable().meta({
      description: 'The last ball its feed sent it (null: none since this server started)',
    }),
    balls_behind: z.number().int().nullable().meta({
      description: "How many of the game's calls it has not been sent (null: no game yet)",
    }),
  })
  .meta({ id: 'TvHealth' });
export type TvHealth = z.infer<typeof tvHealthSchema>;

/** The devices panel of a till (issue 38 item 3): the shop's TVs and the phones on its game. */
export const shopDevicesSchema = z
  .object({
    shop_id: z.number().int(),
    game: z
      .object({
        id: z.number().int(),
        called_count: z.number().int(),
        last_ball: z.object({ number: z.number().int(), letter: z.string() }).nullable(),
      })
      .nullable()
      .meta({ description: "The shop's newest game, the one its TVs follow (null: none yet)" }),
    phones: z
      .number()
      .int()
      .meta({ description: "Players' card pages following that game's live feed now" }),
    tvs: z.array(tvHealthSchema),
  })
  .meta({ id: 'ShopDevices' });
export type ShopDevices = z.infer<typeof shopDevicesSchema>;
