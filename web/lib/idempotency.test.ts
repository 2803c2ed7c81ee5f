import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { IdempotencyKeys, newIdempotencyKey } from './idempotency';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('IdempotencyKeys', () => {
  it('reuses the key while the same body is sent again', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ amount: 5 })).toBe('key-1');
    expect(keys.keyFor({ amount: 5 })).toBe('key-1');
  });

  it('gives a changed body a new key', () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ amount: 5 });
    expect(keys.keyFor({ amount: 6 })).toBe('key-2');
  });

  it('keeps the key after a network error or a 5xx, so a retry cannot move money twice', () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ amount: 5 });
    keys.settle(new NetworkError(new TypeError('offline')));
    expect(keys.keyFor({ amount: 5 })).toBe('key-1');
    keys.settle(new ApiError(503, null, null));
    expect(keys.keyFor({ amount: 5 })).toBe('key-1');
  });

  it('starts a new submission after a success or a 4xx (nothing moved)', () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ amount: 5 });
    keys.settle();
    expect(keys.keyFor({ amount: 5 })).toBe('key-2');
    keys.settle(new ApiError(409, 'Insufficient balance', null));
    expect(keys.keyFor({ amount: 5 })).toBe('key-3');
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct v4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('newIdempotencyKey without a secure context', () => {
  it('builds a v4 UUID from getRandomValues', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff),
    });
    try {
      expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
