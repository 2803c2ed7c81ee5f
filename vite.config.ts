import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './scripts/vite-service-worker';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes a .br and a .gz beside every text file of the build, compressed once at the highest
 * levels, for the server to send as they are (@fastify/static `preCompressed`): no CPU per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|json|svg|txt|webmanifest)$/;
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'bingo-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The locale sections the sign-in screen shows before the whole locale arrives: its own texts, the
 * app's name and loading line, the preferences bar. A refused sign-in waits for the whole locale
 * (with the server's error texts) before it says why. `section.sub` takes one part of a section.
 * Every other screen waits for the whole locale (web/app/router.tsx), so a section missing here
 * shows on sign-in only as a key.
 */
const FIRST_SCREEN_SECTIONS = [
  'app',
  'login',
  'twoFactor.login',
  'languages',
  'themes',
  'preferences',
];

/**
 * `virtual:first-texts/<language>`: the sections of a locale the first screen (sign-in and
 * the preferences bar) shows, as its own small chunk; the whole locale follows
 * (web/lib/i18n.ts). Picked from web/locales/<language>.json at build time, so nothing is copied.
 */
function firstTexts(): Plugin {
  const prefix = 'virtual:first-texts/';
  return {
    name: 'bingo-first-texts',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const file = fileURLToPath(
        new URL(`./web/locales/${id.slice(prefix.length + 1)}.json`, import.meta.url),
      );
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked: Record<string, unknown> = {};
      for (const path of FIRST_SCREEN_SECTIONS) {
        const [section, sub] = path.split('.') as [string, string | undefined];
        const value = all[section] as Record<string, unknown> | undefined;
        if (value === undefined) continue;
        picked[section] = sub
          ? { ...(picked[section] as object | undefined), [sub]: value[sub] }
          : value;
      }
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker({
      entry: fileURLToPath(new URL('./web/sw/service-worker.ts', import.meta.url)),
      skipModules: /\/web\/locales\/[a-z]+\.json$/,
    }),
    precompress(),
    firstTexts(),
  ],
  resolve: {
    alias: [
      { find: '@core', replacement: fileURLToPath(new URL('./core', import.meta.url)) },
      { find: '@web', replacement: fileURLToPath(new URL('./web', import.meta.url)) },
      // zod configured for our CSP before any schema runs (web/lib/zod-csp.ts).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./web/lib/zod-csp.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each route loads (tests/bench/first-load.ts).
    manifest: true,
    // Fonts and images stay files: CSP font-src/img-src allow data:, but files cache better.
    assetsInlineLimit: 0,
    // The app, and the phone page of a printed card (decision 037), its own small entry.
    rolldownOptions: {
      input: ['web/index.html', 'web/card.html'],
      output: {
        codeSplitting: {
          groups: [
            {
              // What every screen starts with (React, React Router, i18next), in one chunk: one
              // file compresses better than five. Only the parts sign-in runs (the sync-store
              // shim, not its selector variant another screen uses).
              name: 'first-load',
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]|use-sync-external-store[\\/](?:shim[\\/]index|cjs[\\/]use-sync-external-store-shim\.production)\.js$)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
