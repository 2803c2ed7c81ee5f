import { z } from 'zod';
import { normalizePairingCode, PAIRING_CODE_PATTERN } from '../display/tv-pairing';
import { MAX_GRANT_GAMES, MAX_GRANT_HOURS } from '../halls/grant';
import { OUTBOX_KINDS } from '../halls/outbox';
import { amountSchema, plainText, positiveAmountSchema } from './common';

/** Hall mode (decision 038): the calls between a hall and central, and the hall's status. */

export const hallLinkSchema = z
  .object({ hall_id: z.number().int(), code: z.string(), expires_at: z.string() })
  .meta({ id: 'HallLink' });

export const pairHallRequestSchema = z
  .object({
    code: plainText()
      .max(20)
      .transform(normalizePairingCode)
      .pipe(z.string().regex(PAIRING_CODE_PATTERN, { message: 'Enter the 6 characters shown' })),
    public_key: plainText().max(400),
    outbox_key: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional()
      .meta({
        description:
          "The hall's outbox chain key (32 bytes, hex): central checks each uploaded entry's " +
          'HMAC-SHA256 with it. Absent from halls paired before keys, whose chain is unkeyed.',
      }),
  })
  .meta({ id: 'PairHallRequest' });

export const pairHallResponseSchema = z
  .object({
    hall_id: z.number().int(),
    shop_id: z.number().int(),
    cashier_id: z.number().int(),
    central_public_key: z.string(),
    central_time: z.string(),
  })
  .meta({ id: 'PairHallResponse' });

export const hallGrantSchema = z
  .object({
    grant_no: z.number().int(),
    hall_id: z.number().int(),
    shop_id: z.number().int(),
    cashier_id: z.number().int(),
    hall_key: z.string(),
    amount_cents: z.string(),
    max_games: z.number().int(),
    jackpots: z.array(z.object({ jackpot_id: z.number().int(), amount_cents: z.string() })).meta({
      description: "The shop's jackpots lent to the hall with this grant (decision 041).",
    }),
    growth_cents: z.string().meta({
      description: "The agent's credit set aside for the lent cumulative jackpots to grow by.",
    }),
    fee: z
      .object({ fee_percent: z.number().int(), min_fee_cents: z.string() })
      .optional()
      .meta({
        description:
          "The cashier's fee terms when granted: the hall's games under this grant play and are " +
          'judged on them (absent on grants from before).',
      }),
    rules_version: z
      .number()
      .int()
      .optional()
      .meta({
        description:
          'The game rules central ran when granted: a game under this grant whose log names older ' +
          'rules is refused (absent on grants from before).',
      }),
    issued_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'HallGrant' });

export const signedGrantSchema = z
  .object({ grant: hallGrantSchema, signature: z.string() })
  .meta({ id: 'SignedHallGrant' });

/** What a cashier asks for on the hall, and what the hall asks central for. */
export const allowanceRequestSchema = z
  .object({
    amount: positiveAmountSchema,
    max_games: z.number().int().min(1).max(MAX_GRANT_GAMES),
    hours: z.number().int().min(1).max(MAX_GRANT_HOURS),
  })
  .meta({ id: 'AllowanceRequest' });
export type AllowanceRequest = z.input<typeof allowanceRequestSchema>;

export const grantRequestSchema = allowanceRequestSchema
  .extend({ request_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) })
  .meta({ id: 'HallGrantRequest' });

export const hallStateQuerySchema = z.object({
  version: z.string().max(64).optional(),
  grants_after: z.coerce.number().int().min(0).default(0),
});

export const hallStateSchema = z
  .object({
    central_time: z.string(),
    version: z.string(),
    mirror: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).nullable(),
    grants: z.array(signedGrantSchema),
  })
  .meta({ id: 'HallState' });

export const outboxEntrySchema = z.object({
  seq: z.number().int().positive(),
  kind: z.enum(OUTBOX_KINDS),
  payload: z.string().max(200_000),
  prev_hash: z.string().max(64),
  hash: z.string().length(64),
});

/**
 * An outbox upload's limits on central (decision 040): its entries, and its body as decoded (the
 * JSON text, entries escaped in it). A hall cuts its batches well inside both (hall-sync.ts).
 */
export const OUTBOX_MAX_ENTRIES = 5_000;
export const OUTBOX_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

export const outboxBatchSchema = z
  .object({
    entries: z.array(outboxEntrySchema).max(OUTBOX_MAX_ENTRIES),
    head_seq: z.number().int().min(0),
    pipelined: z
      .boolean()
      .optional()
      .meta({
        description:
          'Sent while the hall awaits the answer to its previous batch (a catch-up keeps two in ' +
          'flight). Central applies it after that one; when that one did not apply, this one is ' +
          'answered 409 `batch_out_of_order` and not reported: the earlier answer tells why.',
      }),
  })
  .meta({ id: 'HallOutboxBatch' });

export const outboxAnswerSchema = z
  .object({ applied_seq: z.number().int() })
  .meta({ id: 'HallOutboxAnswer' });

export const hallStatusSchema = z
  .object({
    mode: z.enum(['hall', 'central']),
    online: z.boolean(),
    last_sync_at: z.string().nullable(),
    pending_events: z.number().int(),
    allowance: amountSchema.nullable(),
    games_left: z.number().int().nullable(),
    expires_at: z.string().nullable(),
    upload_refused: z
      .object({ code: z.string(), since: z.string() })
      .nullable()
      .meta({
        description:
          "Central answers but refuses the hall's upload (an API error code): entries wait until " +
          'the agent settles it; null while uploads apply.',
      }),
  })
  .meta({ id: 'HallStatus' });
export type HallStatus = z.infer<typeof hallStatusSchema>;

export const hallSummarySchema = z
  .object({
    id: z.number().int(),
    shop_id: z.number().int(),
    shop_name: z.string(),
    paired: z.boolean(),
    last_sync_at: z.string().nullable(),
    events_to_come: z.number().int(),
    allowance_out: amountSchema,
    incidents: z.number().int(),
    stuck_since: z.string().nullable().meta({
      description: "Since when central refuses this hall's uploads; null while they apply.",
    }),
    stuck_reason: z
      .string()
      .nullable()
      .meta({
        description:
          'The refusal (an API error code); `insufficient_balance` may be covered from the ' +
          "agent's balance (POST /api/v1/halls/{id}/cover_shortfall/).",
      }),
    stuck_detail: z.string().nullable(),
  })
  .meta({ id: 'HallSummary' });
export const hallListSchema = z
  .object({ results: z.array(hallSummarySchema) })
  .meta({ id: 'HallList' });

export const shortfallCoverSchema = z
  .object({ cover_through_seq: z.number().int() })
  .meta({ id: 'HallShortfallCover' });
