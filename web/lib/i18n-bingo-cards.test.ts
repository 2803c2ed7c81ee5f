import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { validateCard } from '@core/bingo/card-validation';
import { resources } from './i18n-resources';
import { cardErrorText } from './cards/card-text';

describe('SPEC texts of Bingo Cards, word for word', () => {
  const en = resources.en.translation;

  it('the screen, its toasts and its empty state', () => {
    expect(en.bingoCards).toMatchObject({
      saveNow: 'Save Now',
      export: 'Export',
      clearAll: 'Clear All Cards',
      restoreLast: 'Restore Last Deleted',
      empty: 'No cards found',
      batchSize: 'Please enter a number between 1 and 50',
    });
    expect(en.bingoCards.actions).toEqual({
      update: 'Update',
      regenerate: 'Regenerate',
      duplicate: 'Duplicate',
      delete: 'Delete',
      deleteForever: 'Delete Forever',
    });
    expect(en.bingoCards.toast).toMatchObject({
      saved: 'Cards saved successfully!',
      saveError: 'Error saving cards. Please try again.',
      exportError: 'Error exporting cards. Please try again.',
      updated: 'Card updated successfully!',
    });
    expect(en.bingoCards.edit.nameRequired).toBe('Please enter a card name.');
  });

  it("section 5's cell messages, the same as the server's", async () => {
    const t = await i18next.createInstance().init({ lng: 'en', resources });
    const grid = [
      ['1', '16', '31', '46', '99'],
      ['1', 'x', '32', '47', '62'],
      ['3', '18', '★', '48', '63'],
      ['4', '19', '34', '49', '64'],
      ['5', '20', '35', '50', '65'],
    ];
    const errors = validateCard(grid);
    expect(errors.map((error) => cardErrorText(error, t))).toEqual(errors.map((e) => e.text));
    expect(errors.map((error) => error.text)).toEqual([
      'Row 1, B column: Number 1 already exists in B column.',
      'Row 1, O column: Invalid number for O column. Please enter a number between 61-75.',
      'Row 2, B column: Number 1 already exists in B column.',
      'Row 2, I column: Please enter a valid number',
    ]);
  });
});
