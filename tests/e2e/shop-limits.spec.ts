import { signInWith } from './accounts';
import { newCashier, setGameLimits } from './api-helpers';
import { appUrl, expect, test } from './fixtures';
import { picture } from './pictures';

/**
 * Limits and the pattern floor (issue 35, decision 045): the agent sets a shop's limits from its
 * shop screen, held under the admin's ceiling; the till sees them on the Game Board; a pattern
 * below the platform's floor is refused in the editor with what it needs and the floor.
 */

test("the agent sets a shop's limits under the admin's ceiling, the till sees them, a small pattern is refused", async ({
  asAgent: agent,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password, api, shop, shopId } = await newCashier(request);
  await setGameLimits(request, { ceiling_prize: 100 });
  const till = await browser.newPage({ baseURL: appUrl() });
  try {
    await test.step("the agent's Limits dialog refuses a prize above the ceiling", async () => {
      await agent.goto('/shop');
      await agent.getByRole('button', { name: `Limits of ${shop}` }).click();
      const dialog = agent.getByRole('dialog', { name: `Limits of ${shop}` });
      await expect(dialog.getByText('Platform ceiling: ')).toBeVisible();
      await dialog.getByLabel('Highest prize').fill('500');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog.getByText("at most 100 (the platform admin's ceiling)")).toBeVisible();
      await dialog.getByLabel('Highest prize').fill('80');
      await dialog.getByLabel('Most cards per game').fill('2');
      await dialog.getByRole('switch', { name: 'Every pattern' }).click();
      await expect(dialog.getByRole('checkbox', { name: 'Full House' })).toBeChecked();
      await dialog.getByRole('checkbox', { name: 'X', exact: true }).uncheck();
      await picture(agent, 'shop-limits-dialog.png');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect(dialog).toBeHidden();
      await expect(agent.getByText('Limits saved')).toBeVisible();
      const saved = await api.get<{
        max_prize: number;
        max_cards_per_game: number;
        allowed_patterns: string[];
      }>(`/shops/${shopId}/limits/`);
      expect(saved).toMatchObject({ max_prize: 80, max_cards_per_game: 2 });
      expect(saved.allowed_patterns).not.toContain('letter_x');
      expect(saved.allowed_patterns).toContain('full_house');
    });

    await test.step('the Game Board shows the limits the next start is held to', async () => {
      await signInWith(till, username, password, /\/cashier$/);
      await till.goto('/');
      const line = till.getByTestId('shop-limits');
      await expect(line).toContainText('Limits:');
      await expect(line).toContainText('up to 2 cards');
      await expect(line).toContainText('patterns of 4+ numbers');
    });

    await test.step('a one-cell pattern is refused with what it needs and the floor', async () => {
      await till.goto('/settings');
      await till.getByRole('button', { name: 'New pattern' }).click();
      const editor = till.getByRole('dialog', { name: 'New pattern' });
      await editor.getByLabel('Name').fill('Dot');
      await editor.locator('[data-testid="shape-1"] button[data-cell="0-0"]').click();
      await editor.getByRole('button', { name: 'Save pattern' }).click();
      await expect(
        editor.getByText('Dot can win with 1 numbers; this platform asks at least 4'),
      ).toBeVisible();
      await picture(till, 'pattern-below-floor.png');
    });
  } finally {
    await setGameLimits(request);
    await till.context().close();
  }
});
