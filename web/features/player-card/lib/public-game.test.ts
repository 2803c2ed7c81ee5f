import { describe, expect, it } from 'vitest';
import { presetPattern } from '@core/bingo/patterns/presets';
import { applyPublicMessage, type PublicGame } from './public-game';

const game: PublicGame = {
  status: 'running',
  called: [5],
  plan: { patterns: [presetPattern('row_or_column')!], skip_unused: false },
  stage: 0,
  wins: [],
  ball_count: 75,
};
const event = (type: string, data: Record<string, unknown>) =>
  ({ kind: 'event', type, data }) as const;

describe("a phone's copy of the running game", () => {
  it('takes draws and hand calls once, drops uncalled ones, clears on reset', () => {
    let g = applyPublicMessage(game, event('draw', { number: 7 }));
    g = applyPublicMessage(g, event('draw', { number: 7 }));
    g = applyPublicMessage(g, event('mark', { number: 9, called: true }));
    expect(g?.called).toEqual([5, 7, 9]);
    g = applyPublicMessage(g, event('mark', { number: 9, called: false }));
    expect(g?.called).toEqual([5, 7]);
    expect(applyPublicMessage(g, event('reset', {}))?.called).toEqual([]);
  });

  it('moves to the next stage on a stage win, and ends on the last win, a close or a cancel', () => {
    expect(applyPublicMessage(game, event('win', { card_number: 1, next_stage: 1 }))).toMatchObject(
      {
        stage: 1,
        status: 'running',
      },
    );
    for (const type of ['win', 'close', 'cancel'])
      expect(applyPublicMessage(game, event(type, {}))?.status).toBe('ended');
  });

  it("keeps each stage's winners once, with the pattern each won with", () => {
    const line = { key: 'row_or_column', name: 'Any Line' };
    let g = applyPublicMessage(
      game,
      event('win', { card_number: 17, stage: 0, pattern: line, next_stage: 1 }),
    );
    g = applyPublicMessage(g, event('win', { card_number: 17, stage: 0, pattern: line }));
    g = applyPublicMessage(g, event('win', { card_number: 4, stage: 1, pattern: 'bad' }));
    expect(g?.wins).toEqual([
      { stage: 0, card_number: 17, pattern: line },
      { stage: 1, card_number: 4, pattern: null },
    ]);
    expect(g?.status).toBe('ended');
  });

  it('ignores what it cannot read, and starts again from a snapshot', () => {
    expect(applyPublicMessage(game, event('draw', { number: 'x' }))).toBe(game);
    expect(applyPublicMessage(null, event('draw', { number: 3 }))).toBeNull();
    expect(
      applyPublicMessage(game, { kind: 'snapshot', game: { ...game, called: [] } })?.called,
    ).toEqual([]);
  });
});
