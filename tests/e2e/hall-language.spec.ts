import { signInWith } from './accounts';
import { newCashier } from './api-helpers';
import { expect, test } from './fixtures';
import { localeTexts, useLanguage } from './locale-texts';

// Issue 39, finding 6: a Tigrigna screen names the winning pattern on the receipt, and the other
// side and the reference of a statement row, in Tigrigna.

test('a Tigrigna receipt and statement read the pattern, the platform and the game in Tigrigna', async ({
  page,
  request,
}) => {
  const t = localeTexts('ti');
  const till = await newCashier(request, { credit: 50 });
  const game = await till.api.startGame(till.shopId, { amount: 20, cards: [1], card_value: 20 });
  await till.api.winGame(game, 1);
  const record = await till.api.get<{
    winners: Array<{ pattern: { key: string; name: string } | null }>;
  }>(`/games/${game}/`);
  const pattern = record.winners[0]!.pattern!;

  await signInWith(page, till.username, till.password, /\/cashier$/);
  await useLanguage(page, 'ti');
  await page.goto(`/receipt/${game}?card=1`);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(t(`patterns.${pattern.key}`));
  await expect(receipt).not.toContainText(pattern.name);

  await page.goto('/cashier');
  await page.getByRole('link', { name: t('statements.mine') }).click();
  const row = page.getByRole('row', { name: new RegExp(t('statements.kinds.game_fee')) }).first();
  await expect(row).toContainText(t('statements.parties.platform'));
  await expect(row).toContainText(t('statements.references.game', { id: String(game) }));
  await expect(page.getByRole('table')).not.toContainText(`game:${game}`);
});
