import { signInWith } from './accounts';
import { newCashier } from './api-helpers';
import { expect, test } from './fixtures';
import { localeTexts, useLanguage } from './locale-texts';

// Issue 39, finding 6: a Tigrigna or Amharic screen names the winning pattern on the receipt, and the other
// side, the reference and the reason of a statement row, and a game's money, in its language.

for (const language of ['ti', 'am'] as const)
  test(`a ${language} receipt, statement and game record word the pattern, the platform, the game and the ledger`, async ({
    page,
    request,
  }) => {
    const t = localeTexts(language);
    const till = await newCashier(request, { credit: 50 });
    const game = await till.api.startGame(till.shopId, { amount: 20, cards: [1], card_value: 20 });
    await till.api.winGame(game, 1);
    const record = await till.api.get<{
      winners: Array<{ pattern: { key: string; name: string } | null }>;
    }>(`/games/${game}/`);
    const pattern = record.winners[0]!.pattern!;

    await signInWith(page, till.username, till.password, /\/cashier$/);
    await useLanguage(page, language);
    await page.goto(`/receipt/${game}?card=1`);
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText(t(`patterns.${pattern.key}`));
    await expect(receipt).not.toContainText(pattern.name);

    await page.goto('/cashier');
    await page.getByRole('link', { name: t('statements.mine') }).click();
    const row = page.getByRole('row', { name: new RegExp(t('statements.kinds.game_fee')) }).first();
    await expect(row).toContainText(t('statements.parties.platform'));
    await expect(row).toContainText(t('statements.references.game', { id: String(game) }));
    const table = page.getByRole('table');
    await expect(table).not.toContainText(`game:${game}`);
    // What the server wrote (each kind, reason and reference) reads in the screen's language:
    // no Latin letter in the Kind and Why columns.
    for (const column of [2, 8])
      for (const cell of await table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts())
        expect(cell).not.toMatch(/[A-Za-z]/);

    // The game record's money: each movement and its two sides in words.
    await page.goto(`/games/${game}`);
    const money = page.getByRole('table', { name: t('gameRecord.ledger') });
    await expect(money.locator('tbody tr')).not.toHaveCount(0);
    for (const cell of await money.locator('tbody tr td:first-child').allInnerTexts())
      expect(cell).not.toMatch(/[A-Za-z]/);
  });
