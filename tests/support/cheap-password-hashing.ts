import { vi } from 'vitest';

/**
 * argon2id at the production cost (19 MiB, 2 passes) is most of what creating a test user costs.
 * Tests that are not about hashing get the same algorithm at the lowest cost; a test file that is
 * about hashing (login.test.ts: parameters, timing) calls `vi.unmock('@node-rs/argon2')`.
 */
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    hash: (password: string | Uint8Array, options?: import('@node-rs/argon2').Options) =>
      real.hash(password, { ...options, memoryCost: 64, timeCost: 1, parallelism: 1 }),
  };
});
