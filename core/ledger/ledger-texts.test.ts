import { describe, expect, it } from 'vitest';
import { referenceParts, SYSTEM_REASONS, systemReasonCode } from './ledger-texts';

describe('the words the server writes on ledger entries, as codes (issue 39)', () => {
  it('codes a reason the server wrote on its kind of entry, never a person’s words', () => {
    const { text } = SYSTEM_REASONS.hallShortfallCovered;
    expect(systemReasonCode('hall_shortfall_cover', text)).toBe('hallShortfallCovered');
    expect(systemReasonCode('shift_opening_count', SYSTEM_REASONS.floatCounted.text)).toBe(
      'floatCounted',
    );
    // The same words typed as the reason of another kind of move are a person's.
    expect(systemReasonCode('agent_withdrawal', text)).toBeNull();
    expect(systemReasonCode('hall_shortfall_cover', 'Typed by hand')).toBeNull();
    expect(systemReasonCode('game_fee', null)).toBeNull();
  });

  it('reads a reference as its parts, a hall’s own one as the hall and then what it wrote', () => {
    expect(referenceParts('game:12')).toEqual([{ code: 'game', params: { id: '12' } }]);
    expect(referenceParts('deposit 9')).toEqual([{ code: 'depositReversed', params: { id: '9' } }]);
    expect(referenceParts('hall:3:game:7')).toEqual([
      { code: 'hall', params: { id: '3' } },
      { code: 'game', params: { id: '7' } },
    ]);
    expect(referenceParts('hall:3:allowance')).toEqual([
      { code: 'hall', params: { id: '3' } },
      { code: 'allowance', params: {} },
    ]);
    expect(referenceParts('demo:opening:cashier:1')).toEqual([{ code: 'demo', params: {} }]);
    expect(referenceParts('fee_owed:cashier:4')).toEqual([
      { code: 'feeOwed', params: { id: '4' } },
    ]);
    expect(referenceParts('hall:3:something new')).toEqual([
      { code: 'hall', params: { id: '3' } },
      { code: 'raw', params: { text: 'something new' } },
    ]);
  });
});
