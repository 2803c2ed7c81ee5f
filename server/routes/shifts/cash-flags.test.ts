import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { countOf, shiftCalls, shiftHall, type ShiftHall } from '../../../tests/support/shift-hall';

// Issue 35, finding 6: cash that leaves between shifts, or by a pay-out, a drop or a drawer edit
// just before a count, goes through the shop's note and approval thresholds like a counted
// difference (default: a note over 500.00 or 5 %, an approval over 1,000.00 or 10 %).

const t = appForFile({}, { checkLedger: true });

type Hall = ShiftHall;
const hall = (cash = 0) => shiftHall(t, cash);
const { post, get } = shiftCalls(t);

async function open(h: Hall, float: number, note?: string): Promise<number> {
  const opened = await post(h.asCashier, '/', { shop_id: h.shop.id, float, note });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().id;
}

async function countClean(h: Hall, id: number, amount: number) {
  const z = await post(h.asCashier, `/${id}/count/`, { count: countOf(amount) });
  expect(z.statusCode, z.body).toBe(200);
  return z.json();
}

describe('every cash move under the thresholds (finding 6)', () => {
  it('flags a float below the last count: the shift waits for a note, then the agent', async () => {
    const h = await hall(0);
    const first = await open(h, 700);
    expect((await countClean(h, first, 700)).status).toBe('closed');
    // The next opens with float 0: the 700.00 left between the shifts.
    const id = await open(h, 0);
    const seen = (await get(h.asCashier, `/${id}/`)).json();
    expect(seen.opening).toEqual({
      last_count: 700,
      difference: -700,
      requirement: 'approval_required',
      note: null,
    });
    expect(seen.flags).toMatchObject([
      { kind: 'opening_difference', amount: -700, requirement: 'approval_required' },
    ]);
    const z = await countClean(h, id, 0);
    expect(z.status).toBe('awaiting_note');
    expect(z.count.requirement).toBe('close');
    const noted = await post(h.asCashier, `/${id}/note/`, { note: 'Taken to the bank' });
    expect(noted.json()).toMatchObject({ status: 'awaiting_approval' });
    expect(noted.json().opening.note).toBe('Taken to the bank');
    const approved = await post(h.asAgent, `/${id}/approve/`, { note: 'Bank slip seen' });
    expect(approved.json().status).toBe('closed');
  });

  it('takes the opening note with the float, and asks one while open when it came without', async () => {
    const h = await hall(0);
    await countClean(h, await open(h, 10_000), 10_000);
    // 600 short of 10,000.00 is 6 %: a note, no approval.
    const id = await open(h, 9_400, 'Six hundred paid to the landlord');
    const seen = (await get(h.asAgent, `/${id}/`)).json();
    expect(seen.opening).toMatchObject({ difference: -600, requirement: 'note_required' });
    expect(seen.opening.note).toBe('Six hundred paid to the landlord');
    expect((await countClean(h, id, 9_400)).status).toBe('closed');
    // A start with no shift (a SPEC client) after the cashier emptied the figure between shifts.
    const emptied = await call(t.app, 'PUT', `/api/v1/cashiers/shops/${h.shop.id}/`, {
      as: h.asCashier,
      body: { amount_avalaible: 8_000, reason: 'Counted again' },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    const started = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: h.asCashier,
      body: { amount: 100, shop_id: h.shop.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    await call(t.app, 'POST', `/api/v1/games/${started.json().game_id}/cancel/`, {
      as: h.asCashier,
      body: { reason: 'Test over' },
    });
    const auto = (await get(h.asCashier, `/current/?shop_id=${h.shop.id}`)).json();
    expect(auto.opening).toMatchObject({ difference: -1_400, requirement: 'approval_required' });
    const note = await post(h.asCashier, `/${auto.id}/note/`, { note: 'Paid the guards' });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ status: 'open', opening: { note: 'Paid the guards' } });
    expect((await post(h.asCashier, `/${auto.id}/note/`, { note: 'Twice' })).statusCode).toBe(409);
    expect((await countClean(h, auto.id, 8_000)).status).toBe('awaiting_approval');
  });

  it('flags a pay-out just before a count: it no longer closes clean', async () => {
    const h = await hall(0);
    const id = await open(h, 1_000);
    const paid = await post(h.asCashier, `/${id}/cash_moves/`, {
      kind: 'pay_out',
      amount: 900,
      reason: 'Paid a winner in cash',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().flags).toMatchObject([
      {
        kind: 'pay_out',
        amount: -900,
        requirement: 'approval_required',
        note: 'Paid a winner in cash',
      },
    ]);
    const z = await countClean(h, id, 100);
    expect(z.count).toMatchObject({ difference: 0, requirement: 'close' });
    expect(z.status).toBe('awaiting_approval');
    const agentView = (await get(h.asAgent, `/${id}/`)).json();
    expect(agentView.flags).toHaveLength(1);
    expect(agentView.close_requirement).toBe('approval_required');
    expect((await post(h.asAgent, `/${id}/approve/`, { note: 'Winner known' })).json().status).toBe(
      'closed',
    );
  });

  it('flags a drawer edit just before a count, and wants its reason over the note level', async () => {
    const h = await hall(0);
    const id = await open(h, 1_000);
    const url = `/api/v1/cashiers/shops/${h.shop.id}/`;
    const bare = await call(t.app, 'PUT', url, {
      as: h.asCashier,
      body: { amount_avalaible: 100 },
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().code).toBe('move_note_required');
    const edited = await call(t.app, 'PUT', url, {
      as: h.asCashier,
      body: { amount_avalaible: 100, reason: 'Sent to the head office' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const z = await countClean(h, id, 100);
    expect(z.flags).toMatchObject([
      { kind: 'drawer_edit', amount: -900, requirement: 'approval_required' },
    ]);
    expect(z.status).toBe('awaiting_approval');
  });

  it('judges split pay-outs and drops by their sum', async () => {
    const h = await hall(0);
    const id = await open(h, 10_000);
    const move = (kind: string, amount: number) =>
      post(h.asCashier, `/${id}/cash_moves/`, { kind, amount, reason: 'Small expense' });
    expect((await move('pay_out', 300)).json().flags).toEqual([]);
    expect((await move('pay_in', 300)).json().flags).toEqual([]);
    const second = (await move('drop', 300)).json();
    expect(second.flags).toMatchObject([
      { kind: 'drop', amount: -300, requirement: 'note_required', note: 'Small expense' },
    ]);
    // Every flagged move came with its note: a note level alone lets the count close.
    expect((await countClean(h, id, 9_700)).status).toBe('closed');
  });
});
