import { DISPLAY_THEMES } from '@core/display/tv-pairing';
import { STORAGE_KEYS, readString, writeString } from './storage';

/** The themes; a shop's TV takes one of the same (core/display/tv-pairing.ts). */
export const THEME_IDS = DISPLAY_THEMES;
export type ThemeId = (typeof THEME_IDS)[number];
export type ThemeIcon = 'ball' | 'moon' | 'sun' | 'sparkles' | 'waves' | 'sunset';

/** SPEC section 3 "Theme": name and description are translation keys; preview = sidebar, page, accent. */
export interface Theme {
  id: ThemeId;
  name: string;
  description: string;
  preview: readonly [string, string, string];
  icon: ThemeIcon;
}

export const THEMES: readonly Theme[] = [
  {
    id: 'default',
    name: 'themes.default.name',
    description: 'themes.default.description',
    preview: ['#0f1b3d', '#f3f5fb', '#2557d6'],
    icon: 'ball',
  },
  {
    id: 'dark',
    name: 'themes.dark.name',
    description: 'themes.dark.description',
    preview: ['#060a14', '#131c2e', '#60a5fa'],
    icon: 'moon',
  },
  {
    id: 'light',
    name: 'themes.light.name',
    description: 'themes.light.description',
    preview: ['#ffffff', '#f1f5f9', '#1d4ed8'],
    icon: 'sun',
  },
  {
    id: 'neon',
    name: 'themes.neon.name',
    description: 'themes.neon.description',
    preview: ['#04020a', '#ff2bd6', '#00e5ff'],
    icon: 'sparkles',
  },
  {
    id: 'ocean',
    name: 'themes.ocean.name',
    description: 'themes.ocean.description',
    preview: ['#062c43', '#e9f5f7', '#22d3ee'],
    icon: 'waves',
  },
  {
    id: 'sunset',
    name: 'themes.sunset.name',
    description: 'themes.sunset.description',
    preview: ['#3b0f2e', '#fff5ec', '#fb923c'],
    icon: 'sunset',
  },
];

export const DEFAULT_THEME: ThemeId = 'default';

export function isThemeId(value: unknown): value is ThemeId {
  return (THEME_IDS as readonly unknown[]).includes(value);
}

/** The saved theme id; also accepts a JSON-quoted id; anything else gives the default. */
export function readStoredTheme(): ThemeId {
  const raw = readString(STORAGE_KEYS.theme);
  if (isThemeId(raw)) return raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isThemeId(parsed) ? parsed : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function storeTheme(id: ThemeId): void {
  writeString(STORAGE_KEYS.theme, id);
}

export function applyTheme(id: ThemeId): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = id;
}

/** Themes whose surfaces are dark (toasts and native controls follow). */
export function isDarkTheme(id: ThemeId): boolean {
  return id === 'dark' || id === 'neon';
}
