import type { Locator } from '@playwright/test';
import { signIn, signInWith, switchAccount } from './accounts';
import { apiSession, newCashier } from './api-helpers';
import { expect, PHONE, test } from './fixtures';
import { localeTexts, textAround, useLanguage } from './locale-texts';
import { picture } from './pictures';
import { printedText } from './printed-page';

// Issue 39: a cashier's day in Tigrigna and in Amharic, from the float to the agent's approval,
// and the Z that adds up on screen, on A4 and on the 80 mm roll, found again after a reload.

const TEN_CARDS = {
  amount: 100,
  cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  card_value: 10,
  win_percentage: 80,
};

/** A section's signed figures as the Z shows them (the drawer: the float and every line). */
async function drawerAmounts(z: Locator, section = 'z-drawer'): Promise<number[]> {
  const cells = z.getByTestId(section).locator('dd[data-amount]');
  return (await cells.evaluateAll((dds) => dds.map((dd) => dd.getAttribute('data-amount')))).map(
    Number,
  );
}

for (const language of ['ti', 'am'] as const) {
  test(`a cashier’s day in ${language}: the Z adds up, prints, stays, and the agent approves it with the count in view`, async ({
    page,
    request,
  }) => {
    // A whole day: three games, two PDFs, two accounts.
    test.setTimeout(180_000);
    const t = localeTexts(language);
    const around = textAround(t);
    page.on('dialog', (dialog) => {
      throw new Error(`a native dialog was opened: ${dialog.message()}`);
    });
    const till = await newCashier(request, { credit: 100 });
    await page.setViewportSize(PHONE);
    await signInWith(page, till.username, till.password, /\/cashier$/);
    await useLanguage(page, language);
    await page.goto('/shift');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('shift.title'));
    const open = page.getByRole('form', { name: t('shift.open') });
    await open.getByLabel(t('shift.float')).fill('500');
    await open.getByRole('button', { name: t('shift.open') }).click();
    await expect(page.getByText(around('shift.done.opened', 'float'))).toBeVisible();

    // Three games of ten cards at 10.00, each won by one card: 80.00 paid from the drawer each.
    for (let i = 0; i < 3; i += 1) {
      const game = await till.api.startGame(till.shopId, TEN_CARDS);
      await till.api.winGame(game, 1);
    }

    const move = page.getByRole('form', { name: t('shift.cashMove') });
    await move.getByLabel(t('shift.kind')).selectOption('pay_out');
    await move.getByLabel(t('shift.amount')).fill('50');
    await move.getByLabel(t('shift.reason')).fill('ናይ ጽሬት ኣቑሑት');
    await move.getByRole('button', { name: t('shift.record') }).click();
    await expect(page.getByText(around('shift.done.pay_out', 'amount'))).toBeVisible();

    // A blind count 100.00 short: two notes of 200 and one of 10.
    const count = page.getByRole('form', { name: t('shift.count') });
    await count.getByRole('spinbutton').nth(0).fill('2');
    await count.getByRole('spinbutton').nth(3).fill('1');
    await count.getByRole('button', { name: t('shift.submitCount') }).click();
    const confirm = page.getByRole('dialog', { name: t('shift.count') });
    await expect(confirm).toContainText(t('shift.countConfirm'));
    await confirm.getByRole('button', { name: t('shift.submitCount') }).click();
    await expect(page).toHaveURL(/\/shifts\/\d+$/);
    await expect(page.getByText(t('shift.done.counted', { z: 'Z-0001' }))).toBeVisible();

    const z = page.getByTestId('z-report');
    await expect(z).toContainText('Z-0001');
    // The lines lead from the float to the expected cash: 500 + 300 - 240 - 50 = 510.
    const amounts = await drawerAmounts(z);
    expect(amounts.slice(0, 3)).toEqual([500, 300, -240]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(510);
    const drawer = z.getByTestId('z-drawer');
    await expect(drawer).toContainText(t('shift.lines.pools'));
    await expect(drawer).toContainText(t('shift.lines.prizesPaid'));
    await expect(drawer).toContainText('510.00');
    await expect(drawer).not.toContainText(t('shift.feesCashier'));
    await expect(z.getByTestId('z-fees')).toContainText(t('shift.feesCashier'));
    await expect(z.getByTestId('z-count')).toContainText('× 2');
    await expect(z.getByTestId('z-count')).toContainText('410.00');

    const note = page.getByRole('form', { name: t('shift.noteRequired') });
    await note.getByLabel(t('shift.noteLabel')).fill('ሓደ ተጻዋታይ ክልተ ግዜ ተኸፊሉ');
    await note.getByRole('button', { name: t('shift.saveNote') }).click();
    await expect(page.getByText(t('shift.done.noted'))).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: t('shift.awaitingApproval') }),
    ).toBeVisible();

    // After a reload the Z is still there, and the shift page lists it to reopen or reprint.
    const zUrl = page.url();
    await page.reload();
    await expect(z).toContainText('Z-0001');
    await expect(z).toContainText('ሓደ ተጻዋታይ ክልተ ግዜ ተኸፊሉ');
    await page.goto('/shift');
    await page.getByRole('link', { name: t('shift.openZ', { z: 'Z-0001' }) }).click();
    await expect(page).toHaveURL(zUrl);
    await expect(z).toContainText('Z-0001');

    // On A4 and on the 80 mm roll: the same lines, and no value split from the rest of itself.
    const a4 = await printedText(page, { format: 'A4' });
    for (const text of ['Z-0001', t('shift.lines.pools'), t('shift.lines.prizesPaid'), '510.00'])
      expect(a4).toContain(text);
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await z.getByRole('button', { name: t('shift.printReceipt') }).click();
    await expect(z).toHaveAttribute('data-paper', 'receipt');
    const roll = await printedText(page, { width: '80mm' });
    // Values up to 24 characters stay whole; longer ones (a till and a time) wrap between words only.
    const values = await z
      .locator('dd')
      .evaluateAll((dds) => dds.map((dd) => (dd.textContent ?? '').replace(/\s+/g, ' ')));
    const lines = roll.split('\n').map((line) => line.replace(/\s+/g, ' '));
    for (const value of values) {
      const wholes = value.length <= 24 ? [value] : value.split(' ');
      for (const whole of wholes)
        expect(
          lines.some((line) => line.includes(whole)),
          `"${whole}" on one line`,
        ).toBe(true);
    }
    expect(roll).toContain(t('shift.lines.payOuts'));

    // The agent opens the Z from the Shifts list, reads the count and the note, and approves.
    await switchAccount(page, 'agent');
    await useLanguage(page, language);
    await page.goto('/reports');
    const shifts = page.locator('section', {
      has: page.getByRole('heading', { name: t('shift.reportTitle') }),
    });
    await shifts.getByLabel(t('shift.statusFilter')).selectOption('awaiting_approval');
    await shifts
      .getByRole('row', { name: new RegExp(till.shop) })
      .getByRole('link', { name: t('shift.reviewZ', { z: 'Z-0001' }) })
      .click();
    await expect(page).toHaveURL(zUrl);
    await expect(z.getByTestId('z-count')).toContainText('× 2');
    await expect(z).toContainText('ሓደ ተጻዋታይ ክልተ ግዜ ተኸፊሉ');
    await expect(z.getByTestId('z-count')).toContainText('100.00');
    const approve = page.getByRole('form', { name: t('shift.approveTitle', { z: 'Z-0001' }) });
    await approve.getByLabel(t('shift.approveTitle', { z: 'Z-0001' })).fill('ምስ ገንዘብ ተቐባሊ ተረጋጊጹ');
    await approve.getByRole('button', { name: t('shift.approve') }).click();
    await expect(page.getByText(t('shift.done.approved', { z: 'Z-0001' }))).toBeVisible();
    await expect(approve).toBeHidden();
    await expect(z).toContainText(t('shift.statuses.closed'));
    await expect(z.getByTestId('z-approval')).toContainText('demo-agent');
    await expect(z.getByTestId('z-approval')).toContainText('ምስ ገንዘብ ተቐባሊ ተረጋጊጹ');
  });
}

// Issue 39 item 4: corrections made after the count, on screen, on A4 and on the 80 mm roll, each
// with when, who, its signed amount and reason, and the count and difference after them.
for (const language of ['ti', 'am'] as const) {
  test(`a Z corrected after its count lists each correction in ${language}, on screen and printed`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = localeTexts(language);
    const till = await newCashier(request, { credit: 0 });
    const opened = await till.api.post<{ id: number }>('/shifts/', {
      shop_id: till.shopId,
      float: 500,
    });
    // A count 100.00 short: two notes of 200.
    await till.api.post(`/shifts/${opened.id}/count/`, { count: [{ value: 200, count: 2 }] });
    const agent = await apiSession(request, 'agent');
    const found = 'ኣብ ሳጹን ተረኺቡ';
    const twice = 'ሓደ ቅርሺ ክልተ ግዜ ተቖጺሩ';
    await agent.post(`/shifts/${opened.id}/corrections/`, { amount: 120.5, reason: found });

    await page.setViewportSize(PHONE);
    await test.step('the agent makes the second correction on the Z’s own page', async () => {
      await signIn(page, 'agent');
      await useLanguage(page, language);
      await page.goto(`/shifts/${opened.id}`);
      const correct = page.getByTestId('z-correct');
      const amount = correct.getByLabel(t('shift.correctionAmount'));
      const submit = correct.getByRole('button', { name: t('shift.correct') });
      // The server's own schema, in the browser: a correction is signed, never 0, with a reason.
      await amount.fill('0');
      await submit.click();
      await expect(amount).toHaveAccessibleDescription(t('validation.amountNotZero'));
      await amount.fill('-20.5');
      await correct.getByLabel(t('shift.reason')).fill(twice);
      await submit.click();
      // It stays on the Z for good: said, and asked, before it is sent.
      const confirm = page.getByRole('dialog', { name: t('shift.correctConfirmTitle') });
      await expect(confirm).toContainText(twice);
      await expect(confirm).toContainText(/−\D{0,4}20\.50/);
      await confirm.getByRole('button', { name: t('shift.correct') }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByTestId('z-corrections')).toContainText(twice);
      // The form is empty again: the correction sent is not left there to send twice.
      await expect(correct.getByLabel(t('shift.reason'))).toHaveValue('');
      await expect(amount).toHaveValue('');
      if (language === 'ti') await picture(page, 'z-correct-ti-390.png', { fullPage: true });
    });

    await signInWith(page, till.username, till.password, /\/cashier$/);
    await useLanguage(page, language);
    await page.goto(`/shifts/${opened.id}`);
    const z = page.getByTestId('z-report');
    // The cashier reads the corrections; only the agent or the admin makes one.
    await expect(z).toBeVisible();
    await expect(page.getByTestId('z-correct')).toHaveCount(0);
    const corrections = z.getByTestId('z-corrections');
    await expect(z.getByRole('heading', { name: t('shift.zCorrections') })).toBeVisible();
    // Counted 400, then +120.50 and -20.50: 500.00 counted after them, against 500.00 expected.
    const amounts = await drawerAmounts(z, 'z-corrections');
    expect(amounts).toEqual([400, 120.5, -20.5]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(500);
    const row = (key: string) => corrections.locator('.z-row', { hasText: t(key) });
    await expect(row('shift.correctedCount')).toContainText('500.00');
    await expect(row('shift.expected')).toContainText('500.00');
    await expect(row('shift.correctedDifference')).toContainText('0.00');
    // Each amount with its sign, before the currency: +$120.50, −$20.50.
    const plus = /\+\D{0,4}120\.50/;
    const minus = /−\D{0,4}20\.50/;
    for (const text of [found, twice, 'demo-agent']) await expect(corrections).toContainText(text);
    for (const signed of [plus, minus]) await expect(corrections).toContainText(signed);
    await expect(corrections).toContainText(t('shift.correctionBy', { n: '2', who: 'demo-agent' }));
    await expect(z.getByTestId('z-count')).toContainText('400.00');
    await expect(z.getByTestId('z-approval')).not.toContainText(found);
    if (language === 'ti') await picture(page, 'z-corrections-ti-390.png', { fullPage: true });

    const a4 = await printedText(page, { format: 'A4' });
    for (const text of [t('shift.zCorrections'), found, twice]) expect(a4).toContain(text);
    expect(a4).toMatch(plus);
    expect(a4).toMatch(minus);
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await z.getByRole('button', { name: t('shift.printReceipt') }).click();
    await expect(z).toHaveAttribute('data-paper', 'receipt');
    const roll = (await printedText(page, { width: '80mm' }))
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' '));
    // Each amount whole on a line of the roll; the reasons whole or split between words only.
    for (const signed of [plus, minus]) expect(roll.some((line) => signed.test(line))).toBe(true);
    for (const whole of [t('shift.correctedCount'), ...found.split(' ')])
      expect(
        roll.some((line) => line.includes(whole)),
        `"${whole}" on one line`,
      ).toBe(true);
    expect(roll.join(' ')).toContain(twice);

    if (language === 'ti') {
      await page.setViewportSize({ width: 1024, height: 900 });
      await picture(page, 'z-corrections-ti-1024.png', { fullPage: true, animations: 'disabled' });
    }
  });
}
