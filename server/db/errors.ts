/** The PostgreSQL error behind a failed query (drizzle wraps it as `cause`). */
function postgresError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if ('code' in current && typeof current.code === 'string')
      return current as { code: string; constraint?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = postgresError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/** The database refused a row: a data exception (class 22) or a broken constraint (class 23). */
export function isRowRefused(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code !== undefined && /^2[23]...$/.test(code);
}

// Connection exceptions (08), operator intervention (57P01-57P03: shutdown, crash, starting up or
// in recovery; 57P05: an idle session ended), too many connections (53300).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1235]|53300)$/;
/**
 * 55000 (object not in prerequisite state) is the database refusing new connections for
 * maintenance (`alter database ... with allow_connections false`) when raised at connection time
 * (postinit.c, the same in every language); elsewhere it is a query's own mistake.
 */
const isConnectRefusedForMaintenance = (error: {
  code?: unknown;
  file?: unknown;
  message?: unknown;
}) =>
  error.code === '55000' &&
  (error.file === 'postinit.c' ||
    (typeof error.message === 'string' &&
      error.message.includes('not currently accepting connections')));
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const UNAVAILABLE_MESSAGES = [
  'PGlite is closed',
  'Database closed',
  'Connection terminated',
  'Cannot use a pool after calling end',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** The database is away (down, unreachable, shutting down, full): a retry later may succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NODE_CODES.has(code))
    )
      return true;
    if (isConnectRefusedForMaintenance(current)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
      return true;
    // AggregateError (a host with several addresses) carries the connection errors in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
