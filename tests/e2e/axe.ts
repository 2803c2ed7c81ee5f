import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules every screen is held to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe for one page, run in the page itself. Its default mode opens a blank page of its own for
 * each scan to merge the results of cross-origin frames, which no screen of the app has: a new
 * renderer per scan, up to half of a scan's time on a busy 2-core machine.
 */
export function axeFor(page: Page, tags: string[] = WCAG_AA): AxeBuilder {
  return new AxeBuilder({ page }).withTags(tags).setLegacyMode(true);
}

/** The serious and critical findings of a scan, each with the elements it names. */
export function seriousFindings(result: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
