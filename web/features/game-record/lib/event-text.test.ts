import { describe, expect, it } from 'vitest';
import type { GameHistoryEntry } from '@core/schemas/game-record';
import { eventText } from './event-text';

const entry = (
  type: GameHistoryEntry['type'],
  data: Record<string, unknown>,
): GameHistoryEntry => ({
  sequence: 1,
  type,
  at: '2026-01-01T00:00:00.000Z',
  user: null,
  data,
});

describe('eventText', () => {
  it('names balls with their letter in the game mode', () => {
    expect(eventText(entry('draw', { number: 50 }), 'standard')).toEqual({
      key: 'draw',
      values: { ball: 'G 50' },
    });
    expect(eventText(entry('draw', { number: 50 }), 'quick').values.ball).toBe('O 50');
  });
  it('names the till that took the caller, and whether the other one had gone quiet', () => {
    const till = '3f2a9c1e-0000-4000-8000-000000000000';
    expect(eventText(entry('beacon', { round: 1000, signature: 'ab' }), 'standard')).toEqual({
      key: 'beacon',
      values: { round: 1000 },
    });
    expect(eventText(entry('beacon', { offline: true, round: 1001 }), 'standard').key).toBe(
      'beaconOffline',
    );
    expect(eventText(entry('take_control', { till, lapsed: false }), 'standard')).toEqual({
      key: 'takeControl',
      values: { till: '3F2A' },
    });
    expect(eventText(entry('take_control', { till, lapsed: true }), 'standard').key).toBe(
      'takeControlLapsed',
    );
  });
  it('tells manual calls, checks by verdict, and manual wins apart', () => {
    expect(eventText(entry('mark', { number: 3, called: false }), 'standard').key).toBe('markOff');
    expect(eventText(entry('check', { card_number: 7, verdict: 'late' }), 'standard')).toEqual({
      key: 'check_late',
      values: { card: 7 },
    });
    expect(eventText(entry('check', { card_number: 7, is_winner: true }), 'standard').key).toBe(
      'check_win',
    );
    expect(
      eventText(entry('win', { card_number: 7, relied_on_manual_call: true }), 'standard').key,
    ).toBe('winManual');
  });
  it("shows the agent's decision on a jackpot payout that waited, with the reason of a refusal", () => {
    expect(
      eventText(entry('jackpot', { decision: 'approved', amount_cents: '3000' }), 'standard'),
    ).toEqual({ key: 'jackpotApproved', values: { amount: '30.00' } });
    expect(
      eventText(
        entry('jackpot', { decision: 'rejected', amount_cents: '3000', reason: 'Never drawn' }),
        'standard',
      ),
    ).toEqual({ key: 'jackpotRejected', values: { amount: '30.00', reason: 'Never drawn' } });
  });
  it("shows the reason an agent gave for pausing a cashier's game", () => {
    expect(eventText(entry('pause', { reason: 'Cashier left' }), 'standard')).toEqual({
      key: 'pauseReason',
      values: { reason: 'Cashier left' },
    });
    expect(eventText(entry('pause', {}), 'standard')).toEqual({ key: 'pause', values: {} });
  });
  it('shows the reason of a reset and the money of the start', () => {
    expect(
      eventText(entry('reset', { reason: 'Jam', old_called: [{}, {}] }), 'standard').values,
    ).toEqual({ reason: 'Jam', count: 2 });
    expect(
      eventText(entry('start', { cards: [1, 2], amount_cents: '2000' }), 'standard').values,
    ).toEqual({ count: 2, amount: '20.00' });
  });
});
