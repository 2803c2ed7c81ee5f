import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { translatorFor } from './test-support';
import { serverErrorText } from './validation';

describe('serverErrorText', () => {
  it("prefers the server's error text and adds its validation details", () => {
    expect(serverErrorText(new ApiError(409, 'Insufficient balance', null), 'fallback')).toBe(
      'Insufficient balance',
    );
    const body = { error: 'Invalid request', details: [{ path: 'phone', message: 'Too long' }] };
    expect(serverErrorText(new ApiError(400, 'Invalid request', body), 'fallback')).toBe(
      'Invalid request: Too long',
    );
  });

  it('names the cards holding an unclaimed win, in the language shown', async () => {
    const body = {
      error: 'A sold card holds a win on the calls: check it and record the win',
      code: 'unclaimed_winner',
      details: { card_numbers: [7, 12] },
    };
    const error = new ApiError(409, body.error, body);
    expect(serverErrorText(error, 'fallback', await translatorFor('en'))).toBe(
      'A sold card holds a win on the calls: check it and record the win: cards 7, 12',
    );
    expect(serverErrorText(error, 'fallback', await translatorFor('fr'))).toMatch(/cartons 7, 12$/);
  });

  it('falls back when the server said nothing', () => {
    expect(serverErrorText(new NetworkError(new Error('offline')), 'fallback')).toBe('fallback');
    expect(serverErrorText(new ApiError(502, null, null), 'fallback')).toBe('fallback');
  });
});
