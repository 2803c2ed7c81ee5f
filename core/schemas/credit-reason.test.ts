import { describe, expect, it } from 'vitest';
import { reasonSchema, visibleCharacterCount } from './credit-reason';

describe('reasonSchema', () => {
  it('counts only visible characters', () => {
    expect(visibleCharacterCount('\u200b\u200b\u200b')).toBe(0);
    expect(visibleCharacterCount(' a \u200d b\u2060 ')).toBe(2);
    expect(visibleCharacterCount('ሰላም')).toBe(3);
  });

  it('accepts three visible characters and refuses fewer', () => {
    expect(reasonSchema.safeParse('Typo').success).toBe(true);
    expect(reasonSchema.safeParse(' a\u200bb ').success).toBe(false);
    expect(reasonSchema.safeParse('\u200b\u200b\u200b').success).toBe(false);
    expect(reasonSchema.safeParse('').success).toBe(false);
    expect(reasonSchema.safeParse('ok\u0000k').success).toBe(false);
  });
});
