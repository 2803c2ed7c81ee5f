import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
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

  it('falls back when the server said nothing', () => {
    expect(serverErrorText(new NetworkError(new Error('offline')), 'fallback')).toBe('fallback');
    expect(serverErrorText(new ApiError(502, null, null), 'fallback')).toBe('fallback');
  });
});
