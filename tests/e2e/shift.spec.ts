import { signIn, signInWith, switchAccount } from './accounts';
import { apiSession, newCashier } from './api-helpers';
import { expect, test } from './fixtures';

// Issue 22: a whole shift: open with a float, three games with a win, a pay-out, a blind count
// 600 short over the shop's thresholds, the note, the agent's approval, the Z report printed.

/** Notes and coins (Birr) making up an amount in cents, largest first. */
function piecesFor(cents: number): Map<number, number> {
  const pieces = new Map<number, number>();
  let left = cents;
  for (const value of [20_000, 10_000, 5_000, 1_000, 500, 100, 50, 25, 10, 5]) {
    pieces.set(value, Math.floor(left / value));
    left %= value;
  }
  expect(left).toBe(0);
  return pieces;
}

test('a whole shift, from the float to the approved and printed Z report', async ({
  page,
  request,
}) => {
  const till = await newCashier(request, { credit: 50 });
  const agentApi = await apiSession(request, 'agent');
  // The agent sets this shop's thresholds in Reports: a note over 100.00 or 1 %, an approval
  // over 500.00 or 5 %.
  await signIn(page, 'agent');
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  const limits = page.getByRole('form', { name: 'Count thresholds' });
  await limits.getByLabel('Shop').selectOption({ label: till.shop });
  await expect(limits.getByLabel('Note over (amount)')).toHaveValue('500');
  await limits.getByLabel('Note over (amount)').fill('100');
  await limits.getByLabel('Note over (%)').fill('1');
  await limits.getByLabel('Approval over (amount)').fill('500');
  await limits.getByLabel('Approval over (%)').fill('5');
  await limits.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText('Thresholds saved')).toBeVisible();
  expect(await agentApi.get(`/shifts/shops/${till.shopId}/thresholds/`)).toEqual({
    note_amount: 100,
    note_percent: 1,
    approval_amount: 500,
    approval_percent: 5,
  });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signInWith(page, till.username, till.password, /\/cashier$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Shift' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shift');
  const open = page.getByRole('form', { name: 'Open shift' });
  await open.getByLabel('Float').fill('10000');
  await open.getByRole('button', { name: 'Open shift' }).click();
  const x = page.getByTestId('x-report');
  await expect(x).toContainText('10,000.00');

  // Three games in the shift, one of them won, paying a jackpot (1 in 1) from the drawer.
  await agentApi.post('/agents/create_jackpot/', {
    amount: 5,
    shop_id: till.shopId,
    jackpot_type: 'random',
    bonus_amount: 1,
    frequency: 1,
    // The game below is won on Four Corners; the agent accepts any chance of paying (decision 043).
    patterns: ['four_corners'],
    max_chance_percent: 100,
  });
  // A real game for a jackpot: a named card and a fee above the platform's minimum.
  const won = await till.api.startGame(till.shopId, { amount: 20, cards: [1], card_value: 20 });
  await till.api.winGame(won, 1);
  for (let i = 0; i < 2; i += 1) {
    const game = await till.api.startGame(till.shopId);
    await till.api.endGame(game);
  }

  // The winner's receipt the caller links to after a win, on its print page.
  await page.goto(`/receipt/${won}?card=1`);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(`#${won}`);
  await expect(receipt).toContainText(till.shop);
  await expect(receipt).toContainText('Card1');
  await expect(receipt).toContainText('Jackpot$5.00');
  await expect(page.getByRole('img', { name: 'Scan to verify this game' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/shift');

  const move = page.getByRole('form', { name: 'Cash in or out' });
  await move.getByLabel('Kind').selectOption('pay_out');
  await move.getByLabel('Amount').fill('50');
  await move.getByLabel('Reason').fill('Cleaning supplies');
  await move.getByRole('button', { name: 'Record' }).click();
  await page.reload();
  await expect(page.getByTestId('x-report')).toContainText('3');
  await expect(page.getByTestId('x-report')).toContainText('50.00');
  // Blind: the cashier's screen shows no expected cash before the count.
  await expect(page.getByText('Expected cash')).toHaveCount(0);

  const shift = await agentApi.get<{
    id: number;
    cash: { expected: number; jackpots_paid: number; pay_outs: number };
  }>(`/shifts/current/?shop_id=${till.shopId}`);
  const expectedCents = Math.round(shift.cash.expected * 100);
  // The agent sees the drawer live: the jackpot and the pay-out left it in cash.
  expect(shift.cash).toMatchObject({ jackpots_paid: -5, pay_outs: -50 });
  const count = page.getByRole('form', { name: 'Close the shift: blind count' });
  for (const [value, pieces] of piecesFor(expectedCents - 60_000)) {
    if (pieces === 0) continue;
    const label = value >= 100 ? `${value / 100}` : `0.${String(value).padStart(2, '0')}`;
    await count.getByLabel(new RegExp(`^\\$${label}(\\.00)? (notes|coins)$`)).fill(String(pieces));
  }
  await count.getByRole('button', { name: 'Send the count and close' }).click();
  // The app's own dialog asks (issue 39), not the browser's.
  const confirm = page.getByRole('dialog', { name: 'Close the shift: blind count' });
  await expect(confirm).toContainText('Send this count? It cannot be changed.');
  await confirm.getByRole('button', { name: 'Send the count and close' }).click();

  const z = page.getByTestId('z-report');
  await expect(z).toContainText('Z-0001');
  await expect(z).toContainText('Difference−$600.00');
  const note = page.getByRole('form', { name: 'A note is required' });
  await note.getByLabel('Note').fill('A player was paid twice');
  await note.getByRole('button', { name: 'Save the note' }).click();
  await expect(page.getByRole('status')).toContainText('the agent must approve');

  // The print page: the Z report alone, on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(z).toBeVisible();
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(z.getByRole('button', { name: 'Print (A4)' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The agent approves in Reports, with a note; the Z is listed there as closed.
  await switchAccount(page, 'agent');
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  const shifts = page.locator('section', { has: page.getByRole('heading', { name: 'Shifts' }) });
  await shifts.getByLabel('Shift status').selectOption('awaiting_approval');
  const row = shifts.getByRole('row', { name: new RegExp(till.shop) });
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('-600.00');
  // The approval sits under the Z, the count in view (issue 39).
  await row.getByRole('link', { name: 'Review and approve Z-0001' }).click();
  await expect(z.getByTestId('z-count')).toContainText('A player was paid twice');
  const approval = page.getByRole('form', { name: 'Approval note for Z-0001' });
  await approval.getByLabel('Approval note for Z-0001').fill('Checked with the cashier');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  await page.getByRole('link', { name: 'Back to Reports' }).click();
  await shifts.getByLabel('Shift status').selectOption('closed');
  await expect(shifts.getByRole('row', { name: new RegExp(till.shop) })).toContainText('Closed');
  const listed = await agentApi.get<{
    results: Array<{ id: number; status: string; approval: { note: string } }>;
  }>(`/shifts/?shop_id=${till.shopId}`);
  expect(listed.results[0]).toMatchObject({
    id: shift.id,
    status: 'closed',
    approval: { note: 'Checked with the cashier' },
  });
});

// Issue 35, finding 6: a float below the last count is shown with what it needs, and the shift
// asks for its note; the flagged move is listed.
test('an opening difference asks for its note and is listed with the flagged moves', async ({
  page,
  request,
}) => {
  const till = await newCashier(request, { credit: 50 });
  const first = await till.api.post<{ id: number }>('/shifts/', {
    shop_id: till.shopId,
    float: 1000,
  });
  await till.api.post(`/shifts/${first.id}/count/`, { count: [{ value: 200, count: 5 }] });

  await signInWith(page, till.username, till.password, /\/cashier$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Shift' }).click();
  const open = page.getByRole('form', { name: 'Open shift' });
  await open.getByLabel('Float').fill('300');
  await open.getByRole('button', { name: 'Open shift' }).click();
  const opening = page.getByTestId('opening-difference');
  await expect(opening).toContainText('Last count$1,000.00');
  await expect(opening).toContainText('Opening difference$-700.00');
  await expect(opening).toContainText('A note and the agent’s approval');
  await expect(page.getByTestId('shift-flags')).toContainText('Opening difference $-700.00');
  const note = page.getByRole('form', { name: 'A note is required for the opening difference' });
  await note.getByLabel('Why the float differs').fill('700 taken to the bank after closing');
  await note.getByRole('button', { name: 'Save the note' }).click();
  await expect(note).toBeHidden();
  await expect(opening).toContainText('700 taken to the bank after closing');
  // Still blind: the cashier sees no expected cash while the shift is open.
  await expect(page.getByText('Expected cash')).toHaveCount(0);
});
