import { expect, test, type Page } from '@playwright/test';
import { pairHallProcess, startServerProcess } from '../support/hall-servers';
import { startHallRig, type HallRig } from '../support/hall-rig';
import { submitLogin } from './accounts';
import { storeSettings } from './stored-settings';
import { calledCount, played, watchAudio } from './voices';
import { picture, SCREENSHOT_DIR } from './pictures';

// Issue 23's browser test: central and a hall as two real server processes (each its own PGlite),
// the hall reaching central through a TCP proxy the test cuts; the till is a page on the hall.

const agent = { username: 'hall-agent', password: 'hall-agent-pass' };
const cashier = { username: 'hall-cashier', password: 'hall-cashier-pass' };
const SHOP = 'Outage Hall';
let rig: HallRig;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rig = await startHallRig({ agent, cashier, shopName: SHOP });
});

test.afterAll(() => rig?.stop());

async function signInAt(page: Page, base: string, who: typeof agent, landing: RegExp) {
  await submitLogin(page, who.username, who.password, base);
  await expect(page).toHaveURL(landing);
}

const spoken = async (page: Page) =>
  (await played(page)).filter((clip) => clip.outcome === 'ended').length;

async function shoot(page: Page, name: string) {
  // The widths and the wait below are for the pictures alone.
  if (!SCREENSHOT_DIR) return;
  for (const width of [390, 1024, 1920]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The sidebar slides away at a phone's width: the picture waits for it (not for a pulse).
    const sliding = () =>
      document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .length;
    // A toast's countdown bar is a finite animation too: it runs its 5 s out first.
    await expect.poll(() => page.evaluate(sliding), { timeout: 15_000 }).toBe(0);
    await picture(page, `${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the till keeps calling with voices through a cut, then shows online with nothing left to upload', async ({
  page,
}) => {
  test.setTimeout(240_000);

  await test.step('the agent links a hall on central and sees the code and commands', async () => {
    await signInAt(page, rig.central.url, agent, /\/agent$/);
    await page.goto(`${rig.central.url}/shop`);
    await expect(page.getByText('No halls yet')).toBeVisible();
    await page.getByRole('button', { name: `Link a hall to ${SHOP}` }).click();
    const code = (await page.getByTestId('hall-link-code').innerText()).trim();
    await expect(page.getByTestId('hall-link-commands')).toContainText(
      `BINGO_CENTRAL_URL=${rig.central.url} npm run hall:pair -- ${code}`,
    );
    await shoot(page, 'hall-link');
    const paired = await pairHallProcess(rig.hallEnv, code);
    expect(paired.output).toContain('Paired: hall');
    rig.hall = await startServerProcess(rig.hallEnv);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('cell', { name: 'Yes' })).toBeVisible();
    await shoot(page, 'halls-list');
  });

  await watchAudio(page);
  await page.context().clearCookies();
  await page.goto(`${rig.hall!.url}/`);
  await page.evaluate(() => localStorage.clear());
  const status = page.getByTestId('hall-status');

  await test.step('the till on the hall takes an offline allowance through the form', async () => {
    await signInAt(page, rig.hall!.url, cashier, /\/cashier$/);
    await storeSettings(page, { soundEnabled: true });
    await expect(page.getByTestId('hall-online')).toHaveText('Online');
    await expect(page.getByTestId('hall-allowance')).toHaveText('No offline allowance');
    await status.getByRole('button', { name: 'Offline allowance' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Amount').fill('500');
    await form.getByLabel('Most games').fill('10');
    await form.getByLabel('Hours').fill('24');
    await form.getByRole('button', { name: 'Take allowance' }).click();
    await expect(page.getByTestId('hall-allowance')).toContainText('10 games');
    await shoot(page, 'till-online');
  });

  await test.step('the link to central is cut: the till says Offline', async () => {
    rig.proxy.cut();
    await expect(page.getByTestId('hall-online')).toHaveText('Offline', { timeout: 60_000 });
  });

  await test.step('a game is started on the hall and called', async () => {
    await page.goto(`${rig.hall!.url}/selection`);
    for (const n of [3, 8]) await page.locator(`button[data-number="${n}"]`).click();
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(page).toHaveURL(/\/play\?game=\d+$/);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByTestId('caller-status')).toHaveText('Calling...');
    await expect.poll(() => calledCount(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await shoot(page, 'till-offline');
  });

  await test.step('a reload with central still cut: the caller goes on and speaks', async () => {
    await page.reload();
    await expect(page.getByTestId('hall-online')).toHaveText('Offline');
    const caller = page.getByTestId('caller-status');
    await expect(caller).toHaveText(/^(Paused|Calling\.\.\.)$/);
    if ((await caller.innerText()) === 'Paused') {
      await page.getByRole('button', { name: 'Resume' }).click();
    }
    await expect(caller).toHaveText('Calling...');
    const before = await calledCount(page);
    await expect.poll(() => calledCount(page), { timeout: 20_000 }).toBeGreaterThan(before);
    await expect.poll(() => spoken(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(caller).toHaveText('Paused');
  });

  await test.step('the link returns: Online again with nothing waiting to upload', async () => {
    rig.proxy.restore();
    await expect(page.getByTestId('hall-online')).toHaveText('Online', { timeout: 60_000 });
    await expect(page.getByTestId('hall-pending')).toHaveText('0 entries to upload', {
      timeout: 30_000,
    });
  });
});
