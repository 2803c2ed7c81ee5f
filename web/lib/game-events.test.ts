import { describe, expect, it } from 'vitest';
import { planFor } from '@core/bingo/patterns/game-patterns';
import type { Game } from '@core/schemas/games';
import { gameEventsReducer, initialGameEventsState, type GameEvent } from './game-events';

const game: Game = {
  id: 7,
  status: 'active',
  state: 'ready',
  mode: 'standard',
  max_number: 75,
  cards: [1, 2, 3],
  cards_named: true,
  training: false,
  card_value: 10,
  win_percentage: 80,
  win_conditions: { anyLine: true, fourCorners: true, fullHouse: false, diagonal: true },
  plan: planFor({ anyLine: true, fourCorners: true, fullHouse: false, diagonal: true }, [], false),
  ball_count: 75,
  stage: 0,
  stage_prizes: [24],
  amount: 30,
  win_amount: 24,
  commission: 6,
  fee: 0,
  called: [],
  called_count: 0,
  commitment: 'c',
  fair_draw: {
    format: 2,
    seal: 's',
    beacon_round: null,
    beacon: null,
    offline: true,
    awaiting_beacon: false,
  },
  winner_card: null,
  win_type: null,
  shop_id: null,
  shop_name: null,
  cashier_id: 1,
  cashier_username: 'demo-cashier',
  created_at: '2026-01-01T00:00:00.000Z',
  completed_at: null,
  end: null,
  win_relied_on_manual_call: null,
  rules: { late_claims: 'allow', max_resets: 1, shared_wins: 'split', claims_pause: true },
  reset_count: 0,
  resets_left: 1,
  blocked_cards: [],
  pending_claims: [],
  winners: [],
  extra_claims_open: false,
  verify_token: '0123456789abcdef',
  call_interval: 6,
  auto_start: false,
  voice_language: 'en',
  payouts: null,
  caller: null,
};

const event = (sequence: number, type: GameEvent['type'], data: GameEvent['data'] = {}) => ({
  kind: 'event' as const,
  event: { game_id: 7, type, sequence, at: '2026-01-01T00:00:01.000Z', data },
});

const start = gameEventsReducer(initialGameEventsState, { kind: 'snapshot', game, sequence: 3 });

describe('gameEventsReducer', () => {
  it('ignores events before the snapshot and ones already applied', () => {
    expect(gameEventsReducer(initialGameEventsState, event(1, 'draw', { number: 5 }))).toBe(
      initialGameEventsState,
    );
    expect(gameEventsReducer(start, event(3, 'draw', { number: 5 }))).toBe(start);
    expect(
      gameEventsReducer(start, {
        ...event(4, 'draw'),
        event: { ...event(4, 'draw').event, game_id: 8 },
      }),
    ).toBe(start);
  });

  it('applies draws, marks, pause, resume in order', () => {
    let s = gameEventsReducer(
      start,
      event(4, 'draw', { number: 12, letter: 'B', called_count: 1 }),
    );
    s = gameEventsReducer(s, event(5, 'draw', { number: 40, letter: 'N', called_count: 2 }));
    expect(s.game?.called.map((c) => c.number)).toEqual([12, 40]);
    expect(s.game?.state).toBe('calling');
    s = gameEventsReducer(s, event(5, 'draw', { number: 41, letter: 'N', called_count: 3 }));
    expect(s.game?.called_count).toBe(2);
    s = gameEventsReducer(
      s,
      event(6, 'mark', { number: 70, letter: 'O', called: true, called_count: 3 }),
    );
    expect(s.game?.called.at(-1)).toEqual({ number: 70, letter: 'O', manual: true });
    s = gameEventsReducer(s, event(7, 'mark', { number: 12, called: false, called_count: 2 }));
    expect(s.game?.called.map((c) => c.number)).toEqual([40, 70]);
    s = gameEventsReducer(s, event(8, 'pause'));
    expect(s.game?.state).toBe('paused');
    s = gameEventsReducer(s, event(9, 'resume'));
    expect(s.game?.state).toBe('calling');
    expect(s.sequence).toBe(9);
    expect(s.lastEvent?.type).toBe('resume');
  });

  it('keeps the latest check and win; reset clears them and the calls', () => {
    let s = gameEventsReducer(start, event(4, 'draw', { number: 12, letter: 'B' }));
    s = gameEventsReducer(s, event(5, 'check', { card_number: 2, is_winner: false }));
    expect(s.latest.check?.data.card_number).toBe(2);
    s = gameEventsReducer(s, event(6, 'win', { card_number: 2, win_type: 'row' }));
    expect(s.game).toMatchObject({
      status: 'completed',
      state: 'over',
      winner_card: 2,
      win_type: 'row',
    });
    expect(s.latest.win?.sequence).toBe(6);
    // A second card winning on the same ball: the first stays the winner, the prize is split.
    const second = gameEventsReducer(s, event(7, 'win', { card_number: 3, win_type: 'row' }));
    expect(second.game).toMatchObject({
      winner_card: 2,
      winners: [
        { order: 1, card_number: 2, share: 12 },
        { order: 2, card_number: 3, share: 12 },
      ],
    });
    const reset = gameEventsReducer(s, event(7, 'reset'));
    expect(reset.game).toMatchObject({ called: [], called_count: 0, state: 'ready' });
    expect(reset.latest).toEqual({});
  });

  it('a snapshot replaces the game and keeps the same game history', () => {
    const s = gameEventsReducer(start, event(4, 'check', { card_number: 1 }));
    const again = gameEventsReducer(s, {
      kind: 'snapshot',
      game: { ...game, called_count: 9, state: 'paused' },
      sequence: 20,
    });
    expect(again.game).toMatchObject({ called_count: 9, state: 'paused' });
    expect(again.sequence).toBe(20);
    expect(again.latest.check?.sequence).toBe(4);
    const other = gameEventsReducer(s, { kind: 'snapshot', game: { ...game, id: 8 }, sequence: 1 });
    expect(other.latest).toEqual({});
  });

  describe('pending and final shares (decision 046)', () => {
    const staged: Game = {
      ...game,
      state: 'calling',
      stage_prizes: [12, 12],
      called: [{ number: 12, letter: 'B', manual: false }],
      called_count: 1,
    };
    const from = gameEventsReducer(initialGameEventsState, {
      kind: 'snapshot',
      game: staged,
      sequence: 3,
    });
    const shares = (s: typeof from) =>
      s.game?.winners.map((w) => [w.card_number, w.stage, w.share, w.share_final]);
    const stageWon = (sequence: number, card: number, pending: number[]) =>
      event(sequence, 'win', {
        card_number: card,
        win_type: 'row',
        stage: 0,
        next_stage: 1,
        pending_stages: pending,
      });

    it('a share stays pending while the server names its stage, and shrinks as cards share it', () => {
      let s = gameEventsReducer(from, stageWon(4, 2, [0]));
      expect(shares(s)).toEqual([[2, 0, 12, false]]);
      expect(s.game).toMatchObject({ stage: 1, state: 'paused', status: 'active' });
      // Another card shares the stage on the same ball: still pending, the share halved.
      s = gameEventsReducer(s, stageWon(5, 3, [0]));
      expect(shares(s)).toEqual([
        [2, 0, 6, false],
        [3, 0, 6, false],
      ]);
      // No sold card is left to share it: the server names no pending stage, both are final.
      s = gameEventsReducer(s, stageWon(6, 1, []));
      expect(shares(s)).toEqual([
        [2, 0, 4, true],
        [3, 0, 4, true],
        [1, 0, 4, true],
      ]);
    });

    it('the next ball, drawn or called by hand, makes every share final', () => {
      const won = gameEventsReducer(from, stageWon(4, 2, [0]));
      const drawn = gameEventsReducer(won, event(5, 'draw', { number: 40, called_count: 2 }));
      expect(shares(drawn)).toEqual([[2, 0, 12, true]]);
      const byHand = gameEventsReducer(
        won,
        event(5, 'mark', { number: 40, letter: 'N', called: true, called_count: 2 }),
      );
      expect(shares(byHand)).toEqual([[2, 0, 12, true]]);
      // A hand call taken back adds no ball: the share may still change.
      const uncalled = gameEventsReducer(
        won,
        event(5, 'mark', { number: 12, called: false, called_count: 0 }),
      );
      expect(shares(uncalled)).toEqual([[2, 0, 12, false]]);
    });

    it('a later stage won: the earlier one final, the last pending as the server says', () => {
      let s = gameEventsReducer(from, stageWon(4, 2, [0]));
      s = gameEventsReducer(s, event(5, 'draw', { number: 40, called_count: 2 }));
      s = gameEventsReducer(
        s,
        event(6, 'win', { card_number: 2, win_type: 'bingo', stage: 1, pending_stages: [1] }),
      );
      expect(shares(s)).toEqual([
        [2, 0, 12, true],
        [2, 1, 12, false],
      ]);
      expect(s.game).toMatchObject({ status: 'completed', winner_card: 2 });
      // A win event from a server naming no pending stages: its own stage is taken as pending.
      const older = gameEventsReducer(from, event(4, 'win', { card_number: 3, stage: 0 }));
      expect(shares(older)).toEqual([[3, 0, 12, false]]);
    });

    it('a close ends the claims: every share is final', () => {
      const won = gameEventsReducer(from, stageWon(4, 2, [0]));
      const closed = gameEventsReducer(won, event(5, 'close', { reason: 'Closing time' }));
      expect(shares(closed)).toEqual([[2, 0, 12, true]]);
      expect(closed.game).toMatchObject({ status: 'completed', end: 'no_winner' });
    });
  });

  it('marks a cancelled or finished game over', () => {
    expect(gameEventsReducer(start, event(4, 'cancel')).game).toMatchObject({
      status: 'cancelled',
      state: 'over',
    });
    expect(gameEventsReducer(start, event(4, 'over')).game?.state).toBe('over');
  });
});
