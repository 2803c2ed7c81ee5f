import type { Page } from '@playwright/test';
import { signIn, signInWith, uniqueName } from './accounts';
import { newCashier } from './api-helpers';
import { expect, test } from './fixtures';
import { localeTexts as texts } from './locale-texts';

async function useLanguage(page: Page, language: string) {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
}

test('an agent in French: every form says what is wrong in French, beside the field', async ({
  page,
  cashierApi,
}) => {
  const t = texts('fr');
  await cashierApi.createShop(uniqueName('Salle'));
  await signIn(page, 'agent');
  await useLanguage(page, 'fr');

  await test.step('Create Jackpot: required fields, beside the button and the fields', async () => {
    await page.getByRole('tab', { name: t('agent.tabs.jackpots') }).click();
    await page.getByRole('button', { name: t('agent.jackpots.create') }).click();
    const modal = page.getByRole('dialog', { name: t('agent.jackpots.create') });
    await modal.getByRole('button', { name: t('agent.jackpots.create') }).click();
    await expect(modal.getByRole('alert')).toHaveText(t('agent.jackpots.form.required'));
    const shop = modal.getByLabel(t('agent.jackpots.shop'));
    await expect(shop).toBeFocused();
    await expect(shop).toHaveAccessibleDescription(t('validation.required'));
    const amount = modal.getByLabel(t('agent.jackpots.form.amountReserved'));
    await amount.fill('1.005');
    await amount.press('Enter');
    await expect(amount).toHaveAccessibleDescription(new RegExp(t('validation.amountDecimals')));
    await modal.press('Escape');
  });

  await test.step('Create Cashier: each field its own message', async () => {
    await page.getByRole('tab', { name: t('agent.tabs.cashiers') }).click();
    await page.getByRole('button', { name: t('agent.create.title') }).click();
    const modal = page.getByRole('dialog', { name: t('agent.create.title') });
    await modal.getByRole('button', { name: t('agent.create.submit') }).click();
    await expect(modal.getByLabel(t('staff.username'))).toHaveAccessibleDescription(
      t('validation.usernameShort'),
    );
    await expect(modal.getByLabel(t('staff.username'))).toBeFocused();
    await expect(modal.getByLabel(t('staff.phone'))).toHaveAccessibleDescription(
      t('validation.phoneRequired'),
    );
    await expect(modal.getByLabel(t('agent.create.amountAvailable'))).toHaveAccessibleDescription(
      new RegExp(t('validation.required')),
    );
    await modal.press('Escape');
  });

  await test.step('Transfer credit: a zero amount', async () => {
    await page
      .getByRole('button', { name: t('agent.transfer.actionFor', { username: 'demo-cashier' }) })
      .click();
    const modal = page.getByRole('dialog');
    const amount = modal.getByLabel(t('agent.transfer.amount'));
    await amount.fill('0');
    await amount.press('Enter');
    await expect(amount).toHaveAccessibleDescription(t('validation.amountPositive'));
    await modal.press('Escape');
  });
});

test('an admin in Amharic: Create Agent and Deposit say it in Amharic', async ({
  asAdmin: page,
}) => {
  const t = texts('am');
  await useLanguage(page, 'am');
  await page.getByRole('button', { name: t('admin.create.title') }).click();
  const modal = page.getByRole('dialog', { name: t('admin.create.title') });
  await modal.getByLabel(t('staff.username')).fill('a b');
  await modal.getByLabel(t('staff.phone')).fill('abc');
  await modal.getByRole('button', { name: t('admin.create.submit') }).click();
  await expect(modal.getByLabel(t('staff.username'))).toHaveAccessibleDescription(
    t('validation.usernameChars'),
  );
  await expect(modal.getByLabel(t('staff.password'))).toHaveAccessibleDescription(
    new RegExp(t('validation.passwordShort')),
  );
  await expect(modal.getByLabel(t('staff.phone'))).toHaveAccessibleDescription(
    t('validation.phoneInvalid'),
  );
  await modal.press('Escape');

  await page
    .getByRole('button', { name: t('admin.deposit.actionFor', { username: 'demo-agent' }) })
    .first()
    .click();
  const deposit = page.getByRole('dialog', { name: t('admin.deposit.title') });
  await deposit.getByLabel(t('admin.deposit.amount')).fill('2000000000');
  await deposit.getByLabel(t('admin.deposit.amount')).press('Enter');
  await expect(deposit.getByLabel(t('admin.deposit.amount'))).toHaveAccessibleDescription(
    t('validation.amountTooLarge', { max: '1000000000' }),
  );
});

test('a cashier in Spanish and Tigrigna: shop, print and start-game forms', async ({
  page,
  cashierApi,
}) => {
  await cashierApi.createShop(uniqueName('Tienda'));
  await signIn(page, 'cashier');
  await useLanguage(page, 'es');
  const es = texts('es');
  const name = page.getByLabel(es('cashier.shops.name'));
  await page.getByRole('button', { name: es('cashier.shops.createSubmit') }).click();
  await expect(name).toHaveAccessibleDescription(es('validation.shopNameRequired'));
  await expect(name).toBeFocused();

  const cardValue = page.getByLabel(es('cashier.startGame.cardValue', { symbol: '$' }));
  await cardValue.fill('5000');
  await page.getByRole('button', { name: es('cashier.startGame.submit') }).click();
  await expect(cardValue).toHaveAccessibleDescription(es('validation.cardValueRange'));

  await page
    .getByRole('navigation')
    .getByRole('link', { name: es('nav.bingoCards') })
    .click();
  await page.getByRole('button', { name: es('printCards.open'), exact: true }).click();
  const print = page.getByRole('dialog', { name: es('printCards.title') });
  await print.getByLabel(es('printCards.to')).fill('5000');
  await expect(print.getByRole('alert')).toHaveText(es('printCards.rangeError', { max: '1000' }));
  await print.press('Escape');
  await page.goto('/cashier');

  await useLanguage(page, 'ti');
  const ti = texts('ti');
  await page.getByLabel(ti('cashier.startGame.cards')).fill('1-3,x');
  await page.getByRole('button', { name: ti('cashier.startGame.submit') }).click();
  await expect(page.getByLabel(ti('cashier.startGame.cards'))).toHaveAccessibleDescription(
    new RegExp(ti('cashier.startGame.cardsInvalid')),
  );
});

test('a shop name the cashier already uses is said on the name field', async ({
  page,
  request,
}) => {
  const till = await newCashier(request, { credit: 0 });
  await signInWith(page, till.username, till.password, /\/cashier$/);
  const name = page.getByLabel('Shop name');
  await name.fill(`  ${till.shop.toUpperCase()} `);
  await page.getByRole('button', { name: 'Create Shop' }).click();
  await expect(name).toHaveAccessibleDescription(/You already have a shop with this name/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});
