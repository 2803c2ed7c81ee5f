import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { gameCall, startGame } from '../../tests/support/games';
import { appForFile } from '../../tests/support/app-for-file';
import { type Session } from '../../tests/support/test-app';
import { DEFAULTS } from '../config';
import { rateLimitGroup } from './user-rate-limit';

// Per-user limits on money and game-control calls, with the production defaults and a simulated
// clock: a busy till's evening passes untouched, a runaway script does not.

let clock = 0;
let till: Session;
let otherTill: Session;
let agent: Session;
let cashierId = 0;

const t = appForFile({ rateLimits: DEFAULTS.rateLimits, rateLimitClock: () => clock });
beforeAll(async () => {
  const agentUser = await t.createUser({ role: 'agent', balance: 10_000 });
  const cashier = await t.createUser({
    role: 'cashier',
    agentId: agentUser.agentId!,
    balance: 500,
  });
  cashierId = cashier.cashierId!;
  agent = await t.loginAs(agentUser);
  till = await t.loginAs(cashier);
  otherTill = await t.loginAs(await t.createUser({ role: 'cashier', balance: 500 }));
});

describe('per-user rate limits', () => {
  it('lets a busy till through: a draw every 3 s, bursts of board clicks, game after game', async () => {
    const statuses: number[] = [];
    for (let game = 0; game < 2; game += 1) {
      const id = await startGame(t.app, till, { amount: 20, cards: [1, 2], card_value: 10 });
      for (let draw = 0; draw < 75; draw += 1) {
        clock += 3_000;
        statuses.push((await gameCall(t.app, till, id, 'draw')).statusCode);
        // Now and then the cashier clicks a dozen cells on the board in a row.
        if (draw % 20 === 0)
          for (let click = 0; click < 12; click += 1)
            statuses.push(
              (
                await gameCall(t.app, till, id, 'mark', {
                  number: 70 + (click % 5),
                  called: click % 2 === 0,
                })
              ).statusCode,
            );
      }
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  }, 120_000);

  it('holds back a runaway script with 429 and Retry-After, for that user only', async () => {
    clock += 120_000;
    const id = await startGame(t.app, till, { amount: 20, cards: [1, 2], card_value: 10 });
    const answers = [];
    for (let i = 0; i < 100; i += 1)
      answers.push(await gameCall(t.app, till, id, 'mark', { number: 5, called: i % 2 === 0 }));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json()).toEqual({
      error: 'Too many requests. Try again later.',
      code: 'too_many_requests',
    });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const other = await startGame(t.app, otherTill, { amount: 20, cards: [1], card_value: 20 });
    expect((await gameCall(t.app, otherTill, other, 'draw')).statusCode).toBe(200);
    clock += 10_000;
    expect((await gameCall(t.app, till, id, 'draw')).statusCode).toBe(200);
  });

  it('limits money calls: an agent hammering transfers is held back', async () => {
    clock += 120_000;
    const statuses: number[] = [];
    for (let i = 0; i < 80; i += 1)
      statuses.push(
        (
          await call(t.app, 'POST', `/api/v1/agents/cashiers/${cashierId}/transfer/`, {
            as: agent,
            body: { amount: 0.01 },
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toContain(429);
    expect(await t.checkLedger()).toEqual([]);
  });

  it('groups routes by path, so routes added later are limited too', () => {
    expect(rateLimitGroup('POST', '/api/v1/games/:id/some_new_action/')).toBe('game');
    expect(rateLimitGroup('POST', '/api/v1/cashiers/play_game/')).toBe('game');
    expect(rateLimitGroup('PUT', '/api/v1/shops/:id/cards/:number/')).toBe('writes');
    expect(rateLimitGroup('GET', '/api/v1/games/my_games/')).toBeNull();
    expect(rateLimitGroup('POST', '/api/v1/auth/login/')).toBeNull();
  });
});
