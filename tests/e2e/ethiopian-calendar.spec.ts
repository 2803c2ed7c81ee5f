import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  daysInEthiopianMonth,
  ethiopianDay,
  fromEthiopian,
  toEthiopian,
  type EthiopianDate,
} from '@core/time/ethiopian-days';
import { ethiopicMonths } from '@web/lib/ethiopic-dates';
import { axeFor } from './axe';
import { expect, PHONE, test } from './fixtures';
import { signIn, uniqueName } from './accounts';
import { localeTexts, useLanguage } from './locale-texts';
import { picture } from './pictures';

// Amharic and Tigrigna count days in the Ethiopian calendar unless the user turns it off: every
// date on a screen is then Ethiopian, in the screen's script, with no Latin month, weekday or era
// (issue 39). Tigrigna is the hard case: the browser has no Tigrigna dates of its own.

const LATIN = /[A-Za-z]/;
const TIGRIGNA_MONTHS = /መስከረም|ጥቅምቲ|ሕዳር|ታሕሳስ|ጥሪ|ለካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰነ|ሓምለ|ነሓሰ|ጳጉሜን/;

type Texts = ReturnType<typeof localeTexts>;

/** An Ethiopian date field's group and its parts, by the names the screen gives them. */
function dateField(scope: Page | Locator, label: string, text: Texts) {
  const group = scope.getByRole('group', { name: label, exact: true });
  const part = (key: string) =>
    group.getByRole('combobox', { name: text(`dateField.${key}`), exact: true });
  return { group, day: part('day'), month: part('month'), year: part('year') };
}

/** Chooses an Ethiopian day as a user does: the year, the month, then the day. */
async function choose(field: ReturnType<typeof dateField>, { year, month, day }: EthiopianDate) {
  await field.year.selectOption(String(year));
  await field.month.selectOption(String(month));
  await field.day.selectOption(String(day));
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The field fits the page's width: nothing runs past the right edge. */
async function fits(page: Page, field: Locator) {
  const box = await field.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test('a Tigrigna statement: its rows, totals and date fields are Ethiopian, with no Latin word', async ({
  page,
}) => {
  await signIn(page, 'cashier');
  await useLanguage(page, 'ti');
  const ti = localeTexts('ti');
  await page.getByRole('link', { name: ti('statements.mine') }).click();
  await expect(page).toHaveURL(/\/statements\/cashier\/\d+$/);

  // The cashier's opening credit: its time as day/month/year on a 24-hour clock, the Ethiopian
  // year being seven or eight behind the Gregorian one.
  const year = new Date().getFullYear();
  const when = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first();
  await expect(when).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  const shownYear = Number((await when.innerText()).slice(6, 10));
  expect([year - 8, year - 7]).toContain(shownYear);

  const opening = page.locator('[data-figure="opening"] dt');
  await expect(opening).toHaveText(TIGRIGNA_MONTHS);
  await expect(opening).not.toHaveText(LATIN);

  // From and To are Ethiopian too: a day, a month of the 13 in Tigrigna, an Ethiopian year.
  const from = dateField(page, ti('statements.from'), ti);
  const to = dateField(page, ti('statements.to'), ti);
  await expect(from.month.locator('option:checked')).toHaveText(TIGRIGNA_MONTHS);
  await expect(from.month.locator('option')).toHaveText([
    ti('dateField.month'),
    ...ethiopicMonths('ti'),
  ]);
  await expect(from.group).not.toHaveText(LATIN);
  await expect(to.year.locator('option:checked')).toHaveText(/^20[012]\d$/);
  // Each part is named in Tigrigna, the group by the field's label: axe finds nothing serious.
  const axe = await axeFor(page).include('[role="group"]').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The opening credit's day, chosen in both fields: the statement asks for that Gregorian day
  // and shows the rows of that day only; the day after shows none of them.
  const [dd, mm, yyyy] = (await when.innerText()).slice(0, 10).split('/').map(Number);
  const creditDay = { year: yyyy!, month: mm!, day: dd! };
  const asked = (day: string) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname.includes('/statements/cashiers/') &&
        url.searchParams.get('date_from') === day &&
        url.searchParams.get('date_to') === day &&
        response.ok()
      );
    });
  const rowDays = () =>
    page
      .getByRole('table')
      .getByRole('row')
      .locator('td:first-child')
      .allInnerTexts()
      .then((cells) => cells.map((cell) => cell.slice(0, 10)));
  const written = ({ year, month, day }: EthiopianDate) =>
    `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;

  const after = toEthiopian(nextDay(fromEthiopian(creditDay)));
  let answered = asked(fromEthiopian(after));
  await choose(to, after);
  await choose(from, after);
  await answered;
  await expect(page.getByText(ti('statements.empty'))).toBeVisible();
  expect(await rowDays()).toEqual([]);

  answered = asked(fromEthiopian(creditDay));
  await choose(from, creditDay);
  await choose(to, creditDay);
  await answered;
  await expect.poll(rowDays).toContain(written(creditDay));
  expect(new Set(await rowDays())).toEqual(new Set([written(creditDay)]));
  // No 31st, and Pagume has its 5 or 6 days; the cards name the chosen day in Tigrigna.
  await expect(from.day.locator('option')).toHaveCount(
    daysInEthiopianMonth(creditDay.year, creditDay.month) + 1,
  );
  // From and To bound each other: From offers no day after To, To none before From.
  const days = daysInEthiopianMonth(creditDay.year, creditDay.month);
  await expect(from.day.locator('option:disabled')).toHaveCount(days - creditDay.day);
  await expect(to.day.locator('option:disabled')).toHaveCount(creditDay.day - 1);
  const named = `${creditDay.day} ${ethiopicMonths('ti')[creditDay.month - 1]} ${creditDay.year}`;
  await expect(opening).toContainText(named);
  await expect(page.locator('[data-figure="closing"] dt')).toContainText(named);
  await picture(page, 'statement-ti-ethiopian.png', { fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  await picture(page, 'statement-ti-1024.png', { fullPage: true, animations: 'disabled' });
  await page.setViewportSize(PHONE);
  await fits(page, to.group);
  await picture(page, 'statement-ti-390.png', { fullPage: true, animations: 'disabled' });

  // Its CSV: the days people read in the same calendar, and each moment in ISO 8601 for machines.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: ti('statements.downloadCsv') }).click();
  const csv = readFileSync(await (await saved).path(), 'utf8')
    .slice(1)
    .trim()
    .split('\r\n');
  expect(csv[1]).toContain(`,opening balance ${ethiopianDay(fromEthiopian(creditDay))},`);
  expect(csv[2]).toMatch(
    new RegExp(`^${shownYear}-\\d\\d-\\d\\d \\d\\d:\\d\\d,.*,${year}-\\d\\d-\\d\\dT[\\d:.]+Z$`),
  );
});

test("an Amharic agent's jackpot and report dates are Ethiopian fields that keep to their bounds", async ({
  page,
}) => {
  await signIn(page, 'agent');
  await useLanguage(page, 'am');
  const am = localeTexts('am');
  await page.goto('/agent/jackpots');
  await page.getByRole('button', { name: am('agent.jackpots.create') }).click();
  const modal = page.getByRole('dialog', { name: am('agent.jackpots.create') });
  const start = dateField(modal, am('agent.jackpots.startDate'), am);
  const end = dateField(modal, am('agent.jackpots.endDate'), am);

  // Both optional and empty: each part shows its name; the hint says only "optional".
  await expect(start.day).toHaveValue('');
  await expect(start.month.locator('option:checked')).toHaveText(am('dateField.month'));
  await expect(start.month.locator('option')).toHaveText([
    am('dateField.month'),
    ...ethiopicMonths('am'),
  ]);
  await expect(start.day).toHaveAccessibleDescription(am('agent.jackpots.form.optional'));
  await end.group.scrollIntoViewIfNeeded();
  await picture(page, 'jackpot-am-empty.png');

  // A start 40 days from now: the end (from the start on) offers no earlier day or year.
  const today = toEthiopian(new Date().toLocaleDateString('en-CA'));
  const startDay = toEthiopian(
    new Date(Date.parse(fromEthiopian(today)) + 40 * 86_400_000).toISOString().slice(0, 10),
  );
  await choose(start, startDay);
  await expect(start.month.locator('option:checked')).toHaveText(
    ethiopicMonths('am')[startDay.month - 1]!,
  );
  await end.month.selectOption(String(startDay.month));
  await expect(end.day).toHaveValue(String(startDay.day));
  await expect(end.day.locator('option:disabled')).toHaveCount(startDay.day - 1);
  await expect(end.year.locator('option').nth(1)).toHaveText(String(startDay.year));
  // The keyboard moves a part as in any select: the end a day later.
  await end.day.focus();
  await page.keyboard.press('ArrowDown');
  await expect(end.day).toHaveValue(
    String(startDay.day + 1 > 30 ? startDay.day : startDay.day + 1),
  );
  for (const field of [start, end]) await expect(field.group).not.toHaveText(LATIN);
  await picture(page, 'jackpot-am-1280.png');
  await page.setViewportSize({ width: 1024, height: 800 });
  await picture(page, 'jackpot-am-1024.png', { animations: 'disabled' });
  await page.setViewportSize(PHONE);
  await end.group.scrollIntoViewIfNeeded();
  await fits(page, end.group);
  await picture(page, 'jackpot-am-390.png', { animations: 'disabled' });
  await modal.getByRole('button', { name: am('common.cancel') }).click();

  // The reports' period: To cannot be chosen before From.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/reports');
  await page.getByRole('tab', { name: am('reports.tabs.games') }).click();
  const from = dateField(page, am('reports.filters.dateFrom'), am);
  const to = dateField(page, am('reports.filters.dateTo'), am);
  await choose(from, today);
  await to.month.selectOption(String(today.month));
  await expect(to.day.locator('option:disabled')).toHaveCount(today.day - 1);
  for (const field of [from, to]) await expect(field.group).not.toHaveText(LATIN);
  await picture(page, 'reports-am-1024.png', { fullPage: true });
  await page.setViewportSize(PHONE);
  await fits(page, to.group);
  await picture(page, 'reports-am-390.png', { fullPage: true, animations: 'disabled' });
});

test('a statement never asks for From after To: typed in a date field, it is said on To', async ({
  page,
}) => {
  await signIn(page, 'cashier');
  const reversed: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const from = url.searchParams.get('date_from');
    const to = url.searchParams.get('date_to');
    if (url.pathname.includes('/statements/') && from && to && from > to) reversed.push(url.href);
  });
  let statementUrl = '';
  for (const language of ['am', 'ti'] as const) {
    const text = localeTexts(language);
    // The Gregorian calendar: the browser's own date input, where a day can be typed.
    await page.evaluate(() => localStorage.setItem('ethiopianCalendar', 'off'));
    await useLanguage(page, language);
    if (statementUrl) await page.goto(statementUrl);
    else {
      await page.getByRole('link', { name: text('statements.mine') }).click();
      await expect(page).toHaveURL(/\/statements\/cashier\/\d+$/);
      statementUrl = page.url();
    }
    const from = page.getByLabel(text('statements.from'), { exact: true });
    const to = page.getByLabel(text('statements.to'), { exact: true });
    await expect(to).not.toHaveValue('');
    const toDay = await to.inputValue();
    const fromDay = await from.inputValue();
    await expect(from).toHaveAttribute('max', toDay);
    await expect(to).toHaveAttribute('min', fromDay);
    const rows = await page.getByRole('table').getByRole('row').count();

    await from.fill(nextDay(toDay));
    const said = text('reports.filters.dateRangeReversed');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(said);
    await expect(page.getByText(said)).toBeVisible();
    // The rows stay those of the last period in order.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(rows);
    if (language === 'ti') {
      await page.setViewportSize(PHONE);
      await fits(page, to);
      await picture(page, 'statement-reversed-ti-390.png', {
        fullPage: true,
        animations: 'disabled',
      });
      await page.setViewportSize({ width: 1024, height: 800 });
      await picture(page, 'statement-reversed-ti-1024.png', {
        fullPage: true,
        animations: 'disabled',
      });
    }

    await from.fill(fromDay);
    await expect(page.getByText(said)).toBeHidden();
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  }
  expect(reversed).toEqual([]);
});

test('with the Ethiopian calendar off, Tigrigna dates are Gregorian in Tigrigna words', async ({
  page,
  cashierApi,
}) => {
  await cashierApi.createShop(uniqueName('Tigrigna'));
  await signIn(page, 'cashier');
  await page.evaluate(() => localStorage.setItem('ethiopianCalendar', 'off'));
  await useLanguage(page, 'ti');
  await page.goto('/shop');
  // Each shop's "Created" day: the browser alone writes it "Nov 29, 2026", having no Tigrigna.
  const table = page.getByRole('table');
  await expect(table).toContainText(String(new Date().getFullYear()));
  const text = await table.innerText();
  expect(text).toMatch(/ጥሪ|ለካቲት|መጋቢት|ሚያዝያ|ጉንበት|ሰነ|ሓምለ|ነሓሰ|መስከረም|ጥቅምቲ|ሕዳር|ታሕሳስ/);
  expect(text).not.toMatch(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/);
});
