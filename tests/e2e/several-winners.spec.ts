import type { Browser, Page } from '@playwright/test';
import { signInWith, uniqueName } from './accounts';
import { newCashier } from './api-helpers';
import { appUrl, expect, test } from './fixtures';
import { checkCard, twoStageWinners, twoWinners } from './winning-cards';
import { picture } from './pictures';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
];
async function openTv(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width: 1920, height: 1080 },
  });
  return context.newPage();
}

test('two cards win on one ball: both are checked and recorded on the caller, each with its share, and the TV lists both', async ({
  browser,
  asCashier: caller,
  cashierApi,
}) => {
  test.setTimeout(180_000);
  const { a, b, last, early } = twoWinners();
  const shopId = await cashierApi.createShop(uniqueName('Shared Hall'));
  const id = await cashierApi.startGame(shopId, {
    amount: 20,
    cards: [a, b],
    card_value: 10,
    win_conditions: { anyLine: true, fourCorners: false, fullHouse: false, diagonal: false },
  });
  for (const number of early) await cashierApi.post(`/games/${id}/mark/`, { number, called: true });

  await caller.goto(`/play?game=${id}`);
  await caller.getByRole('button', { name: 'TV', exact: true }).click();
  const pairing = caller.getByRole('dialog', { name: 'Shop TV' });
  await pairing.getByRole('button', { name: 'Pair a TV' }).click();
  const code = (await pairing.getByTestId('tv-pairing-code').textContent())?.trim() ?? '';
  await caller.goto('/cashier');

  const tv = await openTv(browser);
  await tv.goto('/tv');
  await tv.getByLabel('Code').fill(code);
  await tv.getByRole('button', { name: 'Pair' }).click();
  const screen = tv.getByTestId('tv-display');
  await expect(screen.getByRole('heading', { level: 1 })).toContainText(`Game #${id}`);

  await cashierApi.post(`/games/${id}/mark/`, { number: last, called: true });
  await caller.goto(`/play?game=${id}`);
  await expect(caller.getByTestId('called-count')).toHaveText(`${early.length + 1} out of 75`);

  await test.step('the first card is recorded; Check Bingo stays open for the same ball', async () => {
    const view = await checkCard(caller, a);
    await view.getByRole('button', { name: 'Record Win' }).click();
    await expect(caller.getByTestId('win-overlay')).toBeVisible();
    await caller.keyboard.press('Escape');
    await expect(caller.getByTestId('win-overlay')).toBeHidden();
    await expect(caller.getByTestId('game-winner')).toHaveCount(1);
    await expect(caller.getByRole('button', { name: 'Check Bingo' })).toBeEnabled();
  });

  await test.step('the second card shares the prize; the celebration lists both', async () => {
    await caller.setViewportSize(SIZES[0]!);
    const view = await checkCard(caller, b);
    await view.getByRole('button', { name: 'Record Win' }).click();
    const winners = caller.getByTestId('celebration-winners');
    await expect(winners).toContainText(`Card ${a}: $8.00`);
    await expect(winners).toContainText(`Card ${b}: $8.00`);
    await expect(winners).toBeVisible();
    await picture(caller, 'celebration-two-winners-390.png');
    await caller.keyboard.press('Escape');
    await expect(caller.getByTestId('win-overlay')).toBeHidden();
    const listed = caller.getByTestId('game-winner');
    await expect(listed).toHaveCount(2);
    await expect(listed.nth(0)).toContainText(`Card ${a}`);
    await expect(listed.nth(0)).toContainText('$8.00');
    await expect(listed.nth(1)).toContainText(`Card ${b}`);
    await expect(listed.nth(1)).toContainText('$8.00');
    // The same card again: refused by the server, said on the screen.
    await caller.getByRole('button', { name: 'Check Bingo' }).click();
    const dialog = caller.getByRole('dialog', { name: 'Check Winner' });
    await dialog.getByLabel('Board number').fill(String(b));
    await dialog.getByLabel('Board number').press('Enter');
    await expect(
      dialog.getByText('This card is already recorded as a winner of this game'),
    ).toBeVisible();
    await caller.keyboard.press('Escape');
  });

  await test.step('the TV lists every winner and share', async () => {
    const listed = screen.getByTestId('tv-winners');
    await expect(listed).toContainText(`Card ${a}: $8.00`);
    await expect(listed).toContainText(`Card ${b}: $8.00`);
  });

  for (const size of SIZES) {
    await caller.setViewportSize(size);
    await tv.setViewportSize(size);
    await caller.keyboard.press('Escape');
    await expect(caller.getByTestId('game-winners')).toBeVisible();
    await picture(caller, `caller-winners-${size.width}.png`);
    await picture(tv, `tv-winners-${size.width}.png`);
  }
  await tv.context().close();
});

const PENDING = '(pending: other cards may still share it)';

/** Check Bingo for a card holding a full house: records its win (the celebration opens). */
async function recordFullHouse(page: Page, card: number) {
  await page.getByRole('button', { name: 'Check Bingo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check Winner' });
  await dialog.getByLabel('Board number').fill(String(card));
  await dialog.getByLabel('Board number').press('Enter');
  const view = page.getByRole('dialog', { name: `Card ${card}` });
  await expect(view.getByTestId('card-verdict')).toHaveText('Full House Winner');
  await view.getByRole('button', { name: 'Record Win' }).click();
}

type Shares = Array<[string | undefined, string | null]>;

/**
 * Watches for the celebration's list of winners and keeps what it first shows: the overlay closes
 * itself 4 s after a win, which a busy machine can pass before the test reads the list.
 */
async function watchCelebration(page: Page): Promise<() => Promise<Shares>> {
  await page.evaluate(() => {
    const held = window as unknown as { celebrationShares?: unknown };
    delete held.celebrationShares;
    const observer = new MutationObserver(() => {
      const list = document.querySelector('[data-testid="celebration-winners"]');
      if (!list) return;
      held.celebrationShares = [...list.querySelectorAll('li')].map((li) => [
        li.textContent?.trim(),
        li.getAttribute('data-share'),
      ]);
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  const shown = () =>
    page.evaluate(() => (window as unknown as { celebrationShares?: Shares }).celebrationShares);
  return async () => {
    await expect.poll(shown, { message: 'the celebration lists the winners' }).toBeDefined();
    return (await shown())!;
  };
}

/** Each listed winner's text and whether its share is pending or final (decision 046). */
async function sharesOf(list: ReturnType<Page['getByTestId']>) {
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeAttached();
  return items.evaluateAll((lis) =>
    lis.map((li) => [li.textContent?.trim(), li.getAttribute('data-share')]),
  );
}

test('a game in stages: a share shows pending while another card could share its stage, final once it cannot, on the till, the TV and the receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { a, b, last, early, rest, shared } = twoStageWinners();
  const { username, password, api, shopId } = await newCashier(request);
  await api.setGameSettings(shopId, {
    stages: [
      { patterns: ['row_or_column'], share_percent: 50 },
      { patterns: ['full_house'], share_percent: 50 },
    ],
    skip_unused: false,
  });
  const till = await openTv(browser);
  const tv = await openTv(browser);
  const { code } = await api.post<{ code: string }>('/displays/pairing_codes/', {
    shop_id: shopId,
  });
  await tv.goto('/tv');
  await tv.getByLabel('Code').fill(code);
  await tv.getByRole('button', { name: 'Pair' }).click();
  await expect(tv.getByTestId('tv-idle')).toBeVisible();

  // Two cards at 10.00: a prize of 16.00, 8.00 for each stage.
  const id = await api.startGame(shopId, { amount: 20, cards: [a, b], card_value: 10 });
  const call = async (numbers: number[]) => {
    for (const number of numbers) await api.post(`/games/${id}/mark/`, { number, called: true });
  };
  const receipt = async (card: number) => {
    await till.goto(`/receipt/${id}?card=${card}`);
    return till.getByTestId('receipt');
  };
  try {
    await call([...early, last]);
    await signInWith(till, username, password, /\/cashier$/);
    await till.goto(`/play?game=${id}`);
    await expect(till.getByTestId('called-count')).toHaveText(`${early.length + 1} out of 75`);

    await test.step('stage 1: the first card recorded, the other could still share it: pending', async () => {
      const view = await checkCard(till, a);
      const celebrated = await watchCelebration(till);
      await view.getByRole('button', { name: 'Record Win' }).click();
      expect(await celebrated()).toEqual([[`Card ${a}: $8.00 ${PENDING}`, 'pending']]);
      await till.keyboard.press('Escape');
      await expect(till.getByTestId('win-overlay')).toBeHidden();
      await expect(await receipt(a)).toContainText(
        '$8.00 · Pending: other cards may still share it',
      );
    });

    await test.step('the next ball: no card can share stage 1 any more, the share is final', async () => {
      await call(rest.slice(0, 1));
      await expect(await receipt(a)).toContainText('$8.00 · Final');
    });

    await call([...rest.slice(1), shared]);
    await till.goto(`/play?game=${id}`);

    await test.step('stage 2 (the last): the first card ends the game, the other may still share it', async () => {
      const celebrated = await watchCelebration(till);
      await recordFullHouse(till, a);
      const expected = [
        [`Card ${a}: $8.00 (final)`, 'final'],
        [`Card ${a}: $8.00 ${PENDING}`, 'pending'],
      ];
      expect(await celebrated()).toEqual(expected);
      await expect(tv.getByTestId('tv-winners').getByRole('listitem')).toHaveCount(2);
      expect(await sharesOf(tv.getByTestId('tv-winners'))).toEqual(expected);
      await picture(tv, 'tv-share-pending-1920.png');
      await till.keyboard.press('Escape');
      await expect(till.getByTestId('win-overlay')).toBeHidden();
    });

    await test.step('the other card shares stage 2: no sold card is left to share, all final', async () => {
      const celebrated = await watchCelebration(till);
      await recordFullHouse(till, b);
      const expected = [
        [`Card ${a}: $8.00 (final)`, 'final'],
        [`Card ${a}: $4.00 (final)`, 'final'],
        [`Card ${b}: $4.00 (final)`, 'final'],
      ];
      expect(await celebrated()).toEqual(expected);
      await expect(tv.getByTestId('tv-winners').getByRole('listitem')).toHaveCount(3);
      await expect(tv.getByTestId('tv-winners').locator('[data-share="pending"]')).toHaveCount(0);
      expect(await sharesOf(tv.getByTestId('tv-winners'))).toEqual(expected);
      await till.keyboard.press('Escape');
      await expect(await receipt(b)).toContainText('$4.00 · Final');
    });
  } finally {
    const game = await api.get<{ status: string }>(`/games/${id}/`);
    if (game.status === 'active')
      await api.send('POST', `/games/${id}/close/`, { reason: 'Test over' });
    await till.context().close();
    await tv.context().close();
  }
});
