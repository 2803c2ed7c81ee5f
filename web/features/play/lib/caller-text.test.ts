import { describe, expect, it } from 'vitest';
import { resources } from '@web/lib/i18n-resources';
import { formatMoney } from '@web/lib/format';
import { boardRows, isTypingTarget, stageBonusNotice, winRecordedMessage } from './caller-text';
import { chanceKey, winLabelKey } from '@web/lib/win-labels';

const en = resources.en.translation;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

describe('winRecordedMessage', () => {
  const build = (bonus: number | null, currency = { code: 'USD', symbol: '$' }) =>
    winRecordedMessage(
      { winner: 'Row Winner', amount: 64, gameId: 12, bonus },
      (values) => fill(en.callerMessages.recorded, values),
      (values) => fill(en.callerMessages.jackpotBonus, values),
      (amount) => formatMoney(amount, 'en', currency),
    );

  it('is SPEC section 8 word for word', () => {
    expect(build(null)).toBe('Row Winner recorded! Win Amount: $64.00 | Game ID: 12');
  });

  it('adds the jackpot bonus part when one applies', () => {
    expect(build(100)).toBe(
      'Row Winner recorded! Win Amount: $64.00 | Game ID: 12 + $100.00 JACKPOT BONUS!',
    );
    expect(build(0)).toBe('Row Winner recorded! Win Amount: $64.00 | Game ID: 12');
  });

  it("speaks the hall's currency (Birr)", () => {
    expect(build(100, { code: 'ETB', symbol: 'Br' })).toBe(
      'Row Winner recorded! Win Amount: Br\u00a064.00 | Game ID: 12 + Br\u00a0100.00 JACKPOT BONUS!',
    );
  });
});

describe('texts', () => {
  it('has the SPEC caller messages in English', () => {
    expect(en.callerMessages).toMatchObject({
      noBingo: 'No Bingo',
      unselected: 'Unselected number',
      recordFailed: 'Failed to record bingo win',
      gameOver: 'Game Over',
    });
    expect(en.caller).toMatchObject({
      statusReady: 'Ready',
      statusCalling: 'Calling...',
      statusPaused: 'Paused',
      totalWinAmount: 'Total Win Amount',
      selectedCards: 'Selected Cards',
    });
  });

  it('labels every win type and chance', () => {
    const lookup = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    expect(lookup(winLabelKey('fourCorners'))).toBe('Four Corners Winner');
    expect(lookup(winLabelKey('row'))).toBe('Row Winner');
    expect(lookup(chanceKey('Very High'))).toBe('Very High');
    expect(lookup(chanceKey('Low'))).toBe('Low');
  });
});

describe('boardRows', () => {
  it('groups the board by letter, mode-aware', () => {
    const standard = boardRows('standard');
    expect(standard.map((r) => r.letter)).toEqual(['B', 'I', 'N', 'G', 'O']);
    expect(standard[0]!.numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(standard[4]!.numbers.at(-1)).toBe(75);
    expect(boardRows('quick')[1]!.numbers[0]).toBe(11);
    expect(boardRows('marathon')[4]!.numbers).toHaveLength(20);
  });
});

describe('stageBonusNotice', () => {
  it('tells the cashier to hand over a bonus paid from the drawer', () => {
    expect(stageBonusNotice({ stage_bonus: 20, stage_bonus_unpaid: 0 })).toEqual({
      tone: 'info',
      key: 'callerMessages.stageBonusPaid',
      amount: 20,
    });
  });

  it('warns of a bonus left unpaid, saying why', () => {
    const unpaid = (reason: 'hand_calls' | 'drawer_short') =>
      stageBonusNotice({
        stage_bonus: 0,
        stage_bonus_unpaid: 20,
        stage_bonus_unpaid_reason: reason,
      });
    expect(unpaid('hand_calls')).toEqual({
      tone: 'warning',
      key: 'callerMessages.stageBonusUnpaidHandCalls',
      amount: 20,
    });
    expect(unpaid('drawer_short')?.key).toBe('callerMessages.stageBonusUnpaidDrawer');
  });

  it('says nothing when no bonus was due', () => {
    expect(stageBonusNotice({})).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true for fields only', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('translations', () => {
  const keysOf = (node: unknown, prefix = ''): string[] =>
    node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`))
      : [prefix.replace(/_(one|other)\.$/, '.').slice(0, -1)];
  const sections = ['caller', 'check', 'card', 'callerMessages', 'winLabels', 'celebration'];

  it.each(['am', 'ti', 'es', 'fr'] as const)('%s has every caller text, translated', (lang) => {
    const other = resources[lang].translation as unknown as Record<string, unknown>;
    const english = en as unknown as Record<string, unknown>;
    for (const section of sections) {
      expect(new Set(keysOf(other[section]))).toEqual(new Set(keysOf(english[section])));
    }
    expect((other.callerMessages as Record<string, string>).noBingo).not.toBe(
      en.callerMessages.noBingo,
    );
  });
});
