import { describe, expect, it } from 'vitest';
import { visibleCharacterCount } from './visible-characters';

describe('visibleCharacterCount', () => {
  it('counts what a reader sees, in any script', () => {
    expect(visibleCharacterCount('abc')).toBe(3);
    expect(visibleCharacterCount(' a b ')).toBe(2);
    expect(visibleCharacterCount('\u200b\u200b\u200b')).toBe(0);
    expect(visibleCharacterCount('a\u200db\u2060\u200e')).toBe(2);
    expect(visibleCharacterCount('ሰላም')).toBe(3);
  });
});
