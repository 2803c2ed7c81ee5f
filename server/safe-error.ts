// What an error may show in a log: drizzle puts every bound parameter of a failed query into its
// message ("Failed query: ... params: ..."), and PostgreSQL puts row values into `detail` and into
// the text of data errors. Logs keep the query text (placeholders only) and the error codes.

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  query?: unknown;
  stack?: unknown;
  cause?: unknown;
}

export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
  cause?: SafeError;
}

const PARAMS = /\nparams: [\s\S]*$/;

function safeMessage(error: ErrorLike): string {
  const message = typeof error.message === 'string' ? error.message : String(error.message ?? '');
  const withoutParams = message.replace(PARAMS, '');
  // Class 22 (data exception) messages quote the offending value after a colon.
  if (typeof error.code === 'string' && error.code.startsWith('22'))
    return withoutParams.split(':')[0] ?? withoutParams;
  return withoutParams;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The loggable part of an error and of its causes (pino's `err` serializer). */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: String(error), stack: '' };
  const e = error as ErrorLike;
  const message = safeMessage(e);
  const original = typeof e.message === 'string' ? e.message : '';
  const stack =
    typeof e.stack === 'string' ? (original ? e.stack.replace(original, message) : e.stack) : '';
  const safe: SafeError = {
    type: text(e.name) ?? error.constructor?.name ?? 'Error',
    message,
    code: text(e.code) ?? (typeof e.code === 'number' ? String(e.code) : undefined),
    constraint: text(e.constraint),
    table: text(e.table),
    column: text(e.column),
    stack,
  };
  if (e.cause !== undefined && depth < 4) safe.cause = safeError(e.cause, depth + 1);
  return Object.fromEntries(
    Object.entries(safe).filter(([, value]) => value !== undefined),
  ) as unknown as SafeError;
}

/** One line for a person: the error and its causes, without bound values. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: SafeError | undefined = safeError(error);
  while (current) {
    parts.push(current.code ? `${current.message} (${current.code})` : current.message);
    current = current.cause;
  }
  return parts.filter(Boolean).join(': ');
}
