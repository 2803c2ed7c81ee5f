import type { TFunction } from 'i18next';
import type { z } from 'zod';
// Not from @core/schemas: this file is in every route's first load (serverErrorText), zod is not.
import { MAX_PRINT_CARDS, PRINT_RANGE_MESSAGE } from '@core/bingo/print-range';

/**
 * The core schemas' own messages (English: the API sends them as `details` to every client) and
 * the translation key each one shows as in the web app.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Username must be at least 3 characters': 'validation.usernameShort',
  'Username may use letters, digits and _ . @ + - only': 'validation.usernameChars',
  'Password must be at least 8 characters': 'validation.passwordShort',
  'Phone is required': 'validation.phoneRequired',
  'Enter a valid phone number': 'validation.phoneInvalid',
  'Please enter a shop name': 'validation.shopNameRequired',
  'Please give a reason of at least 3 visible characters': 'validation.reasonRequired',
  'Amount must have at most 2 decimals': 'validation.amountDecimals',
  'Amount must not be negative': 'validation.amountNegative',
  'Amount must be greater than 0': 'validation.amountPositive',
  // A signed amount (a Z's correction, a transfer's body): either sign, never 0.
  'Amount must not be 0': 'validation.amountNotZero',
  'Text must not contain control characters': 'apiErrors.control_characters',
  'Enter the 6-digit code': 'twoFactor.codeRequired',
  'Enter a recovery code': 'twoFactor.recoveryRequired',
  'End date must not be before start date': 'agent.jackpots.form.endBeforeStart',
  'Card value must be between 1 and 1000': 'validation.cardValueRange',
  'Card numbers must be unique': 'validation.cardsUnique',
  'Use a three-letter currency code (ETB)': 'validation.currencyCode',
  'Enter the 6 characters shown': 'tvPairing.codeFormat',
  'date_from must not be after date_to': 'reports.filters.dateRangeReversed',
  // The pattern editor's schema and core/bingo/patterns' patternProblem (decision 034).
  'Name the pattern': 'winPatterns.editor.nameRequired',
  'Draw at least one shape': 'winPatterns.editor.shapeRequired',
  'a pattern needs at least one shape': 'winPatterns.editor.shapeRequired',
  'a shape is not a 5x5 mask with a marked cell': 'winPatterns.editor.shapeEmpty',
  'the same shape twice': 'winPatterns.editor.sameShape',
  'k must be between 1 and the number of shapes': 'winPatterns.editor.kRange',
};

/** Messages whose translation names a limit. */
const MESSAGE_KEYS_WITH_VALUES: Record<string, [string, Record<string, string>]> = {
  [PRINT_RANGE_MESSAGE]: ['printCards.rangeError', { max: String(MAX_PRINT_CARDS) }],
};

const TOO_LARGE_AMOUNT = /^Amount must not exceed (\d+)$/;

/** A core schema's English message in the current language, or null for one it does not name. */
export function schemaMessage(message: string, t: TFunction): string | null {
  const key = MESSAGE_KEYS[message];
  if (key) return t(key);
  const withValues = MESSAGE_KEYS_WITH_VALUES[message];
  if (withValues) return t(withValues[0], withValues[1]);
  const tooLarge = TOO_LARGE_AMOUNT.exec(message);
  return tooLarge ? t('validation.amountTooLarge', { max: tooLarge[1] }) : null;
}

/** The parts of a zod issue (final or raw, as an error map sees it) the message depends on. */
type IssueLike = Pick<z.core.$ZodIssue, 'code'> & {
  message?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
};

/** One message for one schema issue, in the current language (never zod's English). */
export function issueMessage(issue: IssueLike, t: TFunction): string {
  const named = issue.message ? schemaMessage(issue.message, t) : null;
  if (named) return named;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t('validation.required');
      return issue.expected === 'number' || issue.expected === 'int'
        ? t('validation.amountInvalid')
        : t('validation.invalid');
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? t('validation.required')
        : t('validation.tooSmall', { min: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.tooLong', { max: String(issue.maximum) })
        : t('validation.tooLarge', { max: String(issue.maximum) });
    default:
      return t('validation.invalid');
  }
}
