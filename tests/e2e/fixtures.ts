import { test as base, expect, type Page } from '@playwright/test';
import { signIn, watchCspViolations, type AccountRole } from './accounts';
import { apiSession, type ApiSession } from './api-helpers';
import { startAppServer, type AppServer } from './app-server';

/** The phone the specs check small screens on. */
export const PHONE = { width: 390, height: 844 };

interface Fixtures {
  /** The test's page, signed in as the admin through the login form. */
  asAdmin: Page;
  /** The test's page, signed in as the demo agent through the login form. */
  asAgent: Page;
  /** The test's page, signed in as the demo cashier through the login form. */
  asCashier: Page;
  /** The test's page; the test fails if the page reports a Content-Security-Policy violation. */
  cspCheckedPage: Page;
  /** Opens a screen from the sidebar of the test's page and waits for its heading (same name). */
  openScreen: (name: string) => Promise<void>;
  /** The demo cashier, signed in through the API. */
  cashierApi: ApiSession;
  /** The admin, signed in through the API. */
  adminApi: ApiSession;
}

interface WorkerFixtures {
  /** This worker's own server and database: workers never share a shop's running game. */
  appServer: AppServer;
}

let workerServerUrl: string | undefined;

/** The address of this worker's server, for pages opened in a browser context of their own. */
export function appUrl(): string {
  if (!workerServerUrl) throw new Error('appUrl() before the worker started its server');
  return workerServerUrl;
}

const signedInAs =
  (role: AccountRole) =>
  async ({ page }: { page: Page }, use: (page: Page) => Promise<void>) => {
    await signIn(page, role);
    await use(page);
  };

export const test = base.extend<Fixtures, WorkerFixtures>({
  appServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startAppServer(workerInfo.parallelIndex);
      workerServerUrl = server.url;
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
  asAdmin: signedInAs('admin'),
  asAgent: signedInAs('agent'),
  asCashier: signedInAs('cashier'),
  cspCheckedPage: async ({ page }, use) => {
    const violations = watchCspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  openScreen: async ({ page }, use) => {
    await use(async (name) => {
      await page.getByRole('navigation').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });
  },
  cashierApi: async ({ request }, use) => use(await apiSession(request, 'cashier')),
  adminApi: async ({ request }, use) => use(await apiSession(request, 'admin')),
});

export { expect };
