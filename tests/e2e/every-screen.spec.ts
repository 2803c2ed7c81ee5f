import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeFor, seriousFindings } from './axe';
import { signIn, type AccountRole } from './accounts';
import { apiSession } from './api-helpers';
import { expect, test } from './fixtures';
import { picture } from './pictures';
import { seedScreenData, type ScreenData } from './screen-data';

/**
 * Every screen of every role, in every language, at every width from a phone to a wide monitor:
 * the page never scrolls sideways, no text is a raw translation key, and axe finds nothing serious.
 * One page load per screen and language; the widths are walked by resizing that page.
 */

const LANGUAGES = ['en', 'am', 'ti', 'es', 'fr'] as const;
const WIDTHS = [320, 390, 768, 1024, 1280, 1920] as const;
/** A hall's TV screens run up to 4K: they are also checked at these widths. */
const TV_WIDTHS = [2560, 3840] as const;
/**
 * English walks every width. A translation changes the length of words, not the layout, so the
 * other languages skip the widths where a longer word has more room than at a checked one: 390 has
 * 320's layout, at 1920 every grid has more room per column than at 1280, and a TV's screen scales
 * with its width (2560 between 1280 and 3840). A full walk in each language cost minutes of CI.
 */
const TRANSLATED_WIDTHS = [320, 768, 1024, 1280] as const;
const TRANSLATED_TV_WIDTHS = [3840] as const;
/**
 * axe scans each screen once, in English, on a laptop, where a screen shows all it has: names,
 * colours and landmarks are the same in the other languages, and a screen several roles open (the
 * Game Board) is the same. The phone's own layout (the top bar, the menu, the screen under it) is
 * scanned on each role's first screen, and on the public screens, which players open on phones.
 * A scan takes seconds on a busy 2-core machine: scanning every screen twice cost minutes of CI.
 */
const AXE_LANGUAGE = 'en';
const AXE_DESK_WIDTH = 1280;
const AXE_PHONE_WIDTH = 390;
const scanned = new Set<string>();
/** SCREENSHOT_DIR=/tmp/shots also saves every screen at this width, to look at (pictures.ts). */
const SCREENSHOT_WIDTH = 1024;

interface Screen {
  name: string;
  path: (data: ScreenData) => string;
  /** Tabs inside the page (no URL of their own): each is checked after a click. */
  innerTabs?: boolean;
  /** A TV screen: checked up to 3840 px as well. */
  tv?: boolean;
  /** What the device holds before the screen opens (a paired TV's display session). */
  storage?: (data: ScreenData) => Record<string, string>;
  /** A paired TV speaks its shop's language, which the till sets: set to the run's language. */
  shopLook?: boolean;
}

const shared = (role: AccountRole): Screen[] => [
  { name: 'game board', path: () => '/selection' },
  { name: 'bingo cards', path: () => '/bingocards' },
  { name: 'shops', path: () => '/shop' },
  { name: 'last games', path: (d) => `/shop/${d.shopId}/games` },
  { name: 'game record', path: (d) => `/games/${d.wonGameId}` },
  { name: 'shift z', path: (d) => `/shifts/${d.shiftId}` },
  { name: 'settings', path: () => '/settings' },
  ...(role === 'cashier'
    ? []
    : [
        { name: 'security', path: () => '/security' },
        // A counted Z: its corrections, and the form its agent or the admin makes one with.
        { name: 'counted z', path: (d: ScreenData) => `/shifts/${d.countedShiftId}` },
        { name: 'reports', path: () => '/reports', innerTabs: true },
      ]),
];

const SCREENS: Record<AccountRole | 'public', Screen[]> = {
  public: [
    { name: 'login', path: () => '/' },
    { name: 'verify', path: (d) => `/verify/${d.verifyToken}` },
    // A shop's TV before it is paired (decision 027).
    { name: 'tv pairing', path: () => '/tv', tv: true },
    // The same address once the TV is paired: it follows the shop's running game.
    {
      name: 'shop tv',
      path: () => '/tv',
      tv: true,
      storage: (d) => ({ tvDisplayToken: d.tvToken }),
      shopLook: true,
    },
  ],
  admin: [{ name: 'admin', path: () => '/admin' }, ...shared('admin')],
  agent: [
    { name: 'agent dashboard', path: () => '/agent' },
    { name: 'agent cashiers', path: () => '/agent/cashiers' },
    { name: 'agent games', path: () => '/agent/games' },
    { name: 'agent jackpots', path: () => '/agent/jackpots' },
    { name: 'agent reports', path: () => '/agent/reports' },
    ...shared('agent'),
  ],
  cashier: [
    { name: 'cashier', path: () => '/cashier' },
    { name: 'shift', path: () => '/shift' },
    { name: 'caller', path: (d) => `/play?game=${d.runningGameId}` },
    { name: 'tv', path: (d) => `/tv/${d.runningGameId}`, tv: true },
    ...shared('cashier'),
  ],
};

/** Every key of the English texts ("agent.tabs.games"), to spot one shown as it is. */
function translationKeys(): string[] {
  const english = JSON.parse(readFileSync('web/locales/en.json', 'utf8')) as object;
  const keys: string[] = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object') walk(value as object, path);
      else keys.push(path);
    }
  };
  walk(english, '');
  return keys.filter((key) => key.includes('.'));
}
const KEYS = translationKeys();

/**
 * What a date written by Intl in Latin letters leaves on an Amharic or Tigrigna screen with the
 * Ethiopian calendar on (issue 39): a Gregorian or transliterated Ethiopian month, the era, a day
 * period, a weekday. A word boundary on each side: "Mar" in a name like "Marta" does not count.
 */
const LATIN_DATE_WORDS = new RegExp(
  `\\b(?:${[
    'January|February|March|April|June|July|August|September|October|November|December',
    'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec',
    'Meskerem|Tekemt|Tikimt|Hedar|Hidar|Tahsas|Yekatit|Megabit|Miazia|Genbot|Ginbot|Hamle',
    'Nehasse|Nehase|Pagumen|Pagume|AM|PM|ERA\\d',
    'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun',
  ].join('|')})\\b`,
);

let seeded: Promise<ScreenData> | null = null;
// A table measures itself a frame or two after a resize; on a loaded 2-core machine those frames
// can take seconds. A page that fits is passed at once: only one that keeps overflowing waits it out.
const softly = expect.configure({ soft: true, timeout: 5_000 });

/** What the page shows a reader: its text and the names and hints of its controls. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    const named = [
      ...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]'),
    ].flatMap((element) => attributes.map((name) => element.getAttribute(name) ?? ''));
    return [document.title, document.body.innerText, ...named].join('\n');
  });

/** The widest element past the right edge, to name in a failure. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= width) return null;
    const past = (element: Element | null) =>
      !!element && element.getBoundingClientRect().right > width + 1;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => past(element) && !past(element.parentElement))
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`;
        return `${name} (${Math.round(element.getBoundingClientRect().right)}px)`;
      });
    return `page ${scroll}px wide at ${width}px: ${culprits.slice(0, 5).join(', ')}`;
  });

async function settled(page: Page) {
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function checkWidths(
  page: Page,
  label: string,
  screen: string,
  language: string,
  { tv = false, phoneScan = false } = {},
) {
  const scan = language === AXE_LANGUAGE && !scanned.has(screen);
  scanned.add(screen);
  const axeWidths = phoneScan ? [AXE_PHONE_WIDTH, AXE_DESK_WIDTH] : [AXE_DESK_WIDTH];
  const english = language === AXE_LANGUAGE;
  const widths = english ? WIDTHS : TRANSLATED_WIDTHS;
  const tvWidths = english ? TV_WIDTHS : TRANSLATED_TV_WIDTHS;
  for (const width of tv ? [...widths, ...tvWidths] : widths) {
    await page.setViewportSize({ width, height: 900 });
    // Tables measure themselves after a resize: give them the frame or two they take.
    await softly
      .poll(() => overflow(page), { message: `${label} at ${width}px scrolls sideways` })
      .toBeNull();
    if (width === SCREENSHOT_WIDTH)
      await picture(page, `${label.replace(/[^\w]+/g, '-')}.png`, {
        fullPage: true,
        animations: 'disabled',
      });
    const text = await visibleTexts(page);
    const raw = KEYS.filter((key) => text.includes(key));
    expect.soft(raw, `${label} at ${width}px shows translation keys`).toEqual([]);
    if (width === WIDTHS[0] && (language === 'am' || language === 'ti'))
      expect.soft(text.match(LATIN_DATE_WORDS)?.[0], `${label}: a Latin date word`).toBeUndefined();
    if (scan && axeWidths.includes(width)) {
      const result = await axeFor(page).analyze();
      expect.soft(seriousFindings(result), `${label} at ${width}px: axe`).toEqual([]);
    }
  }
}

async function visitAll(
  page: Page,
  role: string,
  screens: Screen[],
  language: string,
  data: ScreenData,
) {
  const missing: string[] = [];
  page.on('console', (message) => {
    const match = /i18next::missingKey (\S+)/.exec(message.text());
    if (match) missing.push(match[1]!);
  });
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  for (const screen of screens) {
    const label = `${role} ${screen.name} (${language})`;
    await page.setViewportSize({ width: 1280, height: 900 });
    if (screen.shopLook) {
      const cashier = await apiSession(page.request, 'cashier');
      await cashier.put('/displays/look/', { shop_id: data.shopId, theme: 'default', language });
    }
    const stored = screen.storage?.(data);
    if (stored)
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, stored);
    await page.goto(screen.path(data));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await settled(page);
    await checkWidths(page, label, screen.name, language, {
      tv: screen.tv,
      phoneScan: role === 'public' || screen === screens[0],
    });
    if (screen.innerTabs) {
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      const count = await tabs.count();
      for (let index = 1; index < count; index += 1) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await tabs.nth(index).click();
        await settled(page);
        await checkWidths(page, `${label} tab ${index + 1}`, `${screen.name} ${index}`, language);
      }
    }
  }
  expect(missing, `missing translations in ${language}`).toEqual([]);
}

test.describe('every screen fits, is translated and accessible', () => {
  test.beforeEach(async ({ request }) => {
    seeded ??= seedScreenData(request);
    await seeded;
  });

  for (const role of ['public', 'admin', 'agent', 'cashier'] as const) {
    for (const language of LANGUAGES) {
      test(`${role} in ${language}`, async ({ page }) => {
        // The English pass also runs axe on every screen: minutes on a busy 2-core machine.
        test.setTimeout(language === AXE_LANGUAGE ? 300_000 : 120_000);
        const data = await seeded!;
        if (role === 'public') await page.goto('/');
        else await signIn(page, role);
        await visitAll(page, role, SCREENS[role], language, data);
      });
    }
  }
});
