import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { homePathForRole } from '@core/auth/roles';
import { STORAGE_KEYS } from '@web/lib/storage';

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

/** Signs a seeded account in through the login form, as a user does, and waits for its landing. */
export async function signInThroughForm(page: Page, role: AccountRole): Promise<void> {
  const { username, password } = ACCOUNTS[role];
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(new RegExp(`/${role}$`), { timeout: 15_000 });
}

/** What the login call answers (SPEC section 3 "Login response"). */
export interface LoginAnswer {
  access: string;
  refresh?: string | null;
  user: { role: string; agent_id: number | null };
}

/** The login call, which must succeed. */
export async function postLogin(
  request: APIRequestContext,
  credentials: { username: string; password: string },
): Promise<LoginAnswer> {
  const response = await request.post('/api/v1/auth/login/', { data: credentials });
  expect(response.status(), `${credentials.username} signs in`).toBe(200);
  return (await response.json()) as LoginAnswer;
}

/**
 * Signs in as a returning user is: the session the login call answers, stored where the app keeps
 * it (web/lib/storage.ts: the token and the user), then the role's landing page opened. The form
 * itself is sign-in.spec.ts's subject (and two-factor.spec.ts's); loading it cold in every test
 * cost every test a page load (a second and a half of a busy 2-core machine).
 */
export async function signInWith(
  page: Page,
  username: string,
  password: string,
  landing: RegExp,
): Promise<void> {
  const session = await postLogin(page.request, { username, password });
  // A static file of the app's origin: its storage is writable before the app first runs.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ session: { access, refresh, user }, keys }) => {
      localStorage.setItem(keys.accessToken, access);
      if (refresh) localStorage.setItem(keys.refreshToken, refresh);
      localStorage.setItem(keys.userData, JSON.stringify(user));
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { session, keys: STORAGE_KEYS },
  );
  await page.goto(homePathForRole(session.user.role));
  // A worker's first page meets a cold server while the other processes start too.
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
