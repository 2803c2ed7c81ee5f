import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

type Messages = { [key: string]: string | Messages };

/** A locale's text by its dotted key, with {{name}} values filled in (as i18next does). */
export function localeTexts(language: string) {
  const messages = JSON.parse(
    readFileSync(new URL(`../../web/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Messages;
  return (key: string, values: Record<string, string> = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    if (typeof found !== 'string') throw new Error(`no ${key} in ${language}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** A text with one value left open: the parts around it, to match whatever the value reads. */
export function textAround(text: (key: string, values?: Record<string, string>) => string) {
  return (key: string, name: string): RegExp => {
    const [before, after] = text(key, { [name]: '\u0000' }).split('\u0000');
    const escape = (part = '') => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`${escape(before)}.+${escape(after)}`);
  };
}

/** Sets the app's language as the language picker does, and reloads into it. */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('language', code), language);
  await page.reload();
}
