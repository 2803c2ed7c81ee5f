import { describe, expect, it } from 'vitest';
import { decodeTokenPayload, userFromToken } from './token-claims';

const NOW = 1_800_000_000;

function base64Url(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

function tokenWith(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.sig`;
}

describe('decodeTokenPayload', () => {
  it('reads the payload of a well-formed token', () => {
    expect(decodeTokenPayload(tokenWith({ user_id: 7 }))).toEqual({ user_id: 7 });
  });
  it('decodes non-ASCII usernames', () => {
    expect(decodeTokenPayload(tokenWith({ username: 'አበበ' }))).toEqual({ username: 'አበበ' });
  });
  it.each([
    '',
    'abc',
    'a.b',
    'a.!!!.c',
    `x.${base64Url('[1,2]')}.y`,
    `x.${base64Url('not json')}.y`,
  ])('rejects %j', (token) => {
    expect(decodeTokenPayload(token)).toBeNull();
  });
});

describe('userFromToken (SPEC section 5: accepted only with a user_id and unexpired)', () => {
  it('accepts an unexpired token with a user_id', () => {
    const user = userFromToken(
      tokenWith({
        user_id: 3,
        username: 'till1',
        role: 'cashier',
        agent_id: 1,
        cashier_id: 2,
        exp: NOW + 60,
      }),
      NOW,
    );
    expect(user).toEqual({
      id: 3,
      username: 'till1',
      role: 'cashier',
      agent_id: 1,
      cashier_id: 2,
      exp: NOW + 60,
    });
  });
  it('rejects an expired token', () => {
    expect(userFromToken(tokenWith({ user_id: 3, exp: NOW - 1 }), NOW)).toBeNull();
    expect(userFromToken(tokenWith({ user_id: 3, exp: NOW }), NOW)).toBeNull();
  });
  it('rejects a token without user_id or without exp', () => {
    expect(userFromToken(tokenWith({ username: 'x', exp: NOW + 60 }), NOW)).toBeNull();
    expect(userFromToken(tokenWith({ user_id: 3 }), NOW)).toBeNull();
  });
  it('fills SPEC defaults for a missing username and role', () => {
    const user = userFromToken(tokenWith({ user_id: 9, exp: NOW + 60 }), NOW);
    expect(user?.username).toBe('Unknown User');
    expect(user?.role).toBe('user');
    expect(user?.agent_id).toBeNull();
  });
});
