import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

// Every "not available now" state of the database is an outage (503, retry later; decision 015),
// however the driver wraps it; a query's own mistake is not.

/** As drizzle throws it: the driver's error as `cause`. */
function wrapped(fields: Record<string, unknown>): Error {
  const cause = Object.assign(new Error(String(fields.message ?? 'database error')), fields);
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      '55000 at connection (allow_connections false)',
      {
        code: '55000',
        file: 'postinit.c',
        message: 'database "x" is not currently accepting connections',
      },
    ],
    [
      '55000 with a translated message',
      { code: '55000', file: 'postinit.c', message: 'la base « x » n’accepte pas les connexions' },
    ],
    ['57P03 cannot_connect_now', { code: '57P03', message: 'the database system is starting up' }],
    ['53300 too_many_connections', { code: '53300', message: 'sorry, too many clients already' }],
    [
      '57P01 admin_shutdown',
      { code: '57P01', message: 'terminating connection due to administrator command' },
    ],
    [
      '57P05 idle session timeout',
      { code: '57P05', message: 'terminating connection due to idle-session timeout' },
    ],
    ['08006 connection_failure', { code: '08006', message: 'connection failure' }],
    [
      'connection refused',
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    ],
  ])('%s is an outage', (_name, fields) => {
    expect(isDatabaseUnavailable(wrapped(fields))).toBe(true);
  });

  it.each([
    [
      '55000 from a query',
      {
        code: '55000',
        file: 'sequence.c',
        message: 'currval of sequence "s" is not yet defined in this session',
      },
    ],
    ['a unique violation', { code: '23505', message: 'duplicate key value' }],
    ['a syntax error', { code: '42601', message: 'syntax error at or near "x"' }],
  ])('%s is not', (_name, fields) => {
    expect(isDatabaseUnavailable(wrapped(fields))).toBe(false);
  });
});
