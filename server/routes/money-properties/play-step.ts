import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../../tests/support/api';
import { cornersOf, drawUntilCornersOut } from '../../../tests/support/jackpot-games';
import { gameCall } from '../../../tests/support/games';
import { queryRows } from '../../db/query-rows';
import { cardOf, expectNoServerError, pick, run, sendTwice, type Hall } from './money-run';
import { REASON, type Step } from './money-steps';

/** One step of a run, through the API: a money step, else a step of one of the run's games. */
export async function play(hall: Hall, step: Step): Promise<void> {
  if (await playMoneyStep(hall, step)) return;
  await playGameStep(hall, step);
}

/** A start, a jackpot or a move of credit or cash; false for a game's step. */
async function playMoneyStep(hall: Hall, step: Step): Promise<boolean> {
  const { t, admin } = run;
  const { app } = t;
  if (step.kind === 'start') {
    const body: Record<string, unknown> = { shop_id: hall.shopId };
    let cards: number[] = [];
    if (step.named) {
      cards = Array.from({ length: step.cardCount }, (_, i) => step.firstCard + i);
      body.cards = cards;
      body.card_value = step.cardValue;
      body.amount = Math.round(step.cardCount * step.cardValue * 100) / 100;
    } else body.amount = step.amount;
    if (step.winPercentage !== undefined) body.win_percentage = step.winPercentage;
    const response = await sendTwice('POST', '/api/v1/cashiers/play_game/', {
      as: hall.cashier,
      body,
    });
    expectNoServerError(response, 'start');
    if (response.statusCode === 201)
      hall.games.push({ id: response.json<{ game_id: number }>().game_id, cards });
    return true;
  }
  if (step.kind === 'jackpot') {
    const response = await sendTwice('POST', '/api/v1/agents/create_jackpot/', {
      as: hall.agent,
      body: {
        amount: step.amount,
        shop_id: hall.shopId,
        jackpot_type: step.type,
        bonus_amount: step.bonus,
        frequency: 1,
        call_limit: step.callLimit,
        min_pool: step.minPool,
        // Counts every SPEC win and accepts any chance: the property is the money, not the odds.
        patterns: ['row_or_column', 'four_corners', 'full_house', 'diagonal'],
        max_chance_percent: 100,
      },
    });
    expectNoServerError(response, 'jackpot');
    return true;
  }
  if (step.kind === 'transfer') {
    const response = await sendTwice(
      'POST',
      `/api/v1/agents/cashiers/${hall.cashierId}/transfer/`,
      { as: hall.agent, body: { amount: step.amount } },
    );
    expectNoServerError(response, 'transfer');
    return true;
  }
  if (step.kind === 'pullBack') {
    const [row] = await queryRows<{ balance: string; reserved: string }>(
      t.db,
      sql`select balance_cents::text as balance, fee_reserved_cents::text as reserved
          from cashiers where id = ${hall.cashierId}`,
    );
    const balance = BigInt(row!.balance);
    const available = balance - BigInt(row!.reserved);
    const cents =
      step.edge === 'available'
        ? available
        : step.edge === 'overAvailable'
          ? available + 1n
          : BigInt(Math.round(Number(balance) * step.share));
    if (cents <= 0n) return true;
    const response = await sendTwice(
      'POST',
      `/api/v1/agents/cashiers/${hall.cashierId}/transfer/`,
      { as: hall.agent, body: { amount: -Number(cents) / 100 } },
    );
    expectNoServerError(response, 'pull back');
    // What no running game reserved may go; a cent more may not.
    expect(response.statusCode, `pull back ${cents} of ${available}: ${response.body}`).toBe(
      cents <= available ? 200 : 409,
    );
    return true;
  }
  if (step.kind === 'shopCash') {
    const response = await sendTwice('PUT', `/api/v1/cashiers/shops/${hall.shopId}/`, {
      as: hall.cashier,
      body: { amount_avalaible: step.amount, ...(step.reason ? { reason: step.reason } : {}) },
    });
    expectNoServerError(response, 'shop cash');
    return true;
  }
  if (step.kind === 'deposit' || step.kind === 'withdraw') {
    const response = await sendTwice('POST', `/api/v1/admin/agents/${hall.agentId}/${step.kind}/`, {
      as: admin,
      body:
        step.kind === 'deposit' ? { amount: step.amount } : { amount: step.amount, reason: REASON },
    });
    expectNoServerError(response, step.kind);
    if (step.kind === 'deposit' && response.statusCode === 200)
      hall.deposits.push(response.json<{ entry_id: number }>().entry_id);
    return true;
  }
  if (step.kind === 'reverse') {
    const entry = pick(hall.deposits, step.deposit);
    if (entry === undefined) return true;
    const response = await sendTwice('POST', `/api/v1/admin/deposits/${entry}/reverse/`, {
      as: admin,
      body: { reason: REASON },
    });
    expectNoServerError(response, 'reverse');
    return true;
  }
  if (step.kind === 'cashierEdit') {
    const body: Record<string, unknown> = {};
    if (step.feePercent !== undefined) body.fee_percent = step.feePercent;
    if (step.active !== undefined) body.is_active = step.active;
    const response = await call(app, 'PUT', `/api/v1/agents/cashiers/${hall.cashierId}/`, {
      as: hall.agent,
      body,
    });
    expectNoServerError(response, 'cashier edit');
    return true;
  }
  if (step.kind === 'feeRules') {
    const response = await call(app, 'PUT', '/api/v1/admin/fee_rules/', {
      as: admin,
      body: { min_fee: step.minFee, min_fee_percent: 5 },
    });
    expectNoServerError(response, 'fee rules');
    return true;
  }
  return false;
}

/** A call, claim or control of one of the run's games. */
async function playGameStep(hall: Hall, step: Step): Promise<void> {
  const { t } = run;
  const { app } = t;
  if (!('game' in step)) return;
  const game = pick(hall.games, step.game);
  if (!game) return;
  const as = 'byAgent' in step && step.byAgent ? hall.agent : hall.cashier;
  let response: LightMyRequestResponse;
  switch (step.kind) {
    case 'draw':
      for (let i = 0; i < step.balls; i += 1) {
        response = await gameCall(app, hall.cashier, game.id, 'draw');
        expectNoServerError(response, 'draw');
        if (response.statusCode !== 200) break;
      }
      return;
    case 'drawToCorners': {
      const card = cardOf(game, step.card);
      const [row] = await queryRows<{ status: string; caller_state: string }>(
        t.db,
        sql`select status, caller_state from games where id = ${game.id}`,
      );
      if (row?.status !== 'active' || row.caller_state === 'paused') return;
      try {
        await drawUntilCornersOut(app, t.db, hall.cashier, game.id, card);
      } catch (error) {
        // A draw refused (4xx) ends the step; a 5xx is a failure.
        expect(String(error)).not.toMatch(/draw 5\d\d/);
        return;
      }
      if (!step.record) return;
      response = await sendTwice('POST', '/api/v1/cashiers/play_game/', {
        as: hall.cashier,
        body: { game_id: game.id, card_number: card },
      });
      expectNoServerError(response, 'corners win');
      return;
    }
    case 'mark': {
      const corners = cornersOf(cardOf(game, step.card));
      const numbers = step.all ? corners : [corners[step.corner]!];
      for (const number of numbers) {
        response = await gameCall(app, hall.cashier, game.id, 'mark', {
          number,
          called: step.called,
        });
        expectNoServerError(response, 'mark');
      }
      return;
    }
    case 'check':
    case 'block':
      response = await gameCall(app, hall.cashier, game.id, step.kind, {
        card_number: cardOf(game, step.card),
      });
      expectNoServerError(response, step.kind);
      return;
    case 'win':
      response = await sendTwice('POST', '/api/v1/cashiers/play_game/', {
        as: hall.cashier,
        body: { game_id: game.id, card_number: cardOf(game, step.card) },
      });
      expectNoServerError(response, 'win');
      return;
    case 'reset':
    case 'close':
    case 'cancel':
    case 'pause':
    case 'resume':
      response = await gameCall(
        app,
        step.kind === 'resume' ? hall.cashier : as,
        game.id,
        step.kind,
        step.reason === undefined || step.kind === 'resume' ? {} : { reason: step.reason },
      );
      expectNoServerError(response, step.kind);
      return;
  }
}

// ---- the rules after each step ----
