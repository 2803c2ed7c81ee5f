/**
 * First-load JavaScript of each route, from the production build's manifest
 * (dist/.vite/manifest.json): the chunks a route loads before it runs, as the server sends them
 * (the build's .gz beside each chunk). Sizes, not times: the same build always gives the same
 * bytes. Read by the budget check (scripts/check-budgets.ts, CI) and the benchmark
 * (tests/bench/first-load.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FirstLoad {
  /** Each chunk file (assets/index-abc123.js) with its size gzip-compressed, in bytes. */
  chunks: Map<string, number>;
  /** Their sum. */
  bytes: number;
}

export interface FirstLoads {
  /** `/`: the entry, its imports, the login screen and the sign-in's first texts (English). */
  login: FirstLoad;
  /** What the caller screen (`/play`) loads that the login route has not loaded already. */
  callerExtra: FirstLoad;
  /** A printed card's phone page (card.html, decision 037) in Amharic, the largest language. */
  phone: FirstLoad;
  /** A shop's TV (`/tv`, decision 027): the entry, the TV screen, the whole locale in Amharic. */
  tv: FirstLoad;
  /** The whole English locale, fetched after the sign-in screen's first paint. */
  wholeLanguageBytes: number;
  /** The language chunks in the login route (one, the chosen language, is right). */
  loginLanguages: string[];
  /** The entry chunk's file, as the server serves it. */
  entryFile: string;
}

export function readFirstLoads(dist: string): FirstLoads {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`no ${manifestFile}: run the production build (npm run build) first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`no ${key} in the build manifest`);
    return found;
  };

  /** The chunk files the manifest keys load before they run: each, and its static imports. */
  const closure = (...keys: string[]): Set<string> => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const { file, imports = [] } = chunk(key);
      if (files.has(file)) return;
      files.add(file);
      imports.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };

  // The build writes a .gz beside every file of 1 KB or more; a smaller one is compressed here.
  const gzipOf = (file: string) => {
    const path = join(dist, file);
    return existsSync(`${path}.gz`)
      ? statSync(`${path}.gz`).size
      : gzipSync(readFileSync(path)).length;
  };
  const load = (files: Iterable<string>): FirstLoad => {
    const chunks = new Map([...files].map((file) => [file, gzipOf(file)] as const));
    return { chunks, bytes: [...chunks.values()].reduce((total, bytes) => total + bytes, 0) };
  };

  // The sign-in screen is part of the entry (web/app/router.tsx); were it a chunk of its own again,
  // it would count too. It renders with the locale sections it shows (vite.config.ts
  // FIRST_SCREEN_SECTIONS); the whole language follows without holding up the first paint.
  const signIn = 'features/auth/components/login-page.tsx';
  const login = load(
    closure('index.html', ...(manifest[signIn] ? [signIn] : []), '../virtual:first-texts/en'),
  );
  const caller = closure('features/play/components/play-page.tsx');
  return {
    login,
    callerExtra: load([...caller].filter((file) => !login.chunks.has(file))),
    phone: load(closure('card.html', 'locales/am.json')),
    tv: load(closure('index.html', 'features/tv/components/tv-shop-page.tsx', 'locales/am.json')),
    wholeLanguageBytes: gzipOf(chunk('locales/en.json').file),
    loginLanguages: [...login.chunks.keys()].filter((file) =>
      /assets\/(en|am|ti|es|fr)-[\w-]+\.js$/.test(file),
    ),
    entryFile: chunk('index.html').file,
  };
}
