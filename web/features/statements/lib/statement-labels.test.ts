import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import ti from '@web/locales/ti.json';
import type { StatementMove } from '@core/schemas/statements';
import { partyOf, reasonOf } from './statement-labels';

const move = (changes: Partial<StatementMove>): StatementMove => ({
  entry_id: 1,
  created_at: '2026-11-28T10:00:00Z',
  kind: 'game_fee',
  amount_in: 0,
  amount_out: 4,
  balance_after: 96,
  counterparty: 'platform',
  counterparty_kind: 'platform',
  by: 'till',
  reason: null,
  reference: 'game:12',
  ...changes,
});

describe('a statement row in the screen’s language (issue 39)', async () => {
  const t = await i18next
    .createInstance()
    .init({ lng: 'ti', resources: { ti: { translation: ti } } });
  it('names the platform, the outside and a jackpot in words, a person or shop as named', () => {
    expect(partyOf(t, move({}))).toBe('እቲ መድረኽ');
    expect(partyOf(t, move({ counterparty: '#4', counterparty_kind: 'jackpot' }))).toBe('ጃክፖት #4');
    expect(partyOf(t, move({ counterparty: 'platform', counterparty_kind: 'shop' }))).toBe(
      'platform',
    );
  });
  it('reads a reference as words and keeps a reason as written', () => {
    expect(reasonOf(t, move({}))).toBe('ጸወታ #12');
    expect(reasonOf(t, move({ reference: 'shift:3' }))).toBe('ፈረቃ #3');
    expect(reasonOf(t, move({ reason: 'Top-up for Sunday' }))).toBe('Top-up for Sunday');
    expect(reasonOf(t, move({ reference: 'deposit 9' }))).toBe('ምምላስ ተቐማጢ #9');
    expect(reasonOf(t, move({ reference: 'demo:opening:cashier:1' }))).toBe('ናይ ምርኢት ክሬዲት');
    // A hall's entry as central keeps it: the hall, then what the hall wrote, both in words.
    expect(reasonOf(t, move({ reference: 'hall:3:allowance' }))).toBe('ኣዳራሽ #3 · ካብ መስመር ወጻኢ ፍቓድ');
    expect(reasonOf(t, move({ reference: 'something:else' }))).toBe('something:else');
  });
});
