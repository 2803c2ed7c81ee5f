import { describe, expect, it } from 'vitest';
import { cardForNumber } from '../card-generator';
import { analyzeWin } from '../win-analysis';
import { ballsInPlay, columnsInPlay, planFor } from './game-patterns';
import { cellCount, maskOfPicture, pictureOfMask, placementsOf, symmetriesOf } from './grid-mask';
import { compilePattern, patternProblem } from './pattern';
import { CONDITION_PRESETS, PRESET_PATTERNS, presetPattern } from './presets';
import { winRule } from './win-rule';

describe('presets', () => {
  it('are at least 30, each key once, each playable', () => {
    expect(PRESET_PATTERNS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(PRESET_PATTERNS.map((p) => p.key)).size).toBe(PRESET_PATTERNS.length);
    for (const pattern of PRESET_PATTERNS) expect(patternProblem(pattern), pattern.key).toBeNull();
  });

  it("hold SPEC's four switches", () => {
    expect(Object.values(CONDITION_PRESETS).map((key) => presetPattern(key)?.name)).toEqual([
      'Any Line',
      'Four Corners',
      'Full House',
      'Diagonal',
    ]);
  });

  it('draw their pictures: the X is both diagonals', () => {
    expect(pictureOfMask(presetPattern('letter_x')!.masks[0]!)).toBe(
      'X...X/.X.X./..X../.X.X./X...X',
    );
  });
});

describe('classes', () => {
  const l = maskOfPicture('X..../X..../XX.../...../.....');

  it('fixed: the shapes as drawn', () => {
    expect(compilePattern({ key: 'l', name: 'L', class: 'fixed', masks: [l], k: 1 }).masks).toEqual(
      [l],
    );
  });

  it('crazy: every turn and mirror image, each once', () => {
    const masks = compilePattern({ key: 'l', name: 'L', class: 'crazy', masks: [l], k: 1 }).masks;
    expect(masks).toHaveLength(8);
    expect(masks).toContain(maskOfPicture('....X/....X/...XX/...../.....'));
    expect(masks).toContain(maskOfPicture('..XXX/..X../...../...../.....'));
    // A symmetric shape has fewer distinct images: the plus has one.
    expect(symmetriesOf(presetPattern('plus')!.masks[0]!)).toHaveLength(1);
  });

  it('anywhere: the shape at every position where it fits', () => {
    expect(placementsOf(maskOfPicture('XX.../XX.../...../...../.....'))).toHaveLength(16);
    expect(placementsOf(maskOfPicture('XXX../XXX../XXX../...../.....'))).toHaveLength(9);
    for (const mask of placementsOf(l)) expect(cellCount(mask)).toBe(4);
  });

  it('k of a set: needs k complete masks, and counts to go over the best k together', () => {
    const card = cardForNumber(1, 'standard');
    const rule = winRule([presetPattern('two_lines')!]);
    // Nothing called: a diagonal (4 numbers, the centre is free) and the four corners, two of
    // which it holds, make two lines with 6 numbers.
    expect(analyzeWin(card, [], rule).minNeeded).toBe(6);
    const topRow = (card[0] as number[]).slice();
    // The top row called: the corners need only the two bottom corners.
    expect(analyzeWin(card, topRow, rule).closest?.needed).toEqual([6, 72]);
  });

  it('refuses what cannot be played', () => {
    expect(patternProblem({ class: 'fixed', masks: [], k: 1 })).toMatch(/at least one/);
    expect(patternProblem({ class: 'k_of_set', masks: [1, 2], k: 3 })).toMatch(/k must/);
    expect(patternProblem({ class: 'anywhere', masks: [1], k: 2 })).toMatch(/only a k/);
    expect(patternProblem({ class: 'fixed', masks: [1 << 25], k: 1 })).toMatch(/5x5/);
  });
});

const NONE = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };

describe('skip numbers no pattern uses', () => {
  it('keeps only the columns some winning mask touches', () => {
    const frame = planFor(NONE, [presetPattern('small_frame')!], true);
    expect([...columnsInPlay(frame)].sort()).toEqual([1, 2, 3]);
    expect(ballsInPlay(frame, 'standard')).toEqual(Array.from({ length: 45 }, (_, i) => i + 16));
    expect(ballsInPlay({ ...frame, skip_unused: false }, 'quick')).toHaveLength(50);
    // An "anywhere" shape can sit in any column: nothing is skipped.
    const anywhere = planFor(NONE, [presetPattern('small_square')!], true);
    expect(ballsInPlay(anywhere, 'standard')).toHaveLength(75);
  });
});
