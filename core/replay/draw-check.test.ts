import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../crypto/sha256';
import { commitmentInput } from '../bingo/shuffle';
import { drawFault } from './draw-check';
import type { LoggedGameEvent } from './replay-state';

const SALT = '0aff';
const commit = (order: number[]) => sha256Hex(commitmentInput(order, SALT));

/** A log from its events' types and data, numbered in order. */
const log = (...events: [string, Record<string, unknown>][]): LoggedGameEvent[] =>
  events.map(([type, data], i) => ({ sequence: i + 1, type, data }));

describe('drawFault', () => {
  const order = [3, 1, 2, 5, 4];

  it('passes draws that follow the committed order, around a hand call', () => {
    const events = log(
      ['start', { commitment: commit(order) }],
      ['draw', { number: 3 }],
      ['mark', { number: 1, called: true }],
      ['draw', { number: 2 }],
      ['close', { order, salt: SALT }],
    );
    expect(drawFault(events)).toBeNull();
  });

  it('names a ball drawn out of turn', () => {
    const events = log(
      ['start', { commitment: commit(order) }],
      ['draw', { number: 1 }],
      ['close', { order, salt: SALT }],
    );
    expect(drawFault(events)).toBe('ball 1 drawn where the order gave 3');
  });

  it('names an order revealed that is not the one committed, before or after a reset', () => {
    const other = [1, 3, 2, 5, 4];
    const swapped = log(
      ['start', { commitment: commit(order) }],
      ['draw', { number: 1 }],
      ['cancel', { order: other, salt: SALT }],
    );
    expect(drawFault(swapped)).toBe('draw order 1 does not match its commitment');
    const reset = log(
      ['start', { commitment: commit(order) }],
      ['draw', { number: 3 }],
      ['reset', { old_order: order, old_salt: SALT, commitment: commit(other) }],
      ['draw', { number: 1 }],
      ['close', { order, salt: SALT }],
    );
    expect(drawFault(reset)).toBe('draw order 2 does not match its commitment');
  });

  it('names an order never revealed', () => {
    const events = log(['start', { commitment: commit(order) }], ['draw', { number: 3 }]);
    expect(drawFault(events)).toBe('draw order 1 never revealed');
  });
});
