import { describe, expect, it } from 'vitest';
import { movesMoney, TRAINING_MAX_CARDS, trainingCardsRefusal } from './training-games';

describe('training games', () => {
  it('never move money; every other game does', () => {
    expect(movesMoney({ training: true })).toBe(false);
    expect(movesMoney({ training: false })).toBe(true);
  });

  it('sell 1 to 10 named cards', () => {
    expect(TRAINING_MAX_CARDS).toBe(10);
    expect(trainingCardsRefusal(0)).toBe('cards_required');
    expect(trainingCardsRefusal(1)).toBeNull();
    expect(trainingCardsRefusal(10)).toBeNull();
    expect(trainingCardsRefusal(11)).toBe('training_too_many_cards');
  });
});
