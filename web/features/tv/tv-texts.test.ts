import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@web/lib/i18n-resources';

function sourcesBelow(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesBelow(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

function keysOf(value: unknown, prefix: string): string[] {
  if (!value || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, `${prefix}.${key}`));
}

describe("the TV's texts", () => {
  it('are all shown somewhere: a key no screen uses is a text no translator should keep', () => {
    const code = sourcesBelow(join(__dirname, '..', '..')).join('\n');
    const unused = keysOf(resources.en.translation.tv, 'tv').filter((key) => {
      const base = key.replace(/_(one|other)$/, '');
      // A key picked by value (`tv.status.${status}`) counts as used by its group.
      const group = base.slice(0, base.lastIndexOf('.') + 1);
      return !code.includes(`'${base}'`) && !code.includes(`\`${group}\${`);
    });
    expect(unused).toEqual([]);
  });
});
