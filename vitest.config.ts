import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
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
          pool: 'forks',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/cheap-password-hashing.ts'],
        },
      },
    ],
  },
});
