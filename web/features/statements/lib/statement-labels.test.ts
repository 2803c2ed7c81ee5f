import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import ti from '@web/locales/ti.json';
import { LEDGER_KINDS } from '@core/ledger/ledger-kinds';
import {
  REFERENCE_CODES,
  referenceParts,
  SYSTEM_REASON_CODES,
  SYSTEM_REASONS,
  systemReasonCode,
} from '@core/ledger/ledger-texts';
import { resources } from '@web/lib/i18n-resources';
import type { StatementMove } from '@core/schemas/statements';
import { partyOf, reasonOf } from './statement-labels';

/** A row as the server answers it: its reason's code and its reference's parts read as it does. */
const move = (changes: Partial<StatementMove>): StatementMove => {
  const row = { ...base, ...changes };
  return {
    ...row,
    reason_code: systemReasonCode(row.kind, row.reason),
    reference_parts: row.reference ? referenceParts(row.reference) : [],
  };
};

const base: StatementMove = {
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
  reason_code: null,
  reference_parts: [],
};

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
  it('words a reason the server wrote by its code, and keeps a person’s as typed', () => {
    const covered = move({
      kind: 'hall_shortfall_cover',
      reason: SYSTEM_REASONS.hallShortfallCovered.text,
      reference: 'hall:3',
    });
    expect(covered.reason_code).toBe('hallShortfallCovered');
    expect(reasonOf(t, covered)).toBe(ti.statements.reasons.hallShortfallCovered);
    expect(reasonOf(t, covered)).not.toMatch(/[A-Za-z]/);
    const typed = move({ kind: 'agent_withdrawal', reason: SYSTEM_REASONS.floatCounted.text });
    expect(reasonOf(t, typed)).toBe(SYSTEM_REASONS.floatCounted.text);
  });
});

describe.each(Object.keys(resources))('%s words every ledger text the server sends', (code) => {
  const statements = resources[code as keyof typeof resources].translation.statements as {
    kinds: Record<string, string>;
    reasons: Record<string, string>;
    references: Record<string, string>;
  };
  it('each kind of entry, each reason the server writes, each reference', () => {
    for (const kind of LEDGER_KINDS) expect(statements.kinds[kind], kind).toBeTruthy();
    for (const reason of SYSTEM_REASON_CODES)
      expect(statements.reasons[reason], reason).toBeTruthy();
    for (const reference of REFERENCE_CODES.filter((c) => c !== 'raw'))
      expect(statements.references[reference], reference).toBeTruthy();
  });
});
