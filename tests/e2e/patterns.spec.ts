import type { Browser, Page } from '@playwright/test';
import { cardForNumber } from '@core/bingo/card-generator';
import { signInWith } from './accounts';
import { apiSession, newCashier, setPatternFloor } from './api-helpers';
import { appUrl, expect, test } from './fixtures';
import { picture } from './pictures';
import { checkCard } from './winning-cards';

/**
 * Win patterns on the shop's floor (issue 21, decision 034): a cashier draws a pattern of the
 * shop's own in the editor, chooses it with a preset, and the game started from the Game Board
 * plays them: the caller and the TV show them as mini grids, the draw leaves out the column no
 * pattern uses, and a check names the pattern it won with and counts to go for the others.
 */

const WIDTHS = [390, 1024, 1920] as const;

async function device(browser: Browser, width = 1920): Promise<Page> {
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width, height: 1080 },
  });
  return context.newPage();
}

const editorCell = (editor: ReturnType<Page['getByRole']>, row: number, column: number) =>
  editor.locator(`[data-testid="shape-1"] button[data-cell="${row}-${column}"]`);

test('a shop draws its own pattern, plays it with a preset, and the caller, the TV and a check show them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { username, password, api, shopId } = await newCashier(request);
  // A name the shop already uses: the editor must say so on the name field.
  await api.post(`/shops/${shopId}/patterns/`, {
    name: 'Taken',
    class: 'fixed',
    masks: [0b11111],
    k: 1,
  });
  const [till, tv] = [await device(browser), await device(browser)];
  let gameId: number | null = null;
  // The corner hook needs 3 numbers: below the platform's default floor of 4 (decision 045).
  await setPatternFloor(request, 3);
  try {
    await signInWith(till, username, password, /\/cashier$/);

    await test.step('Settings shows the presets and the shop’s own pattern', async () => {
      await till.goto('/settings');
      await expect(till.getByTestId('settings-shared')).toBeVisible();
      const panel = till.getByTestId('win-patterns');
      await expect(panel.getByRole('checkbox', { name: 'Postage Stamp' })).not.toBeChecked();
      await expect(panel.getByRole('checkbox', { name: 'Letter B' })).toBeVisible();
      await expect(panel.getByTestId('own-pattern-Taken')).toBeVisible();
      // SPEC's four switches stay switches, not tiles.
      await expect(panel.getByRole('checkbox', { name: 'Any Line' })).toHaveCount(0);
      for (const width of WIDTHS) {
        await till.setViewportSize({ width, height: 1080 });
        await panel.scrollIntoViewIfNeeded();
        await picture(till, `settings-patterns-${width}.png`, { fullPage: true });
      }
      await till.setViewportSize({ width: 1920, height: 1080 });
    });

    const editor = till.getByRole('dialog', { name: 'New pattern' });
    await test.step('the editor draws a crazy corner hook and previews its four ways', async () => {
      await till.getByRole('button', { name: 'New pattern' }).click();
      await expect(editor).toBeVisible();
      // The centre is the free space: shown FREE, not a button.
      await expect(editor.getByText('FREE', { exact: true })).toBeVisible();
      await expect(editor.locator('[data-testid="shape-1"] button')).toHaveCount(24);
      await editor.getByRole('button', { name: 'Save pattern' }).click();
      await expect(editor.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
      await expect(editor.getByText('Name the pattern')).toBeVisible();
      await expect(editor.getByText('Draw at least one shape')).toBeVisible();
      await expect(editor.locator('[data-testid="shape-1"] button')).toHaveCount(24);

      // Only a shape that moves (anywhere) takes the centre as one of its cells.
      await editor.getByLabel('Class').selectOption({ label: 'Anywhere' });
      await expect(editor.locator('[data-testid="shape-1"] button')).toHaveCount(25);
      await editor.getByLabel('Name').fill('Taken');
      await editor.getByLabel('Class').selectOption({ label: 'Crazy' });
      await expect(editor.locator('[data-testid="shape-1"] button')).toHaveCount(24);
      await editorCell(editor, 0, 0).click();
      await editorCell(editor, 0, 1).click();
      // The keyboard marks a cell too.
      await editorCell(editor, 1, 0).focus();
      await till.keyboard.press('Space');
      await expect(editorCell(editor, 1, 0)).toHaveAttribute('aria-pressed', 'true');
      await expect(editor.getByRole('heading', { name: 'Every way it wins (4)' })).toBeVisible();
      await expect(editor.getByTestId('pattern-preview').getByRole('img')).toHaveCount(4);
      for (const width of WIDTHS) {
        await till.setViewportSize({ width, height: width === 390 ? 844 : 1080 });
        await picture(till, `pattern-editor-${width}.png`, { animations: 'disabled' });
      }
      await till.setViewportSize({ width: 1920, height: 1080 });

      await editor.getByRole('button', { name: 'Save pattern' }).click();
      await expect(
        editor.getByText('This shop already has a pattern with this name'),
      ).toBeVisible();
      await expect(editor.getByLabel('Name')).toBeFocused();
      await editor.getByLabel('Name').fill('Corner Hook');
      await editor.getByRole('button', { name: 'Save pattern' }).click();
      await expect(editor).toBeHidden();
      // Saving the pattern chose it on the page; the shop's settings wait for Save Settings.
      await expect(till.getByText('You have unsaved changes.')).toBeVisible();
      await expect(till.getByText('Settings saved successfully!')).toHaveCount(0);
    });

    await test.step('the shop edits and deletes a pattern of its own', async () => {
      const panel = till.getByTestId('win-patterns');
      await panel.getByRole('button', { name: 'Edit Taken' }).click();
      const edit = till.getByRole('dialog', { name: 'Edit pattern' });
      await expect(edit.getByLabel('Name')).toHaveValue('Taken');
      await expect(edit.locator('[data-testid="shape-1"] button[aria-pressed="true"]')).toHaveCount(
        5,
      );
      await edit.getByLabel('Name').fill('Top Row');
      await edit.getByRole('button', { name: 'Save pattern' }).click();
      await expect(edit).toBeHidden();
      await panel.getByRole('button', { name: 'Delete Top Row' }).click();
      const confirm = till.getByRole('dialog', { name: 'Delete this pattern?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(panel.getByTestId('own-pattern-Top Row')).toHaveCount(0);
      await expect(panel.getByTestId('own-pattern-Corner Hook')).toBeVisible();
      const own = await api.get<{ results: { name: string }[] }>(`/shops/${shopId}/patterns/`);
      expect(own.results.map((pattern) => pattern.name)).toEqual(['Corner Hook']);
    });

    await test.step('Corner Hook and Postage Stamp are chosen, Four Corners kept, skip on', async () => {
      const panel = till.getByTestId('win-patterns');
      const own = panel.getByTestId('own-pattern-Corner Hook');
      await expect(own.getByRole('checkbox', { name: 'Corner Hook' })).toBeChecked();
      await panel.getByRole('checkbox', { name: 'Postage Stamp' }).check();
      await expect(panel.getByTestId('patterns-chosen')).toHaveText('2 chosen');
      for (const name of ['Any Line', 'Diagonal'])
        await till.getByRole('switch', { name }).uncheck();
      await expect(till.getByRole('switch', { name: 'Four Corners' })).toBeChecked();
      await till.getByRole('switch', { name: 'Skip numbers no pattern uses' }).check();
      await till.getByRole('button', { name: 'Save Settings' }).click();
      await expect(till.getByText('Settings saved successfully!')).toBeVisible();
      const saved = await api.get<{ patterns: string[]; skip_unused: boolean }>(
        `/shops/${shopId}/game_settings/`,
      );
      expect(saved.skip_unused).toBe(true);
      expect(saved.patterns).toEqual([expect.stringMatching(/^custom-\d+$/), 'postage_stamp']);
    });

    await test.step('a TV is paired by code', async () => {
      const { code } = await api.post<{ code: string }>('/displays/pairing_codes/', {
        shop_id: shopId,
      });
      await tv.goto('/tv');
      await tv.getByLabel('Code').fill(code);
      await tv.getByRole('button', { name: 'Pair' }).click();
      await expect(tv.getByTestId('tv-idle')).toBeVisible();
    });

    await test.step('a game started from the Game Board plays the three patterns', async () => {
      await till.goto('/selection');
      await till.locator('main button[data-number="1"]').click();
      await till.getByRole('button', { name: 'Start Game' }).first().click();
      await expect(till).toHaveURL(/\/play\?game=\d+$/);
      gameId = Number(new URL(till.url()).searchParams.get('game'));
      const names = ['Four Corners', 'Postage Stamp', 'Corner Hook'];
      const caller = till.getByTestId('caller-patterns');
      await expect(caller.getByRole('img')).toHaveCount(3);
      for (const name of names)
        await expect(caller.getByRole('img', { name: `Pattern ${name}` })).toBeVisible();
      // No pattern uses the N column: its 15 balls are left out of the draw.
      await expect(till.getByTestId('called-count')).toHaveText('0 out of 60');
      await expect(till.locator('main button[data-number="31"]')).toHaveAttribute(
        'data-skipped',
        'true',
      );
      await expect(till.locator('main button[data-number="30"]')).not.toHaveAttribute(
        'data-skipped',
      );
      const screen = tv.getByTestId('tv-display');
      const tvPatterns = screen.getByTestId('tv-win-conditions');
      for (const name of names)
        await expect(tvPatterns.getByRole('img', { name: `Pattern ${name}` })).toBeVisible();
      await expect(screen.getByTestId('tv-called-count')).toHaveText('0 of 60 called');
      await expect(screen.locator('[data-number="45"]')).toHaveAttribute('data-skipped', 'true');
      await picture(tv, 'tv-patterns-1920.png');
    });

    await test.step('a check names the pattern card 1 won with and counts to go', async () => {
      const grid = cardForNumber(1, 'standard');
      for (const [row, column] of [
        [0, 0],
        [0, 1],
        [1, 0],
      ] as const) {
        await api.post(`/games/${gameId}/mark/`, { number: grid[row]![column], called: true });
      }
      const view = await checkCard(till, 1, 'Won with Corner Hook');
      const toGo = view.getByTestId('to-go');
      await expect(toGo.locator('[data-pattern="four_corners"]')).toContainText(
        'Four Corners: 3 to go',
      );
      await expect(toGo.locator('[data-pattern="postage_stamp"]')).toContainText(
        'Postage Stamp: 1 to go',
      );
      await expect(toGo).toContainText('Corner Hook: complete');
      // SPEC's chance label on the closest pattern not complete yet.
      await expect(toGo.locator('[data-pattern="postage_stamp"]')).toContainText(
        'Win chance: Very High',
      );
      await expect(view.locator('[data-winning="true"]')).toHaveCount(3);
      await picture(till, 'check-patterns-1920.png');
    });
  } finally {
    if (gameId !== null) await api.endGame(gameId).catch(() => undefined);
    await setPatternFloor(request, 4);
    await till.context().close();
    await tv.context().close();
  }
});

test('a game in stages: the caller and the TV show the stage played, and move on when it is won', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { username, password, api, shopId } = await newCashier(request);
  const [till, tv] = [await device(browser, 1366), await device(browser)];
  let gameId: number | null = null;
  try {
    await signInWith(till, username, password, /\/cashier$/);

    await test.step('Settings sets two stages, Any Line then Full House, 30% and 70%', async () => {
      await till.goto('/settings');
      await expect(till.getByTestId('settings-shared')).toBeVisible();
      const editor = till.getByTestId('stages-editor');
      await editor.getByRole('switch', { name: 'Play in stages' }).check();
      await expect(editor.locator('[data-stage="1"]')).toContainText('Any Line');
      await expect(editor.locator('[data-stage="2"]')).toContainText('Full House');
      await editor.getByLabel('Stage 1: share of the prize (%)').fill('30');
      await expect(editor.getByTestId('stages-total')).toHaveText('Shares: 90% of 100%');
      await till.getByRole('button', { name: 'Save Settings' }).click();
      await expect(editor.getByRole('alert')).toHaveText(
        'Each stage needs a pattern, and the shares must add up to 100%.',
      );
      await editor.getByLabel('Stage 2: share of the prize (%)').fill('70');
      const stage2 = editor.locator('[data-stage="2"]');
      // A bonus is paid from the drawer: the cashier reads it, its agent sets it (decision 043).
      await expect(stage2.getByTestId('stage-bonus-locked')).toContainText('your agent sets it');
      await till.getByRole('button', { name: 'Save Settings' }).click();
      await expect(till.getByText('Settings saved successfully!')).toBeVisible();
      const agentApi = await apiSession(request, 'agent');
      await agentApi.put(`/shops/${shopId}/game_settings/`, {
        stages: [
          { patterns: ['row_or_column'], share_percent: 30 },
          { patterns: ['full_house'], share_percent: 70, bonus: { within_calls: 40, amount: 5 } },
        ],
      });
      await till.reload();
      await expect(stage2.getByTestId('stage-bonus-locked')).toContainText(
        'Stage 2 bonus: $5.00 within 40 calls.',
      );
      await picture(till, 'settings-stages-1366.png', { fullPage: true });
      const saved = await api.get<{ stages: unknown }>(`/shops/${shopId}/game_settings/`);
      expect(saved.stages).toEqual([
        { patterns: ['row_or_column'], share_percent: 30 },
        { patterns: ['full_house'], share_percent: 70, bonus: { within_calls: 40, amount: 5 } },
      ]);
    });

    const { code } = await api.post<{ code: string }>('/displays/pairing_codes/', {
      shop_id: shopId,
    });
    await tv.goto('/tv');
    await tv.getByLabel('Code').fill(code);
    await tv.getByRole('button', { name: 'Pair' }).click();
    await expect(tv.getByTestId('tv-idle')).toBeVisible();

    gameId = await api.startGame(shopId, {
      amount: 10,
      cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      card_value: 1,
    });
    await till.goto(`/play?game=${gameId}`);
    const caller = till.getByTestId('caller-patterns');
    const screen = tv.getByTestId('tv-display');
    const tvStages = screen.getByTestId('tv-win-conditions');

    await test.step('stage 1 (Any Line) is played, stage 2 (Full House) waits', async () => {
      for (const list of [caller, tvStages]) {
        await expect(list.locator('[data-stage="1"]')).toHaveAttribute('data-state', 'now');
        await expect(list.locator('[data-stage="1"]')).toContainText('Stage 1');
        await expect(list.locator('[data-stage="1"]').getByRole('img')).toHaveAccessibleName(
          'Pattern Any Line',
        );
        await expect(list.locator('[data-stage="2"]')).toHaveAttribute('data-state', 'next');
        await expect(list.locator('[data-stage="2"]').getByTestId('stage-bonus')).toHaveText(
          '+$5.00 within 40 calls',
        );
        await expect(list.locator('[data-stage="2"]').getByRole('img')).toHaveAccessibleName(
          'Pattern Full House',
        );
      }
      await picture(tv, 'tv-stages-1920.png');
    });

    await test.step('card 1 wins stage 1 with its top row; the game goes on at stage 2', async () => {
      const top = cardForNumber(1, 'standard')[0]!;
      for (const number of top) await api.post(`/games/${gameId}/mark/`, { number, called: true });
      const view = await checkCard(till, 1);
      await expect(view.getByTestId('card-pattern')).toHaveText('Won with Any Line');
      // The TV names the stage's pattern in its own words, not the server's English label.
      await expect(tv.getByTestId('tv-check-result')).toContainText('BINGO!');
      await expect(tv.getByTestId('tv-check-result')).toContainText('Any Line');
      await view.getByTestId('record-win').click();
      await expect(view).toBeHidden();
      for (const list of [caller, tvStages]) {
        await expect(list.locator('[data-stage="1"]')).toHaveAttribute('data-state', 'won');
        await expect(list.locator('[data-stage="1"]').getByTestId('stage-winners')).toHaveText(
          'Won by Card 1',
        );
        await expect(list.locator('[data-stage="2"]')).toHaveAttribute('data-state', 'now');
      }
      await expect(screen).toBeVisible();
      await expect(till.getByText('BINGO!')).toBeHidden({ timeout: 15_000 });
      await picture(till, 'caller-stages-1366.png');
    });

    await test.step("the players' phones: stage 2 in play, stage 1's winner, card 1's own win", async () => {
      const { results } = await api.get<{ results: { card_number: number; path: string }[] }>(
        `/shops/${shopId}/card_links/?from=1&to=2`,
      );
      const phone = await device(browser, 390);
      try {
        for (const { card_number, path } of results) {
          await phone.goto(path);
          const stages = phone.getByTestId('player-stages');
          await expect(stages.getByTestId('player-stage-now')).toHaveText(
            'Now playing stage 2 of 2',
          );
          await expect(stages.getByTestId('player-stage-wins')).toHaveText('Stage 1 won by Card 1');
          await expect(stages.getByTestId('player-own-win')).toHaveCount(card_number === 1 ? 1 : 0);
          await expect(phone.getByTestId('player-bingo')).toBeHidden();
          await picture(phone, `phone-stages-${card_number}.png`);
        }
        await phone.goto(results[0]!.path);
        await expect(phone.getByTestId('player-own-win')).toHaveText(
          'Your card won stage 1 with Any Line',
        );
      } finally {
        await phone.context().close();
      }
    });

    await test.step("the game's record shows its stages, the one played now marked", async () => {
      await till.goto(`/games/${gameId}`);
      const record = till.getByTestId('record-patterns');
      await expect(record.locator('[data-stage="1"]')).toHaveAttribute('data-state', 'won');
      await expect(record.locator('[data-stage="2"]')).toHaveAttribute('data-state', 'now');
      await expect(record.locator('[data-stage="2"]')).toContainText('Full House');
    });

    await test.step('card 1 wins stage 2 on hand calls: the till says its bonus is not paid', async () => {
      // The till chose these numbers, so the server pays no bonus on them (decision 034).
      const rest = cardForNumber(1, 'standard')
        .slice(1)
        .flat()
        .filter((n): n is number => typeof n === 'number');
      for (const number of rest) await api.post(`/games/${gameId}/mark/`, { number, called: true });
      await till.goto(`/play?game=${gameId}`);
      const view = await checkCard(till, 1, null);
      await view.getByTestId('record-win').click();
      await expect(
        till.getByText(
          'Stage bonus $5.00 not paid: the win stood on numbers called by hand. The win itself stands.',
        ),
      ).toBeVisible();
      await picture(till, 'caller-stage-bonus-unpaid.png');
    });
  } finally {
    if (gameId !== null) {
      await api
        .post(`/games/${gameId}/close/`, { reason: 'Test over' })
        .catch(() => api.endGame(gameId!).catch(() => undefined));
    }
    await till.context().close();
    await tv.context().close();
  }
});
