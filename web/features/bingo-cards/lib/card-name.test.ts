import { describe, expect, it } from 'vitest';
import { defaultCardName } from './card-name';

describe('a new card’s default name (issue 39)', () => {
  it('is in its shop’s language and keeps the number SPEC’s check looks for', async () => {
    expect(await defaultCardName('ti', 501)).toBe('ካርድ 501');
    expect(await defaultCardName('am', 7)).toBe('ካርድ 7');
    expect(await defaultCardName('es', 12)).toBe('Cartón 12');
    expect(await defaultCardName('en', 501)).toBe('Card 501');
  });
});
