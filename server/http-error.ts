/** An error whose message is safe to show the client: the error handler maps it to its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Shown as the answer's `details` (e.g. a saved card's SPEC messages). */
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Invalid or expired token') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
