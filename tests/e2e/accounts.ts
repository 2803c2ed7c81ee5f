import { expect, type Page } from '@playwright/test';

/** The accounts scripts/e2e-server.mjs seeds: the first admin and `npm run demo`'s users. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass' },
  agent: { username: 'demo-agent', password: 'demo-agent-pass' },
  cashier: { username: 'demo-cashier', password: 'demo-cashier-pass' },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;

export async function signIn(page: Page, role: AccountRole): Promise<void> {
  const { username, password } = ACCOUNTS[role];
  await page.goto('/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
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
