import { describe, expect, it } from 'vitest';
import { gameName, gameSummary, jackpotMessage } from './format';
import { translatorFor as tFor } from './test-support';

const game = {
  id: 4,
  shop_name: 'Merkato Bingo',
  cashier_username: 'till-1',
  mode: 'standard',
  cards_count: 3,
};

describe('names the server builds, formatted in each language', () => {
  it.each([
    [
      'en',
      'Game #4 · Merkato Bingo',
      'Standard 1-75 · 3 cards',
      'Quick 1-50 · 1 card',
      'Congratulations! Jackpot won!',
    ],
    [
      'am',
      'ጨዋታ #4 · Merkato Bingo',
      'መደበኛ 1-75 · 3 ካርዶች',
      'ፈጣን 1-50 · 1 ካርድ',
      'እንኳን ደስ አለዎት! ጃክፖቱን አሸንፈዋል!',
    ],
    [
      'ti',
      'ጸወታ #4 · Merkato Bingo',
      'ልሙድ 1-75 · 3 ካርድታት',
      'ቅልጡፍ 1-50 · 1 ካርድ',
      'እንቋዕ ሓጎሰኩም! ጃክፖት ተዓዊትኩም!',
    ],
    [
      'es',
      'Juego n.º 4 · Merkato Bingo',
      'Estándar 1-75 · 3 cartones',
      'Rápido 1-50 · 1 cartón',
      '¡Felicidades! ¡Jackpot ganado!',
    ],
    [
      'fr',
      'Partie n° 4 · Merkato Bingo',
      'Standard 1-75 · 3 cartons',
      'Rapide 1-50 · 1 carton',
      'Félicitations ! Jackpot gagné !',
    ],
  ])('%s', async (language, name, summary, oneQuickCard, defaultMessage) => {
    const t = await tFor(language);
    expect(gameName(game, t)).toBe(name);
    expect(gameSummary(game, t)).toBe(summary);
    expect(gameSummary({ ...game, mode: 'quick', cards_count: 1 }, t)).toBe(oneQuickCard);
    expect(
      jackpotMessage({ message: 'Congratulations! Jackpot won!', default_message: true }, t),
    ).toBe(defaultMessage);
    // A hall's own message is its own words, in any language.
    expect(jackpotMessage({ message: 'Free tea!', default_message: false }, t)).toBe('Free tea!');
  });

  it('names a game without a shop by its cashier', async () => {
    const t = await tFor('en');
    expect(gameName({ ...game, shop_name: null }, t)).toBe('Game #4 · till-1');
  });
});
