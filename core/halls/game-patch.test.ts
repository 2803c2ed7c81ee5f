import { describe, expect, it } from 'vitest';
import { gamePatchOf, patchThen, wholeRowPatch } from './game-patch';

describe("a hall game row's patches", () => {
  it('follow a whole row: sets replace, appends extend the array the row holds', () => {
    const row = wholeRowPatch({ id: 4, status: 'active', called: [{ n: 7 }], winner_card: null });
    const drawn = patchThen(row, { set: { last_draw_at: 't1' }, append: { called: [{ n: 9 }] } });
    const won = patchThen(drawn!, { set: { status: 'completed', winner_card: 3 }, append: {} });
    expect(won).toEqual({
      set: {
        id: 4,
        status: 'completed',
        called: [{ n: 7 }, { n: 9 }],
        winner_card: 3,
        last_draw_at: 't1',
      },
      append: {},
    });
  });

  it('merge among themselves: appends gather, a later set wins over an earlier append', () => {
    const one = { set: { last_draw_at: 't1' }, append: { called: [1] } };
    const two = { set: { last_draw_at: 't2' }, append: { called: [2] } };
    expect(patchThen(one, two)).toEqual({
      set: { last_draw_at: 't2' },
      append: { called: [1, 2] },
    });
    const reset = { set: { called: [] }, append: {} };
    expect(patchThen(patchThen(one, reset)!, two)).toEqual({
      set: { last_draw_at: 't2', called: [2] },
      append: {},
    });
  });

  it('refuses an append to a column set to something other than an array', () => {
    expect(
      patchThen({ set: { called: null }, append: {} }, { set: {}, append: { called: [1] } }),
    ).toBe(null);
  });

  it("reads only a patch's shape from a payload", () => {
    expect(gamePatchOf({ id: 2, set: { a: 1 }, append: { b: [1] } })).toEqual({
      id: 2,
      set: { a: 1 },
      append: { b: [1] },
    });
    for (const payload of [
      null,
      [],
      { id: '2', set: {}, append: {} },
      { id: 2, set: [], append: {} },
      { id: 2, set: {}, append: { b: 1 } },
      { id: 2, set: {}, append: { b: [] } },
      { id: 2, set: { b: [1] }, append: { b: [2] } },
      { id: 2, set: {} },
    ])
      expect(gamePatchOf(payload)).toBe(null);
  });
});
