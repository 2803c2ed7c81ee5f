import { describe, expect, it } from 'vitest';
import { pairTvRequestSchema } from '../schemas/displays';
import {
  PAIRING_CODE_PATTERN,
  isDisplayToken,
  normalizePairingCode,
  parseShopEventId,
  shopEventId,
} from './tv-pairing';

describe('TV pairing codes', () => {
  it('reads a code as typed on a remote: any case, spaces and dashes dropped', () => {
    expect(normalizePairingCode(' ab3-k9 z ')).toBe('AB3K9Z');
    expect(pairTvRequestSchema.parse({ code: 'ab3 k9z' }).code).toBe('AB3K9Z');
  });

  it('refuses characters a hall confuses (0, O, 1, I, L) and a wrong length', () => {
    for (const code of ['AB3K90', 'AB3K9O', 'AB3K91', 'AB3K9I', 'AB3K9L', 'AB3K9', 'AB3K9ZZ'])
      expect(PAIRING_CODE_PATTERN.test(code), code).toBe(false);
    expect(pairTvRequestSchema.safeParse({ code: 'AB3K9' }).success).toBe(false);
  });
});

describe('display tokens and shop feed ids', () => {
  it('tells a display token from an access token', () => {
    expect(isDisplayToken(`tv_${'a'.repeat(43)}`)).toBe(true);
    expect(isDisplayToken('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(isDisplayToken('tv_short')).toBe(false);
  });

  it('names a game and a sequence, and reads only that back', () => {
    expect(parseShopEventId(shopEventId(12, 40))).toEqual({ gameId: 12, sequence: 40 });
    for (const bad of [null, '', '40', '12.', 'a.b', '12.40.1'])
      expect(parseShopEventId(bad)).toBeNull();
  });
});
