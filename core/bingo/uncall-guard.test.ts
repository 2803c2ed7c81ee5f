import { ruleForConditions } from './patterns/win-rule';
import { describe, expect, it } from 'vitest';
import { cardForNumber } from './card-generator';
import { winsRelyingOnCall } from './uncall-guard';
import { DEFAULT_WIN_CONDITIONS } from './win-patterns';

const card = cardForNumber(7, 'standard');
const row = card[0]!.filter((n): n is number => typeof n === 'number');
const calls = (numbers: number[]) => numbers.map((number) => ({ number, manual: true }));

describe('winsRelyingOnCall', () => {
  it('names a winning card whose win needs the call', () => {
    const cards = [{ cardNumber: 7, card }];
    expect(
      winsRelyingOnCall({
        cards,
        calls: calls(row),
        number: row[0]!,
        rule: ruleForConditions(DEFAULT_WIN_CONDITIONS),
      }),
    ).toEqual([7]);
  });

  it('names no card when the call is not part of any win', () => {
    const cards = [{ cardNumber: 7, card }];
    const other = [...Array(75).keys()].map((i) => i + 1).find((n) => !card.flat().includes(n))!;
    expect(
      winsRelyingOnCall({
        cards,
        calls: calls([...row, other]),
        number: other,
        rule: ruleForConditions(DEFAULT_WIN_CONDITIONS),
      }),
    ).toEqual([]);
  });

  it('names no card that does not win now', () => {
    const cards = [{ cardNumber: 7, card }];
    expect(
      winsRelyingOnCall({
        cards,
        calls: calls(row.slice(0, 4)),
        number: row[0]!,
        rule: ruleForConditions(DEFAULT_WIN_CONDITIONS),
      }),
    ).toEqual([]);
  });
});
