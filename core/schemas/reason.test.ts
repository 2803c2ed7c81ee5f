import { describe, expect, it } from 'vitest';
import { reasonSchema, visibleLength } from './reason';

describe('reasonSchema', () => {
  it('takes a reason of at least three visible characters, trimmed', () => {
    expect(reasonSchema.parse('  Power cut ')).toBe('Power cut');
    expect(reasonSchema.safeParse('ሰዓት').success).toBe(true);
    expect(reasonSchema.safeParse('a b c').success).toBe(true);
  });

  it.each([
    ['three zero-width spaces', '\u200b\u200b\u200b'],
    ['joiners around two letters', 'a\u200d\u200db'],
    ['word joiner, BOM and spaces', ' \u2060\ufeff x  '],
    ['direction marks', '\u200e\u200fab\u202e'],
    ['two letters', 'ab'],
    ['non-breaking spaces', '\u00a0\u00a0\u00a0'],
  ])('refuses %s', (_, text) => {
    const result = reasonSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Please give a reason of at least 3 visible characters',
    );
  });

  it('refuses control characters, as every plain text field does', () => {
    expect(reasonSchema.safeParse('ok\u0000k').success).toBe(false);
  });

  it('counts a character outside the BMP once', () => {
    expect(visibleLength('😀😀')).toBe(2);
  });
});
