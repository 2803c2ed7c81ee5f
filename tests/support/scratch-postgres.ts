import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A database with a random name on TEST_DATABASE_URL's server (shared, never cleaned): empty, or a
 * copy of `template`.
 */
export async function createScratchDatabase(
  adminUrl: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `bingo_test_${randomBytes(6).toString('hex')}`;
  const copy = options.template === undefined ? '' : ` template ${options.template}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name}${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
