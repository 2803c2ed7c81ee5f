import { describe, expect, it } from 'vitest';
import { allBallsOut, gameEnd, gameState, orderRevealed } from './game-facts';

const calls = (count: number, manual = false) => Array.from({ length: count }, () => ({ manual }));

describe('game facts', () => {
  it('counts every ball of the mode, drawn or by hand, as all out', () => {
    expect(allBallsOut({ mode: 'standard', called: calls(74) })).toBe(false);
    expect(allBallsOut({ mode: 'standard', called: calls(75, true) })).toBe(true);
    expect(allBallsOut({ mode: 'quick', called: calls(50) })).toBe(true);
    expect(allBallsOut({ mode: 'marathon', called: calls(75) })).toBe(false);
  });

  it('reveals the order of a running game only once the server drew every ball', () => {
    const running = { status: 'active' as const, mode: 'quick' as const };
    expect(orderRevealed({ ...running, called: calls(50, true) })).toBe(false);
    expect(orderRevealed({ ...running, called: [...calls(49), { manual: true }] })).toBe(false);
    expect(orderRevealed({ ...running, called: calls(50) })).toBe(true);
    expect(orderRevealed({ status: 'cancelled', mode: 'quick', called: [] })).toBe(true);
  });

  it("shows the caller's state until the game is over", () => {
    const game = { status: 'active' as const, mode: 'standard' as const, called: calls(3) };
    expect(gameState({ ...game, callerState: 'paused' })).toBe('paused');
    expect(gameState({ ...game, callerState: 'calling', called: calls(75) })).toBe('over');
    expect(gameState({ ...game, callerState: 'calling', status: 'completed' })).toBe('over');
  });

  it('names how a game ended', () => {
    expect(gameEnd({ status: 'active', winnerCard: null })).toBeNull();
    expect(gameEnd({ status: 'cancelled', winnerCard: null })).toBe('cancelled');
    expect(gameEnd({ status: 'completed', winnerCard: null })).toBe('no_winner');
    expect(gameEnd({ status: 'completed', winnerCard: 7 })).toBe('win');
  });
});
