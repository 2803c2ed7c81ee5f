import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxKind } from './outbox';
import { supersededGameRows } from './superseded';

let seq = 0;
const entry = (kind: OutboxKind, row: Record<string, unknown>): OutboxEntry => ({
  seq: (seq += 1),
  kind,
  payload: JSON.stringify(row),
  prev_hash: '',
  hash: '',
});
const gameRow = (id: number, calls: number) => entry('game', { id, calls });
const event = (gameId: number) => entry('game_event', { game_id: gameId });

describe('central writes the last of a run of one game row', () => {
  it('skips the rows each draw sends again, and writes the one before a win or a money move', () => {
    seq = 0;
    const started = gameRow(1, 0);
    const firstCall = [event(1), gameRow(1, 1)];
    const secondCall = [event(1), gameRow(1, 2)];
    const win = [entry('game_winner', { game_id: 1 }), entry('ledger', { kind: 'game_takings' })];
    const ended = gameRow(1, 2);
    const batch = [started, ...firstCall, ...secondCall, ...win, ended];
    expect([...supersededGameRows(batch)]).toEqual([firstCall[1]!.seq, started.seq]);
  });

  it("never skips a row for another game's, nor the batch's last row of a game", () => {
    seq = 0;
    const batch = [gameRow(1, 5), event(2), gameRow(2, 1), gameRow(1, 6)];
    expect(supersededGameRows(batch).size).toBe(0);
    expect(supersededGameRows([gameRow(3, 1)]).size).toBe(0);
  });
});
