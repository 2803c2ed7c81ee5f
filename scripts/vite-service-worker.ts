import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

export interface ServiceWorkerOptions {
  /** The worker's source (web/sw/service-worker.ts). */
  entry: string;
  /** Chunks never precached: each language's texts (the page hands the worker its own). */
  skipModules: RegExp;
}

/** Fonts the browser may ask for: woff2 only (every browser a hall has reads it, woff is a fallback). */
const PRECACHED_ASSET = /\.(js|css|woff2|svg|png)$/;

/**
 * Writes dist/sw.js (decision 039): the worker bundled with this build's files to precache (the
 * app shell: index.html, the public files, the entry's and every lazy route's JS and CSS, the
 * fonts) and a version, the hash of that list, so a new build replaces the old cache.
 */
export function serviceWorker(options: ServiceWorkerOptions): Plugin {
  let publicDir = '';
  return {
    name: 'bingo-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async generateBundle(_output, bundle) {
      const files: string[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && options.skipModules.test(item.facadeModuleId ?? '')) continue;
        if (PRECACHED_ASSET.test(item.fileName)) files.push(`/${item.fileName}`);
      }
      // The public folder's own files; the voices are cached as the caller uses them.
      const publicFiles = publicDir
        ? readdirSync(publicDir).filter((name) => statSync(join(publicDir, name)).isFile())
        : [];
      const precache = ['/index.html', ...publicFiles.map((name) => `/${name}`), ...files].sort();
      // Hashed names change with their content; index.html and the public files do not.
      const hash = createHash('sha256').update(precache.join('\n'));
      for (const name of publicFiles) hash.update(readFileSync(join(publicDir, name)));
      const html = bundle['index.html'];
      if (html?.type === 'asset') hash.update(html.source);
      const version = hash.digest('hex').slice(0, 16);
      const result = await build({
        entryPoints: [options.entry],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __BUILD_VERSION__: JSON.stringify(version),
        },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: result.outputFiles[0]!.text });
    },
  };
}
