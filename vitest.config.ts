import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

// Server tests that never open a database (no test app, no PGlite, no PostgreSQL; main.test.ts
// starts the server on its own PGlite folder whatever TEST_DATABASE_URL says): `npm test` runs them
// once, and the PostgreSQL pass (`npm run test:api:pg`, the `api` project only) leaves them out, as
// it would only repeat them. A test here that starts using a database moves back to `api`.
const serverWithoutDatabase = [
  'server/main.test.ts',
  'server/settings.test.ts',
  'server/import-cycles.test.ts',
  'server/auth/tokens.test.ts',
  'server/db/data-dir-lock.test.ts',
  'server/halls/batch-slots.test.ts',
  'server/plugins/openapi-used-schemas.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Every core: the API files wait on PGlite, PostgreSQL or server processes they start, and
    // npm test's checks finish early (vitest's own default is one worker fewer than the cores).
    maxWorkers: '100%',
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
        // The API on a real database: a process per file, each database a copy of one migrated
        // template (tests/support/database-template.ts), passwords hashed at the lowest cost.
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: serverWithoutDatabase,
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
