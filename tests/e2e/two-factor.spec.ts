import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { signInWith, submitLogin, uniqueName } from './accounts';
import { expect, test } from './fixtures';

// An agent turns on two-step sign-in from the Security page (QR code under the CSP, a first code,
// recovery codes), then signs in with a code an authenticator app would show, computed here.

/** The code of the next 30 s period: the current one was spent by the enrolment. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInToCodeStep(page: Page, username: string, password: string) {
  await submitLogin(page, username, password);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('an agent enrols a second factor and signs in with a code, then with a recovery code', async ({
  cspCheckedPage: page,
  adminApi,
}) => {
  const username = uniqueName('tfa-agent');
  const password = 'two-factor-pass';
  const created = await adminApi.send('POST', '/admin/agents/', {
    username,
    password,
    phone: '0911000000',
  });
  expect(created.status()).toBe(201);

  await signInWith(page, username, password, /\/agent$/);
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid code');
  await page.getByLabel('Authentication code').fill(await generate({ secret: secret! }));
  await page.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByRole('heading', { name: 'Two-step sign-in is on' })).toBeVisible();
  const codes = await page.getByTestId('recovery-code').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await signInToCodeStep(page, username, password);
  await page.getByLabel('Authentication code').fill(await nextCode(secret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/agent$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await signInToCodeStep(page, username, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/agent$/);
});

test('a dead session: a 2 MB token in storage signs the user out instead of failing every call', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('accessToken', 'x'.repeat(2 * 1024 * 1024));
    localStorage.setItem('userData', JSON.stringify({ id: 1, username: 'admin', role: 'admin' }));
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});
