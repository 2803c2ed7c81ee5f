import { z } from 'zod';
import { API_ERROR_MESSAGES, type ApiErrorCode } from '../api-errors';
import { API_STATUS_CODES } from '../api-statuses';
import { hasAtMostTwoDecimals } from '../money';
import { CALENDARS } from '../time/ethiopian-days';

/**
 * One problem of a refused request: where (`path`), in English (`message`), and what a client
 * needs to say it in its own language: `code` (a zod issue code such as too_small, or
 * control_characters, card_cell, card_number_twice) and its `params`.
 */
export const errorDetailSchema = z
  .object({
    path: z.string(),
    message: z.string(),
    code: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'ErrorDetail' });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** What a refused step names for the client to act on: the cards holding an unclaimed win. */
export const errorFactsSchema = z
  .object({ card_numbers: z.array(z.number().int()).optional() })
  .meta({ id: 'ErrorFacts' });
export type ErrorFacts = z.infer<typeof errorFactsSchema>;

/** The one error shape of the API (PRODUCT section 5). */
export const errorResponseSchema = z
  .object({
    error: z.string(),
    /** Stable across versions and languages; clients translate it and fall back to `error`. */
    code: z.enum(Object.keys(API_ERROR_MESSAGES) as [ApiErrorCode, ...ApiErrorCode[]]).optional(),
    /** The problems of invalid input, or the facts of a refused step (`unclaimed_winner`). */
    details: z.union([z.array(errorDetailSchema), errorFactsSchema]).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// C0 controls but tab, line feed and carriage return (a multi-line message keeps them), DEL, C1.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = API_ERROR_MESSAGES.control_characters;

/**
 * The one rule every string the API reads follows (server/plugins/input-rule.ts applies it to each
 * route's params, query and body; forms use plainText() to say it before sending): no control
 * characters, no lone surrogates. PostgreSQL cannot store NUL, and nobody means to type them.
 */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value);
}

/** A string schema that refuses control characters with the API's message. */
export const plainText = () =>
  z.string().refine(isPlainText, { message: CONTROL_CHARACTERS_MESSAGE });

/** An amount as the API speaks it: a finite number with at most 2 decimals (1e-9 is refused). */
export const amountSchema = z
  .number()
  .refine(hasAtMostTwoDecimals, { message: 'Amount must have at most 2 decimals' })
  // `format: amount` in the OpenAPI description: at most 2 decimals (the fuzz test reads it too).
  .meta({ format: 'amount' });

/** The largest amount one request may move: far above any hall's needs, far below bigint limits. */
export const MAX_AMOUNT = 1_000_000_000;

export const nonNegativeAmountSchema = amountSchema
  .refine((n) => n >= 0, { message: 'Amount must not be negative' })
  .refine((n) => n <= MAX_AMOUNT, { message: `Amount must not exceed ${MAX_AMOUNT}` });

export const positiveAmountSchema = amountSchema
  .refine((n) => n > 0, { message: 'Amount must be greater than 0' })
  .refine((n) => n <= MAX_AMOUNT, { message: `Amount must not exceed ${MAX_AMOUNT}` });

/** Path ids: a positive 32-bit integer; anything else is a 400, never a 5xx. */
export const idParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A success answer's stable code (core/api-statuses.ts): clients translate it, else show `status`. */
export const statusCodeSchema = z.enum(API_STATUS_CODES).optional().meta({
  id: 'StatusCode',
  description:
    'Stable code of `status` (its English text), for clients that show it in their own language.',
});

export const statusResponseSchema = z
  .object({ status: z.string(), status_code: statusCodeSchema })
  .meta({ id: 'StatusResponse' });

/** SPEC section 3 "List reports": results plus pagination. */
export const paginationSchema = z
  .object({
    count: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
    next: z.number().int().nullable(),
    previous: z.number().int().nullable(),
  })
  .meta({ id: 'Pagination' });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 50, 100].includes(n), {
      message: 'page_size must be 10, 20, 50 or 100',
    })
    .default(20),
  search: plainText().trim().max(100).optional(),
});

/** Money-moving requests accept this header: a repeat with the same key replays the first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);

/**
 * The calendar of a CSV file's dates for people (issue 39): a screen showing the Ethiopian
 * calendar asks for `ethiopic`; every date is also in ISO 8601 at the end of each line.
 */
export const exportCalendarSchema = z.enum(CALENDARS).default('gregorian');

/** A period's two hall days in order (either may be left out): From never after To. */
export const datesInOrder = (q: { date_from?: string; date_to?: string }) =>
  !q.date_from || !q.date_to || q.date_from <= q.date_to;
