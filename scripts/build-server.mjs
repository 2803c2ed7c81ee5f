// Bundles the API (server/main.ts and the core/ rules it imports) into plain JavaScript in
// dist-server/, so `npm start` does not compile TypeScript at every start, and writes a migrated
// empty embedded database there, so a new hall's first start skips initdb and the migrations
// (decision 036).
// Packages stay in node_modules (imported at run time, as they ship). `npm run dev:api` keeps tsx.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverOutDir = join(root, 'dist-server');

/** What `npm start` runs. The occasional commands (demo, backup, restore) stay on tsx. */
export const serverBundle = join(serverOutDir, 'main.mjs');
/** A migrated empty database a new data folder starts from (server/db/new-database-template.ts). */
const templateWriter = join(serverOutDir, 'new-database-template.mjs');

/**
 * A few modules find files beside them (`new URL('./migrations', import.meta.url)`). In the bundle
 * every module shares the bundle's URL, so each one's `import.meta.url` is rewritten to its own
 * source file's URL, relative to the bundle: the bundle still works when the folder moves.
 */
const ownUrlPlugin = {
  name: 'own-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/](server|core)[\\/].*\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const fromBundle = relative(serverOutDir, args.path).split('\\').join('/');
        contents = contents.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        );
      }
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: 'server/main.ts',
      'new-database-template': 'server/db/new-database-template-cli.ts',
    },
    outdir: serverOutDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [ownUrlPlugin],
  });
  const written = spawnSync(process.execPath, [templateWriter], { cwd: root, stdio: 'inherit' });
  if (written.status !== 0) throw new Error('writing the new-database template failed');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Server built in ${Math.round(performance.now() - started)} ms: ${relative(root, serverOutDir)}/`,
  );
}
