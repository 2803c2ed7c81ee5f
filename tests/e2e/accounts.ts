import { expect, type Page } from '@playwright/test';

/** The accounts tests/e2e/global-setup.ts seeds: the first admin and `npm run demo`'s users. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass' },
  agent: { username: 'demo-agent', password: 'demo-agent-pass' },
  cashier: { username: 'demo-cashier', password: 'demo-cashier-pass' },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;

/**
 * Fills the login form and presses LOG IN; what the page answers is the caller's to check. `base`
 * is another server's address (a hall's, central's); the test's own server by default.
 */
export async function submitLogin(
  page: Page,
  username: string,
  password: string,
  base = '',
): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

/** Signs in with any account and waits for the role's landing page. */
export async function signInWith(
  page: Page,
  username: string,
  password: string,
  landing: RegExp,
): Promise<void> {
  await submitLogin(page, username, password);
  // A worker's first sign-in meets a cold server (its first password hash, its first pages) while
  // the other worker starts too: more than the usual 5 s on a busy 2-core machine.
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

/** Signs in as a seeded account through the form and waits for /admin, /agent or /cashier. */
export async function signIn(page: Page, role: AccountRole): Promise<void> {
  const { username, password } = ACCOUNTS[role];
  await signInWith(page, username, password, new RegExp(`/${role}$`));
}

/** Forgets this browser's session (storage and cookies), then signs in as another role. */
export async function switchAccount(page: Page, role: AccountRole): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, role);
}

/** Collects Content-Security-Policy violations the page reports. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

/** A username no earlier run or other test has used (time plus a counter, no Math.random). */
let uniqueCounter = 0;
export function uniqueName(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix}-${Date.now().toString(36)}${uniqueCounter}`;
}

/** "1,234.50" -> 1234.5 */
export function parseMoney(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}
