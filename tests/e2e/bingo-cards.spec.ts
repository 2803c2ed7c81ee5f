import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cardForNumber } from '@core/bingo/card-generator';
import { signIn, uniqueName } from './accounts';
import { expect, test } from './fixtures';
import { cardNumbersByPage, makePdf } from './pdf-pages';

const tile = (page: Page, n: number) =>
  page.locator(`[data-testid="card-tile"][data-card-number="${n}"]`);
const tiles = (page: Page) => page.getByTestId('card-tile');
const gridOf = (page: Page, n: number) =>
  tile(page, n)
    .locator('tbody td')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
const act = (page: Page, n: number, action: string) =>
  page.getByRole('button', { name: `${action} · Card ${n}`, exact: true }).click();

/** On the Bingo Cards screen: the shop's standard cards. */
async function chooseShop(page: Page, shop: string) {
  const shops = page.getByLabel('Shop', { exact: true });
  // With one shop the choice is shown but fixed.
  if (await shops.isEnabled()) await shops.selectOption({ label: shop });
  await expect(shops.locator('option:checked')).toHaveText(shop);
  await page.getByLabel('Game mode').selectOption('standard');
}

test("the Bingo Cards editor keeps a shop's cards on the server: SPEC's whole flow", async ({
  cspCheckedPage: page,
  cashierApi,
  openScreen,
}) => {
  test.setTimeout(120_000);
  const shop = uniqueName('Cards Hall');
  const shopId = await cashierApi.createShop(shop);
  await signIn(page, 'cashier');
  await openScreen('Bingo Cards');
  await chooseShop(page, shop);
  await expect(page.getByText('No cards found')).toBeVisible();
  await expect(page.getByTestId('cards-total')).toHaveText('0');

  await test.step('create multiple: 1 to 50, with a progress bar', async () => {
    await page.getByLabel('How many').fill('51');
    await page.getByRole('button', { name: 'Create Multiple' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a number between 1 and 50');
    await page.getByLabel('How many').fill('3');
    await page.getByRole('button', { name: 'Create Multiple' }).click();
    // Cards 1-3 have generated cartelas: the editor asks before replacing them.
    await page.getByRole('dialog').getByRole('button', { name: 'Replace 1-3' }).click();
    // The editor's bar, not the toast's timer bar (also a progressbar) that follows it.
    const progress = page.getByRole('main').getByRole('progressbar');
    await expect(progress).toBeVisible();
    await expect(tiles(page)).toHaveCount(3);
    await expect(progress).toBeHidden();
    await expect(page.getByText('3 cards created')).toBeVisible();
  });

  await test.step('create one: the next card number', async () => {
    await page.getByRole('button', { name: 'Create Card' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Replace 4' }).click();
    await expect(tile(page, 4)).toBeVisible();
    await expect(page.getByTestId('cards-total')).toHaveText('4');
    await expect(page.getByTestId('cards-stats')).not.toContainText('not yet');
  });

  await test.step('update: SPEC section 5 as typed, Save only when valid', async () => {
    await act(page, 2, 'Update');
    const dialog = page.getByRole('dialog', { name: 'Update card 2' });
    await dialog.getByLabel('Row 1, B column').fill('16');
    await dialog.getByLabel('Row 2, G column').fill('*');
    const firstI = await dialog.getByLabel('Row 1, I column').inputValue();
    await dialog.getByLabel('Row 2, I column').fill(firstI);
    await expect(dialog.getByTestId('edit-status')).toContainText('Valid cells: 21 · Errors: 4');
    await expect(dialog.getByTestId('edit-issues').locator('li')).toHaveText([
      'Row 1, B column: Invalid number for B column. Please enter a number between 1-15.',
      `Row 1, I column: Number ${firstI} already exists in I column.`,
      'Row 2, I column: Number ' + firstI + ' already exists in I column.',
    ]);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Row 3, N column').fill('');
    await expect(dialog.getByLabel('Row 3, N column')).toHaveValue('★');
    await dialog.getByLabel('Card name').fill('');
    await dialog.getByLabel('Card name').blur();
    await expect(dialog.getByText('Please enter a card name.')).toBeVisible();
    await dialog.getByLabel('Card name').fill('Abebe 2');
    // A valid card: the generated card 900's numbers.
    const target = cardForNumber(900, 'standard');
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 5; c++)
        if (!(r === 2 && c === 2))
          await dialog.getByLabel(`Row ${r + 1}, ${'BINGO'[c]} column`).fill(String(target[r]![c]));
    await expect(dialog.getByTestId('edit-status')).toContainText('Errors: 0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Card updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(tile(page, 2)).toContainText('Abebe 2');
    expect((await gridOf(page, 2))[0]).toBe(String(target[0]![0]));
  });

  await test.step('regenerate asks first, then gives new numbers', async () => {
    const before = await gridOf(page, 3);
    await act(page, 3, 'Regenerate');
    await page
      .getByRole('dialog', { name: 'Regenerate card 3?' })
      .getByRole('button', { name: 'Regenerate' })
      .click();
    await expect(page.getByText('Card 3 regenerated')).toBeVisible();
    await expect.poll(() => gridOf(page, 3)).not.toEqual(before);
  });

  await test.step('duplicate copies the grid under the next number', async () => {
    await act(page, 1, 'Duplicate');
    await expect(tile(page, 5)).toBeVisible();
    expect(await gridOf(page, 5)).toEqual(await gridOf(page, 1));
    await expect(tile(page, 5).getByTestId('identical-copy')).toHaveText(
      'Identical copy of card 1: both win on the same balls.',
    );
    await expect(tile(page, 1).getByTestId('identical-copy')).toHaveCount(0);
  });

  await test.step('delete with undo, and Restore Last Deleted', async () => {
    await act(page, 5, 'Delete');
    await expect(tile(page, 5)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(tile(page, 5)).toBeVisible();
    await act(page, 4, 'Delete');
    await expect(tile(page, 4)).toHaveCount(0);
    await page.getByRole('button', { name: 'Restore Last Deleted' }).click();
    await expect(tile(page, 4)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore Last Deleted' })).toBeDisabled();
  });

  await test.step('Delete Forever asks first and cannot be undone', async () => {
    await act(page, 4, 'Delete Forever');
    await page
      .getByRole('dialog', { name: 'Delete card 4 forever?' })
      .getByRole('button', { name: 'Delete Forever' })
      .click();
    await expect(tile(page, 4)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Restore Last Deleted' })).toBeDisabled();
  });

  await test.step('Save Now keeps the server copy in the browser', async () => {
    await page.getByRole('button', { name: 'Save Now' }).click();
    // At most four toasts show at once: after the flow's earlier toasts this one may queue until
    // they close (each stays 3-5 s), so it gets the time the queue needs.
    await expect(page.getByText('Cards saved successfully!')).toBeVisible({ timeout: 15_000 });
    const cached = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('bingoCards') ?? '[]'),
    );
    const mine = cached.filter((card: { shopId: number }) => card.shopId === shopId);
    expect(mine.map((card: { cardNumber: number }) => card.cardNumber)).toEqual([1, 2, 3, 5]);
    expect(mine[1]).toMatchObject({ name: 'Abebe 2', id: `${shopId}:standard:2` });
  });

  let exported = '';
  await test.step('export as a JSON file', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^bingo-cards-.*-standard-\d{4}-\d{2}-\d{2}\.json$/,
    );
    exported = readFileSync((await download.path())!, 'utf8');
    const file = JSON.parse(exported);
    expect(file.cards.map((card: { card_number: number }) => card.card_number)).toEqual([
      1, 2, 3, 5,
    ]);
  });

  await test.step('Clear All Cards asks first', async () => {
    await page.getByRole('button', { name: 'Clear All Cards' }).click();
    await page
      .getByRole('dialog', { name: 'Clear all cards?' })
      .getByRole('button', { name: 'Clear All Cards' })
      .click();
    await expect(page.getByText('No cards found')).toBeVisible();
  });

  await test.step('import the export back, and a CSV with per-row problems', async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Import cards' });
    await dialog.getByLabel('File', { exact: true }).setInputFiles({
      name: 'cards.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expect(dialog.getByTestId('import-preview')).toContainText(
      '4 of 4 cards can be imported',
    );
    await dialog.getByRole('button', { name: 'Import 4 cards' }).click();
    await expect(page.getByText('4 created, 0 updated, 0 unchanged')).toBeVisible();
    await expect(tiles(page)).toHaveCount(4);
    await expect(tile(page, 2)).toContainText('Abebe 2');

    const numbers = (n: number) =>
      cardForNumber(n, 'standard')
        .flat()
        .filter((cell) => typeof cell === 'number');
    const csv = [
      'card,numbers',
      `30,${numbers(30).join(',')}`,
      `31,${numbers(31).slice(0, 10).join(',')}`,
      `32,99,${numbers(32).slice(1).join(',')}`,
    ].join('\n');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Import cards' });
    await dialog
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByTestId('import-preview')).toContainText(
      '1 of 3 cards can be imported',
    );
    await expect(dialog.getByTestId('import-problems').locator('li')).toHaveText([
      'Row 3: a card needs 24 numbers, found 10',
      'Row 4, card 32: Row 1, B column: Invalid number for B column. Please enter a number between 1-15.',
    ]);
    await dialog.getByRole('button', { name: 'Import 1 cards' }).click();
    await expect(tile(page, 30)).toBeVisible();
    expect((await gridOf(page, 30)).filter((cell) => cell !== '★')).toEqual(
      numbers(30).map(String),
    );
  });

  await test.step('print cards 1 to 30 as a PDF, with progress', async () => {
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Print cartelas' });
    await expect(dialog.getByLabel('From card')).toHaveValue('1');
    await expect(dialog.getByLabel('To card')).toHaveValue('30');
    await expect(dialog.getByTestId('print-summary')).toHaveText('30 cards, 5 of them saved cards');
    const pdf = await makePdf(page, dialog);
    await expect(dialog.getByTestId('print-progress')).toHaveText('PDF ready: 30 cards on 5 pages');
    const pages = await cardNumbersByPage(pdf);
    expect(pages).toHaveLength(5);
    expect(pages.flat()).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});

test("a saved card made in one browser is the card the caller's check judges in another", async ({
  page: editor,
  browser,
  cashierApi,
  openScreen,
}) => {
  test.setTimeout(90_000);
  const shop = uniqueName('Two Tills');
  const shopId = await cashierApi.createShop(shop);

  await signIn(editor, 'cashier');
  await openScreen('Bingo Cards');
  await chooseShop(editor, shop);
  await editor.getByRole('button', { name: 'Create Card' }).click();
  await editor.getByRole('dialog').getByRole('button', { name: 'Replace 1' }).click();
  await expect(tile(editor, 1)).toBeVisible();
  const set = await cashierApi.get<{ cards: { grid: string[][] }[] }>(
    `/shops/${shopId}/cards/standard/`,
  );
  const grid = set.cards[0]!.grid;
  expect(grid).not.toEqual(cardForNumber(1, 'standard').map((row) => row.map(String)));

  const gameId = await cashierApi.startGame(shopId, { amount: 20, cards: [1, 2], card_value: 10 });

  const caller = await (await browser.newContext()).newPage();
  await signIn(caller, 'cashier');
  await caller.evaluate(() => localStorage.removeItem('bingoCards'));
  await caller.goto(`/play?game=${gameId}`);
  // A click calls a number only in Hand call mode (issue 20).
  await caller.getByTestId('hand-call-toggle').click();
  for (const n of grid[0]!) {
    await caller.locator(`main button[data-number="${n}"]`).click();
    await expect(caller.locator(`main button[data-number="${n}"]`)).toHaveAttribute(
      'data-called',
      'true',
    );
  }
  await caller.getByRole('button', { name: 'Check Bingo' }).click();
  const dialog = caller.getByRole('dialog', { name: 'Check Winner' });
  await dialog.getByLabel('Board number').fill('1');
  await expect(dialog.getByTestId('card-source')).toHaveText('Saved');
  await expect(dialog.getByTestId('cached-count')).toHaveText('1');
  await dialog.getByLabel('Board number').fill('2');
  await expect(dialog.getByTestId('card-source')).toHaveText('Generated');
  await dialog.getByLabel('Board number').fill('1');
  await dialog.getByRole('button', { name: 'Check', exact: true }).click();
  const card = caller.getByRole('dialog', { name: 'Card 1' });
  await expect(card.getByTestId('card-verdict')).not.toHaveText('No Bingo');
  const shown = await card
    .locator('tbody td')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.replace('*', '').trim() ?? ''));
  expect(shown.filter((_, i) => i !== 12)).toEqual(grid.flat().filter((_, i) => i !== 12));

  // An edit made now in the first browser does not change this running game's card.
  await editor.reload();
  await act(editor, 1, 'Regenerate');
  await editor
    .getByRole('dialog', { name: 'Regenerate card 1?' })
    .getByRole('button', { name: 'Regenerate' })
    .click();
  await expect(editor.getByText('Card 1 regenerated')).toBeVisible();
  const check = await cashierApi.post<{ grid: unknown[][] }>(`/games/${gameId}/check/`, {
    card_number: 1,
  });
  expect(check.grid[0]).toEqual(grid[0]!.map(Number));
});

test('the Game Board prints cartela sheets of its shop too', async ({
  page,
  cashierApi,
  openScreen,
}) => {
  await cashierApi.createShop(uniqueName('Print Hall'));
  await signIn(page, 'cashier');
  await openScreen('Game Board');
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Print cartelas' });
  await dialog.getByLabel('From card').fill('5');
  await dialog.getByLabel('To card').fill('4');
  await expect(dialog.getByRole('alert')).toContainText('at most 1000 cards');
  await expect(dialog.getByRole('button', { name: 'Make PDF' })).toBeDisabled();
  await dialog.getByLabel('To card').fill('11');
  const pdf = await makePdf(page, dialog);
  await expect(dialog.getByTestId('print-progress')).toHaveText('PDF ready: 7 cards on 2 pages');
  const pages = await cardNumbersByPage(pdf);
  expect(pages).toEqual([[5, 6, 7, 8, 9, 10], [11]]);
});
