import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

// Server tests that never open the test database (no test app and no PostgreSQL: some open a PGlite
// folder of their own, or start the server on one, whatever TEST_DATABASE_URL says): `npm test`
// runs them once, and the PostgreSQL pass (`npm run test:api:pg`, the `api` projects only) leaves
// them out, as it would only repeat them. A test here that starts using one moves back to `api`.
const serverWithoutDatabase = [
  'server/main.test.ts',
  'server/settings.test.ts',
  'server/import-cycles.test.ts',
  'server/auth/tokens.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/db/durable-pglite.test.ts',
  'server/db/errors.test.ts',
  'server/db/new-database-template.test.ts',
  'server/routes/feed-disconnects-process.test.ts',
  'server/halls/batch-slots.test.ts',
  'server/halls/outbox-key.test.ts',
  'server/plugins/openapi-used-schemas.test.ts',
  'server/beacon/beacon-client.test.ts',
];

/**
 * API files that mock a module their own way (login.test.ts hashes at the production cost): a
 * module loaded by an earlier file in a shared process would ignore that mock.
 */
const apiInOwnProcess = ['server/routes/auth/login.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    // Servers the tests start reach no drand relay (no outside network): offline draws, unless a
    // test gives its app a beacon on 127.0.0.1 (server/routes/games/fair-draw.test.ts).
    env: { BINGO_BEACON_URL: 'off' },
    // 20 s a test; CI's PostgreSQL pass, beside the browser tests at a lower priority, gives 60 (.ci/run).
    testTimeout: Number(process.env.VITEST_TEST_TIMEOUT ?? 20_000),
    hookTimeout: 60_000,
    // Every core: the API files wait on PGlite, PostgreSQL or server processes they start, and
    // npm test's checks finish early (vitest's own default is one worker fewer than the cores).
    maxWorkers: process.env.VITEST_MAX_WORKERS ?? '100%',
    projects: [
      {
        // Pure rules and web helpers: no I/O and no module state worth a process per file, so they
        // share one worker (a fresh process per file cost more than the tests themselves).
        extends: true,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'web/**/*.test.ts', 'tests/support/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // The API on a real database, each file on its own copy of one migrated template
        // (tests/support/database-template.ts), passwords hashed at the lowest cost. A worker
        // process runs file after file without reloading the server's modules: loading them took
        // longer than most files' tests (3-4 s each, 110 files, twice in CI). So no file may
        // leave state in a module: each builds its own app and database.
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: [...serverWithoutDatabase, ...apiInOwnProcess],
          pool: 'forks',
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/cheap-password-hashing.ts'],
        },
      },
      {
        // API files that replace a module (vi.mock) for themselves: a fresh process each.
        extends: true,
        test: {
          name: 'api-own-process',
          include: apiInOwnProcess,
          pool: 'forks',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/cheap-password-hashing.ts'],
        },
      },
      {
        // Server code with no database: a process per file, as the API files (some start processes).
        extends: true,
        test: { name: 'server-unit', include: serverWithoutDatabase, pool: 'forks' },
      },
    ],
  },
});
