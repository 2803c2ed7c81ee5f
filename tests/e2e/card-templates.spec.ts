import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cells = (page: Page) => page.locator('button[data-number]');

test('card templates: create by range and list, duplicate, select, delete', async ({
  asCashier: page,
  openScreen,
}) => {
  await page.evaluate(() => localStorage.removeItem('cardTemplates'));
  await openScreen('Game Board');
  await expect(cells(page)).toHaveCount(500);
  await expect(page.getByTestId('active-template')).toHaveText('Default (1-500)');

  await page.getByRole('button', { name: 'Manage Templates' }).click();
  const manager = page.getByRole('dialog', { name: 'Card Management' });
  await expect(manager.getByText('No templates found. Create your first template!')).toBeVisible();

  await test.step('the form requires a name and numbers', async () => {
    await manager.getByRole('button', { name: 'New Template' }).click();
    const form = page.getByRole('dialog', { name: 'New Template' });
    await form.getByRole('button', { name: 'Create Template' }).click();
    await expect(form.getByText('Please enter a template name')).toBeVisible();
    await expect(form.getByText('Please specify numbers for the template')).toBeVisible();

    await form.getByLabel('Template name').fill('Evening 100');
    await form.getByLabel('Highest number (N)').fill('100');
    await expect(form.getByTestId('template-preview')).toContainText('12345678910');
    await expect(form.getByTestId('template-preview')).toContainText('100 numbers');
    await form.getByLabel('Highest number (N)').press('Enter');
    await expect(page.getByText('Template Evening 100 created')).toBeVisible();
  });

  await test.step('a custom list drops what is not a number', async () => {
    await manager.getByRole('button', { name: 'New Template' }).click();
    const form = page.getByRole('dialog', { name: 'New Template' });
    await form.getByLabel('Template name').fill('Lucky');
    await form.getByLabel('Description (optional)').fill('Weekend regulars');
    await form.getByRole('radio', { name: 'Custom list' }).check();
    await form.getByLabel('Card numbers, separated by commas').fill('12, 7, x, 3, 7, 4.5,');
    await expect(form.getByTestId('template-preview')).toHaveText(/^3712\s*3 numbers$/);
    await form.getByRole('button', { name: 'Create Template' }).click();
  });

  const item = (name: string) => manager.getByRole('listitem', { name, exact: true });

  await test.step('duplicate, search, and only an active template can be selected', async () => {
    await item('Evening 100').getByRole('button', { name: 'Duplicate' }).click();
    await expect(item('Evening 100 (Copy)')).toBeVisible();
    await expect(item('Evening 100 (Copy)')).toContainText('100 numbers');
    await manager.getByRole('searchbox', { name: 'Search templates' }).fill('weekend');
    await expect(manager.getByRole('listitem')).toHaveCount(1);
    await manager.getByRole('searchbox', { name: 'Search templates' }).fill('');
    await expect(manager.getByRole('listitem')).toHaveCount(3);

    const select = item('Lucky').getByRole('button', { name: 'Inactive' });
    await expect(select).toBeDisabled();
    await item('Evening 100').getByRole('button', { name: 'Activate' }).click();
    await item('Lucky').getByRole('button', { name: 'Activate' }).click();
    await expect(item('Evening 100')).toContainText('Inactive');
    await expect(item('Lucky').getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await item('Lucky').getByRole('button', { name: 'Select Template' }).click();
    await expect(manager).toBeHidden();
    await expect(page.getByText('Selected template: Lucky')).toBeVisible();
  });

  await test.step('the board shows only its numbers and the max input is disabled', async () => {
    await expect(cells(page)).toHaveCount(3);
    expect(await cells(page).allInnerTexts()).toEqual(['3', '7', '12']);
    await expect(page.getByTestId('active-template')).toHaveText('Lucky');
    await expect(page.getByLabel('Max Number')).toBeDisabled();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cardTemplates') ?? '[]') as Record<string, unknown>[],
    );
    expect(stored).toHaveLength(3);
    expect(stored.filter((template) => template.isActive).map((t) => t.name)).toEqual(['Lucky']);
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      ['createdAt', 'description', 'id', 'isActive', 'name', 'numbers', 'updatedAt'].sort(),
    );
    await page.reload();
    await expect(cells(page)).toHaveCount(3);
  });

  await test.step('Ctrl+click on a number opens template management', async () => {
    await page.locator('button[data-number="7"]').click({ modifiers: ['Control'] });
    await expect(manager).toBeVisible();
    await expect(page.locator('button[data-number="7"]')).toHaveAttribute('aria-pressed', 'false');
  });

  await test.step('editing keeps it; deleting the active template reverts to the default', async () => {
    await item('Lucky').getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Template' });
    await expect(form.getByLabel('Card numbers, separated by commas')).toHaveValue('3, 7, 12');
    await form.getByLabel('Card numbers, separated by commas').fill('3, 7, 12, 40');
    await form.getByRole('button', { name: 'Save Template' }).click();
    await expect(item('Lucky')).toContainText('4 numbers');
    await expect(cells(page)).toHaveCount(4);

    await item('Lucky').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete template?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(item('Lucky')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(manager).toBeHidden();
    await expect(page.getByTestId('active-template')).toHaveText('Default (1-500)');
    await expect(cells(page)).toHaveCount(500);
    await expect(page.getByLabel('Max Number')).toBeEnabled();
  });

  await test.step('Clear Template reverts to the default range', async () => {
    await page.getByRole('button', { name: 'Manage Templates' }).click();
    await item('Evening 100').getByRole('button', { name: 'Activate' }).click();
    await page.keyboard.press('Escape');
    await expect(cells(page)).toHaveCount(100);
    await page.getByRole('button', { name: 'Clear Template' }).click();
    await expect(cells(page)).toHaveCount(500);
    await expect(page.getByTestId('active-template')).toHaveText('Default (1-500)');
  });
});

test('broken stored templates fall back to none', async ({ asCashier: page, openScreen }) => {
  await page.evaluate(() => localStorage.setItem('cardTemplates', '[{"broken'));
  await openScreen('Game Board');
  await expect(cells(page)).toHaveCount(500);
  await page.getByRole('button', { name: 'Manage Templates' }).click();
  await expect(page.getByText('No templates found. Create your first template!')).toBeVisible();
});
