import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { signIn } from './accounts';
import { localeTexts, useLanguage } from './locale-texts';
import { picture } from './pictures';

// Amharic and Tigrigna count days in the Ethiopian calendar unless the user turns it off: every
// date on a screen is then Ethiopian, in the screen's script, with no Latin month, weekday or era
// (issue 39). Tigrigna is the hard case: the browser has no Tigrigna dates of its own.

const LATIN = /[A-Za-z]/;
const TIGRIGNA_MONTHS = /መስከረም|ጥቅምቲ|ሕዳር|ታሕሳስ|ጥሪ|ለካቲት|መጋቢት|ሚያዝያ|ግንቦት|ሰነ|ሓምለ|ነሓሰ|ጳጉሜን/;

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
  // The browser's own date fields count Gregorian days: the Ethiopian day is named beside each.
  const from = page.getByLabel(ti('statements.from'));
  const hint = page.locator(`#${await from.getAttribute('aria-describedby')}`);
  await expect(hint).toHaveText(TIGRIGNA_MONTHS);
  await expect(hint).not.toHaveText(LATIN);
  await picture(page, 'statement-ti-ethiopian.png', { fullPage: true });

  // Its CSV: the days people read in the same calendar, and each moment in ISO 8601 for machines.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: ti('statements.downloadCsv') }).click();
  const csv = readFileSync(await (await saved).path(), 'utf8')
    .slice(1)
    .trim()
    .split('\r\n');
  expect(csv[1]).toMatch(/^,opening balance 20[01]\d-\d\d-\d\d,/);
  expect(csv[2]).toMatch(
    new RegExp(`^${shownYear}-\\d\\d-\\d\\d \\d\\d:\\d\\d,.*,${year}-\\d\\d-\\d\\dT[\\d:.]+Z$`),
  );
});
