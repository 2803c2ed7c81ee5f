import { cardForNumber } from '@core/bingo/card-generator';
import { uniqueName } from './accounts';
import { appUrl, expect, test } from './fixtures';
import { picture } from './pictures';
import { pdfText, printedPdf } from './printed-page';
import { qrCodesByPage } from '../support/pdf-qr';
import { anyLineGame } from './winning-cards';

const TICKET_HINT =
  'Scan this code to follow the game on your phone and claim your bingo from there.';

test("a player claims bingo from the card's phone: the caller pauses, the till and the TV list the claim, the cashier's check reaches the phone", async ({
  browser,
  asCashier: till,
  cashierApi,
}) => {
  test.setTimeout(120_000);
  const shopId = await cashierApi.createShop(uniqueName('Claim Hall'));
  await cashierApi.setGameSettings(shopId, { call_interval: 3 });
  const { results } = await cashierApi.get<{ results: { card_number: number; path: string }[] }>(
    `/shops/${shopId}/card_links/?from=1&to=3`,
  );
  const pathOf = (card: number) => results.find((link) => link.card_number === card)!.path;
  const gameId = await cashierApi.startGame(shopId, anyLineGame([1, 2, 3]));
  const newPage = async (width: number, height: number) =>
    (await browser.newContext({ baseURL: appUrl(), viewport: { width, height } })).newPage();
  const phone = await newPage(390, 844);
  const falsePhone = await newPage(390, 844);
  const tv = await till.context().newPage();

  await till.goto(`/play?game=${gameId}`);
  await tv.goto(`/tv/${gameId}`);
  await phone.goto(pathOf(2));
  await falsePhone.goto(pathOf(3));
  // Before the first ball there is nothing to claim.
  await expect(phone.getByTestId('player-count')).toHaveText('0 of 75 called');
  await expect(phone.getByTestId('player-claim')).toHaveCount(0);

  await till.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(till.getByTestId('caller-status')).toHaveText('Calling...');
  const row = (cardForNumber(2, 'standard')[0] as number[]).slice();
  // The player chose to hear the card's numbers: each comes in the hall's voice, one clip each.
  await phone.getByTestId('player-alert-speak').check();
  const spoken = phone.waitForRequest(`**/voices/en/B${row[0]}.mp3`);
  for (const number of row)
    await cashierApi.post(`/games/${gameId}/mark/`, { number, called: true });
  await spoken;
  await expect(phone.getByTestId('player-bingo')).toBeVisible();

  await test.step('the phone claims by keyboard; the caller pauses by itself', async () => {
    await phone.getByTestId('player-claim').focus();
    await phone.keyboard.press('Enter');
    const status = phone.getByTestId('player-claim-status');
    await expect(status).toHaveAttribute('data-status', 'waiting');
    await expect(status).toContainText('the cashier is checking');
    await expect(phone.getByTestId('player-claim')).toHaveCount(0);
    await expect(till.getByTestId('caller-status')).toHaveText('Paused');
    await picture(phone, 'phone-claim-waiting-390.png', { fullPage: true });
  });

  await test.step('a second card claims with no bingo; the till lists both in order, the TV too', async () => {
    await falsePhone.getByTestId('player-claim').click();
    await expect(falsePhone.getByTestId('player-claim-status')).toHaveAttribute(
      'data-status',
      'waiting',
    );
    const queue = till.getByTestId('claims-queue');
    await expect(queue.locator('li')).toHaveCount(2);
    await expect(queue.locator('li').first()).toContainText('Card 2');
    await expect(queue.locator('li').nth(1)).toContainText('Card 3');
    await expect(queue).toContainText("2 players' claims waiting");
    const tvClaims = tv.getByTestId('tv-claims');
    await expect(tvClaims.locator('li')).toHaveText([
      'Card 2 claims: checking',
      'Card 3 claims: checking',
    ]);
    await picture(till, 'till-claims-queue.png');
    await picture(tv, 'tv-claims.png');
  });

  await test.step('the cashier checks each with one action; each phone hears its verdict', async () => {
    await till.getByRole('button', { name: 'Check card 3' }).click();
    await expect(till.getByRole('dialog')).toContainText('No Bingo');
    await till.keyboard.press('Escape');
    await expect(falsePhone.getByTestId('player-claim-status')).toHaveAttribute(
      'data-status',
      'no_win',
    );
    await expect(falsePhone.getByTestId('player-claim-status')).toHaveText(
      'The cashier checked: no bingo on these balls',
    );
    await expect(till.getByTestId('claims-queue').locator('li')).toHaveCount(1);

    await till.getByRole('button', { name: 'Check card 2' }).click();
    await expect(till.getByRole('dialog')).toContainText('Row Winner');
    await expect(phone.getByTestId('player-claim-status')).toHaveText(
      'The cashier confirmed your bingo!',
    );
    await expect(till.getByTestId('claims-queue')).toHaveCount(0);
    await expect(tv.getByTestId('tv-claims')).toHaveCount(0);
    await picture(phone, 'phone-claim-confirmed-390.png', { fullPage: true });
  });
  await cashierApi.winGame(gameId, 2);
});

test("a player with no printed cartela scans the card's QR code from the till, or takes it on a ticket", async ({
  browser,
  asCashier: till,
  cashierApi,
  openScreen,
}) => {
  await cashierApi.createShop(uniqueName('Paperless Hall'));
  await openScreen('Game Board');
  await till.getByRole('button', { name: "Show a card's QR code" }).click();
  const dialog = till.getByRole('dialog', { name: "A card's QR code" });
  await dialog.getByLabel('Card number').fill('0');
  await dialog.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(dialog.getByText('Enter a card number from 1 to 10000')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Print a ticket' })).toHaveCount(0);
  await dialog.getByLabel('Card number').fill('3');
  await dialog.getByLabel('Card number').press('Enter');
  const qr = dialog.getByTestId('card-qr');
  await expect(qr).toContainText('Card 3');
  const url = await qr.getByRole('img', { name: 'Card 3' }).getAttribute('data-value');
  expect(url).toMatch(/\/card\/\d+\/3\/[0-9a-f]{16}$/);
  await picture(till, 'till-card-qr.png');
  await till.setViewportSize({ width: 390, height: 844 });
  await picture(till, 'till-card-qr-390.png');

  await test.step('the ticket for the 80 mm receipt printer: shop, card, code, what to do', async () => {
    // The board's shop, whose code it is: the till may keep more than one.
    const shopId = Number(new URL(url!).pathname.split('/')[2]);
    const shops = await cashierApi.get<{ id: number; name: string }[]>('/cashiers/my_shops/');
    const shop = shops.find((s) => s.id === shopId)!.name;
    await till.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void (counted.printed += 1);
    });
    await dialog.getByRole('button', { name: 'Print a ticket' }).click();
    expect(await till.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const ticket = till.getByTestId('card-ticket');
    await expect(ticket).toBeHidden();
    await till.emulateMedia({ media: 'print' });
    // On paper the ticket alone: no dialog, no board, no sidebar.
    await expect(ticket).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(till.getByRole('navigation')).toBeHidden();
    await expect(ticket).toContainText(shop);
    await expect(ticket).toContainText('Card 3');
    await expect(ticket).toContainText(TICKET_HINT);
    expect(await ticket.getByRole('img', { name: 'Card 3' }).getAttribute('data-value')).toBe(url);
    for (const width of [390, 1024]) {
      await till.setViewportSize({ width, height: 844 });
      await picture(till, `card-ticket-print-${width}.png`);
    }
    await till.emulateMedia({ media: 'screen' });
    // As the roll prints it: the texts, and a code a phone reads as the card's own page.
    const pdf = await printedPdf(till, { width: '80mm' });
    const printed = pdfText(pdf).replace(/\s+/g, ' ');
    for (const text of [shop, 'Card 3', TICKET_HINT]) expect(printed).toContain(text);
    expect((await qrCodesByPage(new Uint8Array(pdf), { columns: 1, rows: 1 }))[0]).toEqual([url]);
  });

  const phone = await (
    await browser.newContext({ baseURL: appUrl(), viewport: { width: 390, height: 844 } })
  ).newPage();
  await phone.goto(new URL(url!).pathname);
  await expect(phone.getByRole('heading', { name: /Card 3/ })).toBeVisible();
});
