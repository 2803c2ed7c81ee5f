import { z } from 'zod';
import { CLAIM_VERDICTS } from '../bingo/game-rules';
import { GAME_MODES } from '../bingo/modes';
import { cardCellSchema, patternProgressSchema } from './game-actions';
import { phoneClaimSchema } from './games';
import { gamePlanSchema } from './patterns';
import { shopLanguageSchema } from './shops';

/** The code printed on a cartela: 16 lowercase hex digits (64 bits of an HMAC, decision 037). */
export const cardCodeSchema = z.string().regex(/^[0-9a-f]{16}$/);

export const playerCardParamsSchema = z.object({
  shop_id: z.coerce.number().int().min(1).max(2_147_483_647),
  card_number: z.coerce.number().int().min(1).max(10_000),
  code: cardCodeSchema,
});

/** A card recorded as a stage's winner, as every screen of the hall may show it (decision 037). */
export const publicWinSchema = z.object({
  stage: z.number().int(),
  card_number: z.number().int(),
  pattern: z.object({ key: z.string(), name: z.string() }).nullable(),
});
export type PublicWin = z.infer<typeof publicWinSchema>;

/** A card's claim as its phone sees it (issue 40): waiting for the cashier, or checked. */
export const cardClaimSchema = z
  .object({
    status: z.enum(['waiting', ...CLAIM_VERDICTS]),
    /** How many balls were called when the claim came. */
    called_count: z.number().int(),
  })
  .meta({ id: 'CardClaim' });
export type CardClaim = z.infer<typeof cardClaimSchema>;

/** What a claim from the card's phone answers: 201 when made, 200 when it was already waiting. */
export const claimSentSchema = z.object({ claim: phoneClaimSchema }).meta({ id: 'ClaimSent' });

/**
 * What a player's phone sees of its own card (decision 037): the card as the server holds it and,
 * when it is sold in the shop's running game, that game's public state. Never money, staff or any
 * other card.
 */
export const playerCardSchema = z
  .object({
    shop_name: z.string(),
    /** The shop's language (decision 048): the page's first language until the phone picks one. */
    shop_language: shopLanguageSchema,
    card_number: z.number().int(),
    mode: z.enum(GAME_MODES),
    grid: z.array(z.array(cardCellSchema)),
    /** in_game: sold in the running game; not_in_game: a game runs without it; no_game: none. */
    state: z.enum(['in_game', 'not_in_game', 'no_game']),
    game: z
      .object({
        game_id: z.number().int(),
        status: z.enum(['running', 'ended']),
        /** A practice game (decision 055): the page says TRAINING. */
        training: z.boolean(),
        called: z.array(z.number().int()),
        ball_count: z.number().int(),
        plan: gamePlanSchema,
        stage: z.number().int(),
        /** The winners recorded so far, stage by stage, in the order recorded. */
        wins: z.array(publicWinSchema),
        /** The public live feed of the game and its proof page both use this token. */
        verify_token: z.string(),
        to_go: z.array(patternProgressSchema),
        bingo: z.boolean(),
        /** This card's last claim from a phone in this game: waiting, or the cashier's verdict. */
        claim: cardClaimSchema.nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'PlayerCard' });
export type PlayerCard = z.infer<typeof playerCardSchema>;

export const cardLinksQuerySchema = z
  .object({
    from: z.coerce.number().int().min(1).max(10_000),
    to: z.coerce.number().int().min(1).max(10_000),
  })
  .refine((q) => q.to >= q.from && q.to - q.from < 1000, {
    message: 'At most 1,000 cards from the first to the last',
  });

export const cardLinksSchema = z
  .object({
    results: z.array(z.object({ card_number: z.number().int(), path: z.string() })),
  })
  .meta({ id: 'CardLinks' });
export type CardLinks = z.infer<typeof cardLinksSchema>;
