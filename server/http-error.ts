import { API_ERROR_MESSAGES, type ApiErrorCode } from '@core/api-errors';
import type { ErrorDetail, ErrorFacts } from '@core/schemas/common';

/** An error the client may see: the error handler answers its status, code and English text. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    /** Shown as the answer's `details` (a saved card's SPEC messages, an unclaimed win's cards). */
    readonly details?: ErrorDetail[] | ErrorFacts,
  ) {
    super(API_ERROR_MESSAGES[code]);
    this.name = 'HttpError';
  }
}

export const unauthorized = (code: ApiErrorCode = 'invalid_token') => new HttpError(401, code);
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = (code: ApiErrorCode = 'not_found') => new HttpError(404, code);
