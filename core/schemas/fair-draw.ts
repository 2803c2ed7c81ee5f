import { z } from 'zod';

/** A public beacon round as the server verified it (decision 054). */
export const verifiedBeaconSchema = z
  .object({
    chain: z.string().meta({ description: "The drand chain's hash (quicknet)." }),
    round: z.number().int(),
    signature: z.string(),
    randomness: z.string().meta({ description: 'SHA-256 of the signature, lowercase hex.' }),
  })
  .meta({ id: 'VerifiedBeacon' });

/** Where a game's order comes from: what the TV, the till and the verify page show of it. */
export const fairDrawSchema = z
  .object({
    format: z
      .number()
      .int()
      .meta({
        description:
          '1: order and salt drawn at the start, committed together. 2: a seed committed before ' +
          'sales, the sold cards sealed at the start, and a public beacon round (decision 054).',
      }),
    seal: z.string().nullable().meta({
      description: 'Format 2: SHA-256 of the sealed sale (sorted sold cards, grids, balls, plan).',
    }),
    beacon_round: z.number().int().nullable().meta({
      description:
        'The drand round the order waits for or came from; null: offline from the start.',
    }),
    beacon: verifiedBeaconSchema.nullable(),
    offline: z.boolean().meta({
      description: 'No public round reached the game: its order came from the seed and seal alone.',
    }),
    awaiting_beacon: z.boolean().meta({
      description: 'The order does not exist yet: ball 1 waits for the round (a few seconds).',
    }),
  })
  .meta({ id: 'FairDraw' });
export type FairDraw = z.infer<typeof fairDrawSchema>;

/** A shop's next game's commitment, published before its cards are sold. */
export const nextDrawSchema = z
  .object({
    shop_id: z.number().int(),
    shop_name: z.string(),
    commitment: z.string().meta({
      description:
        "SHA-256 (lowercase hex) of the 32 bytes of the seed the shop's next game plays.",
    }),
    since: z.string().meta({ description: 'When it was published (ISO 8601).' }),
  })
  .meta({ id: 'NextDraw' });
export type NextDraw = z.infer<typeof nextDrawSchema>;

/** The sale a format-2 game sealed at its start (decision 054): public, as the TV showed it. */
export const sealedSaleSchema = z
  .object({
    cards: z.array(z.number().int()),
    card_set: z.object({ set_id: z.number().int(), revision: z.number().int() }).nullable(),
  })
  .meta({ id: 'SealedSale' });
export type SealedSale = z.infer<typeof sealedSaleSchema>;
