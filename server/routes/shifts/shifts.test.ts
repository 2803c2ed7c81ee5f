import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { gameCall } from '../../../tests/support/games';
import { type Session } from '../../../tests/support/test-app';
import { countOf, shiftCalls, shiftHall, type ShiftHall } from '../../../tests/support/shift-hall';
import { queryRows } from '../../db/query-rows';

const t = appForFile({}, { checkLedger: true });

type Hall = ShiftHall;
const hall = (cash = 0) => shiftHall(t, cash);
const { post, get } = shiftCalls(t);

async function open(h: Hall, float: number): Promise<number> {
  const opened = await post(h.asCashier, '/', { shop_id: h.shop.id, float });
  expect(opened.statusCode).toBe(201);
  return opened.json().id;
}

/** The drawer's figure and what its shift's ledger entries add up to (float + in - out). */
async function drawer(shopId: number, shiftId: number) {
  const [row] = await queryRows<{ cash: string; sum: string; float: string }>(
    t.db,
    sql`select (select cash_cents from shops where id = ${shopId})::text as cash,
          (select float_cents from shifts where id = ${shiftId})::text as float,
          (select coalesce(sum(case when to_account_kind = 'shop' then amount_cents
             else -amount_cents end), 0) from ledger_entries where shift_id = ${shiftId})::text as sum`,
  );
  return { cash: BigInt(row!.cash), ledger: BigInt(row!.float) + BigInt(row!.sum) };
}

describe('a shift: open, cash moves, the X report', () => {
  it('opens with a counted float, once per shop, and keeps every figure on the ledger', async () => {
    const h = await hall(30);
    const id = await open(h, 1000);
    expect((await post(h.asCashier, '/', { shop_id: h.shop.id, float: 5 })).json().code).toBe(
      'shift_already_open',
    );
    for (const [kind, amount] of [
      ['pay_in', 50],
      ['pay_out', 20.5],
      ['drop', 100],
    ] as const) {
      const moved = await post(h.asCashier, `/${id}/cash_moves/`, {
        kind,
        amount,
        reason: 'Change for the till',
      });
      expect(moved.statusCode).toBe(200);
    }
    const x = (await get(h.asAgent, `/${id}/`)).json();
    expect(x.cash).toMatchObject({ float: 1000, pay_ins: 50, pay_outs: -20.5, drops: -100 });
    expect(x.cash.expected).toBe(929.5);
    expect(x.cash_moves).toEqual({ pay_ins: 50, pay_outs: 20.5, drops: 100 });
    // Conservation: the drawer's figure is the float plus its shift's ledger entries.
    const d = await drawer(h.shop.id, id);
    expect(d.cash).toBe(92_950n);
    expect(d.ledger).toBe(d.cash);
    // A game played in the shift belongs to it; its takings are on the shift's ledger too.
    const started = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: h.asCashier,
      body: { amount: 100, shop_id: h.shop.id, win_percentage: 80 },
    });
    expect(started.statusCode).toBe(201);
    const gameId = started.json().game_id;
    expect((await gameCall(t.app, h.asCashier, gameId, 'draw')).statusCode).toBe(200);
    const closed = await gameCall(t.app, h.asCashier, gameId, 'close', {
      reason: 'No winner today',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = (await get(h.asAgent, `/current/?shop_id=${h.shop.id}`)).json();
    expect(after.id).toBe(id);
    expect(after.games.count).toBe(1);
    expect(after.cash.takings).toBe(100);
    expect(after.cash.expected).toBe(1029.5);
    const d2 = await drawer(h.shop.id, id);
    expect(d2.ledger).toBe(d2.cash);
    expect(d2.cash).toBe(1_029_50n);
  });

  it('hides the expected cash from the cashier until the count (blind count)', async () => {
    const h = await hall(200);
    const id = await open(h, 200);
    for (const url of [`/${id}/`, `/current/?shop_id=${h.shop.id}`]) {
      const seen = (await get(h.asCashier, url)).json();
      expect(seen.cash).toBeNull();
      expect(JSON.stringify(seen)).not.toContain('expected');
    }
    const listed = (await get(h.asCashier, `/?shop_id=${h.shop.id}`)).json();
    expect(listed.results[0].cash).toBeNull();
    const counted = (await post(h.asCashier, `/${id}/count/`, { count: countOf(200) })).json();
    expect(counted.count).toMatchObject({ counted: 200, expected: 200, difference: 0 });
    expect(counted.status).toBe('closed');
  });

  it('refuses a cash move from another shop, by an agent, negative, huge, or beyond the drawer', async () => {
    const h = await hall(0);
    const other = await hall(0);
    const id = await open(h, 100);
    const move = (as: Session, body: object) => post(as, `/${id}/cash_moves/`, body);
    const ok = { kind: 'pay_out', amount: 10, reason: 'Tea money' };
    expect((await move(other.asCashier, ok)).statusCode).toBe(404);
    expect((await move(h.asAgent, ok)).statusCode).toBe(403);
    expect((await move(h.asCashier, { ...ok, amount: -10 })).statusCode).toBe(400);
    expect((await move(h.asCashier, { ...ok, amount: 1e12 })).statusCode).toBe(400);
    expect((await move(h.asCashier, { ...ok, amount: 0.001 })).statusCode).toBe(400);
    expect((await move(h.asCashier, { ...ok, reason: '  ' })).statusCode).toBe(400);
    const beyond = await move(h.asCashier, { ...ok, amount: 100.01 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().code).toBe('insufficient_balance');
    expect((await post(other.asCashier, '/', { shop_id: h.shop.id, float: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('a start with no open shift (a SPEC client)', () => {
  it('opens one with the shop’s cash figure as float and says so on the game’s record', async () => {
    const h = await hall(75.5);
    const started = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: h.asCashier,
      body: { amount: 100, shop_id: h.shop.id },
    });
    expect(started.statusCode).toBe(201);
    const gameId = started.json().game_id;
    const shift = (await get(h.asAgent, `/current/?shop_id=${h.shop.id}`)).json();
    expect(shift).toMatchObject({ opened_by_start: true, float: 75.5, status: 'open' });
    expect(shift.games.count).toBe(1);
    const [start] = await queryRows<{ data: { shift?: object } }>(
      t.db,
      sql`select data from game_events where game_id = ${gameId} and type = 'start'`,
    );
    expect(start!.data.shift).toEqual({ id: shift.id, opened_by_start: true, float_cents: '7550' });
    // The next start joins the same shift.
    await gameCall(t.app, h.asCashier, gameId, 'cancel', { reason: 'Test over' });
    const next = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: h.asCashier,
      body: { amount: 100, shop_id: h.shop.id },
    });
    const [again] = await queryRows<{ data: { shift?: { id: number; opened_by_start: boolean } } }>(
      t.db,
      sql`select data from game_events where game_id = ${next.json().game_id} and type = 'start'`,
    );
    expect(again!.data.shift).toMatchObject({ id: shift.id, opened_by_start: false });
    await gameCall(t.app, h.asCashier, next.json().game_id, 'cancel', { reason: 'Test over' });
  });
});

describe('closing: thresholds, notes, approvals, Z numbers', () => {
  it('closes under the first threshold, asks a note over it, an approval over the second', async () => {
    const h = await hall(0);
    // 1. exact: closed, Z-0001
    let id = await open(h, 10_000);
    let z = (await post(h.asCashier, `/${id}/count/`, { count: countOf(9_700) })).json();
    expect(z).toMatchObject({ status: 'closed', z_number: 'Z-0001' });
    expect(z.count).toMatchObject({
      expected: 10_000,
      counted: 9_700,
      difference: -300,
      requirement: 'close',
    });

    // 2. 600 short of 10,000 (over 500 and over 5 %): the count is final, the note is due
    id = await open(h, 10_000);
    z = (await post(h.asCashier, `/${id}/count/`, { count: countOf(9_400) })).json();
    expect(z).toMatchObject({ status: 'awaiting_note', z_number: 'Z-0002' });
    expect(z.count).toMatchObject({ difference: -600, requirement: 'note_required' });
    const again = await post(h.asCashier, `/${id}/count/`, { count: countOf(10_000) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('shift_not_open');
    expect((await post(h.asCashier, `/${id}/note/`, { note: 'x' })).statusCode).toBe(400);
    z = (await post(h.asCashier, `/${id}/note/`, { note: 'A customer was overpaid' })).json();
    expect(z).toMatchObject({ status: 'closed', z_number: 'Z-0002' });
    expect(z.count.note).toBe('A customer was overpaid');
    expect((await post(h.asCashier, `/${id}/note/`, { note: 'Changed my mind' })).statusCode).toBe(
      409,
    );

    // 3. 1,500 short with a note: waits for the agent; the cashier cannot approve it. (The float
    // is 600 over the last count: that opening difference takes its note too.)
    id = (
      await post(h.asCashier, '/', { shop_id: h.shop.id, float: 10_000, note: 'Topped up' })
    ).json().id;
    z = (
      await post(h.asCashier, `/${id}/count/`, {
        count: countOf(8_500),
        note: 'Till was open at lunch',
      })
    ).json();
    expect(z).toMatchObject({ status: 'awaiting_approval', z_number: 'Z-0003' });
    expect(
      (await post(h.asCashier, `/${id}/approve/`, { note: 'I approve myself' })).statusCode,
    ).toBe(403);
    const stranger = await t.loginAs(await t.createUser({ role: 'agent' }));
    expect((await post(stranger, `/${id}/approve/`, { note: 'Looks fine' })).statusCode).toBe(404);
    const waiting = (await get(h.asAgent, '/?status=awaiting_approval')).json();
    expect(waiting.results.map((s: { id: number }) => s.id)).toEqual([id]);
    z = (await post(h.asAgent, `/${id}/approve/`, { note: 'Checked the camera' })).json();
    expect(z).toMatchObject({
      status: 'closed',
      approval: { by: h.agent.username, note: 'Checked the camera' },
    });
    expect((await post(h.asAgent, `/${id}/approve/`, { note: 'Twice' })).statusCode).toBe(409);

    // The drawer holds what was counted; its figure is the float plus the shift's entries.
    const d = await drawer(h.shop.id, id);
    expect(d.cash).toBe(850_000n);
    expect(d.ledger).toBe(d.cash);
  });

  it('follows the thresholds the agent sets for the shop', async () => {
    const h = await hall(0);
    const url = `/api/v1/shifts/shops/${h.shop.id}/thresholds/`;
    const strict = { note_amount: 0, note_percent: 0, approval_amount: 5, approval_percent: 10 };
    const put = (as: Session, body: object) => call(t.app, 'PUT', url, { as, body });
    expect((await put(h.asCashier, strict)).statusCode).toBe(403);
    expect((await put(h.asAgent, { ...strict, approval_amount: -1 })).statusCode).toBe(400);
    expect((await put(h.asAgent, { ...strict, note_amount: 10 })).statusCode).toBe(400);
    const stranger = await t.loginAs(await t.createUser({ role: 'agent' }));
    expect((await put(stranger, strict)).statusCode).toBe(404);
    expect((await put(h.asAgent, strict)).json()).toEqual(strict);
    expect((await call(t.app, 'GET', url, { as: h.asCashier })).json()).toEqual(strict);
    const id = await open(h, 100);
    const z = (await post(h.asCashier, `/${id}/count/`, { count: countOf(99) })).json();
    expect(z).toMatchObject({ status: 'awaiting_note', count: { requirement: 'note_required' } });
    await post(h.asCashier, `/${id}/note/`, { note: 'One Birr short' });
  });

  it('numbers Z per shop and refuses a count while a game runs or a bad count', async () => {
    const a = await hall(0);
    const b = await hall(0);
    const idA = await open(a, 10);
    const idB = await open(b, 10);
    const started = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
      as: a.asCashier,
      body: { amount: 100, shop_id: a.shop.id },
    });
    const running = await post(a.asCashier, `/${idA}/count/`, { count: countOf(10) });
    expect(running.json().code).toBe('game_running');
    await gameCall(t.app, a.asCashier, started.json().game_id, 'cancel', { reason: 'Test over' });
    const bad = await post(a.asCashier, `/${idA}/count/`, { count: [{ value: 3, count: 1 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('invalid_blind_count');
    const twice = await post(a.asCashier, `/${idA}/count/`, {
      count: [
        { value: 1, count: 5 },
        { value: 1, count: 5 },
      ],
    });
    expect(twice.json().code).toBe('invalid_blind_count');
    expect(
      (await post(a.asCashier, `/${idA}/count/`, { count: [{ value: 1, count: -1 }] })).statusCode,
    ).toBe(400);
    expect(
      (await post(a.asCashier, `/${idA}/count/`, { count: countOf(10) })).json().z_number,
    ).toBe('Z-0001');
    expect(
      (await post(b.asCashier, `/${idB}/count/`, { count: countOf(10) })).json().z_number,
    ).toBe('Z-0001');
  });

  it("counts in the platform's own notes and coins once the admin sets them", async () => {
    const admin = await t.loginAs(await t.createUser({ role: 'admin' }));
    const own = { notes: [100, 20, 5], coins: [2] };
    const saved = await call(t.app, 'PUT', '/api/v1/admin/settings/', {
      as: admin,
      body: { denominations: own },
    });
    expect(saved.statusCode).toBe(200);
    const h = await hall(0);
    const id = await open(h, 30);
    // A 200 Birr note is no note of this platform's any more.
    const birr = await post(h.asCashier, `/${id}/count/`, { count: [{ value: 200, count: 1 }] });
    expect(birr.json().code).toBe('invalid_blind_count');
    const counted = await post(h.asCashier, `/${id}/count/`, {
      count: [
        { value: 20, count: 1 },
        { value: 5, count: 1 },
        { value: 2, count: 2 },
      ],
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().count.counted).toBe(29);
    await call(t.app, 'PUT', '/api/v1/admin/settings/', {
      as: admin,
      body: { denominations: { notes: [200, 100, 50, 10, 5, 1], coins: [0.5, 0.25, 0.1, 0.05] } },
    });
  });

  it('closes once when two counts race', async () => {
    const h = await hall(0);
    const id = await open(h, 50);
    const answers = await Promise.all([
      post(h.asCashier, `/${id}/count/`, { count: countOf(50) }),
      post(h.asCashier, `/${id}/count/`, { count: countOf(40) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const shifts = (await get(h.asAgent, `/?shop_id=${h.shop.id}`)).json();
    expect(shifts.count).toBe(1);
  });
});

describe('a closed Z and its corrections', () => {
  it('cannot change; a correction is a new entry by the agent with a reason', async () => {
    const h = await hall(0);
    const id = await open(h, 1_000);
    await post(h.asCashier, `/${id}/count/`, { count: countOf(900) });
    await expect(
      t.db.execute(sql`update shifts set counted_cents = 100000 where id = ${id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from shifts where id = ${id}`)).rejects.toThrow();
    const correct = (as: Session, body: object) => post(as, `/${id}/corrections/`, body);
    expect((await correct(h.asCashier, { amount: 100, reason: 'Found it' })).statusCode).toBe(403);
    expect((await correct(h.asAgent, { amount: 0, reason: 'Nothing' })).statusCode).toBe(400);
    expect((await correct(h.asAgent, { amount: 100, reason: '' })).statusCode).toBe(400);
    const corrected = await correct(h.asAgent, { amount: 100, reason: 'Found in the safe' });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json()).toMatchObject({
      z_number: 'Z-0001',
      count: { counted: 900, expected: 1_000, difference: -100 },
      corrected_difference: 0,
      corrections: [{ amount: 100, reason: 'Found in the safe', by: h.agent.username }],
    });
    const open2 = await open(h, 900);
    expect((await correct(h.asAgent, { amount: 1, reason: 'Too early' })).statusCode).toBe(201);
    expect(
      (await post(h.asAgent, `/${open2}/corrections/`, { amount: 1, reason: 'Not yet' }))
        .statusCode,
    ).toBe(409);
  });

  it('lists the agent’s shifts as CSV', async () => {
    const h = await hall(0);
    const id = await open(h, 10);
    await post(h.asCashier, `/${id}/count/`, { count: countOf(10) });
    const csv = await call(t.app, 'GET', `/api/v1/shifts/?format=csv&shop_id=${h.shop.id}`, {
      as: h.asAgent,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Difference');
    expect(lines[0]).toContain('Flagged moves');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Z-0001');
  });
});
