import { eq } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export interface EnsureAdminOptions {
  username: string;
  password?: string;
  /** Where a generated password is shown; stdout in production. */
  print?: (line: string) => void;
}

export type EnsureAdminResult =
  { created: false } | { created: true; username: string; generatedPassword: string | null };

/** First run: without any admin, create one so somebody can log in and set up the hall. */
export async function ensureAdmin(db: Db, options: EnsureAdminOptions): Promise<EnsureAdminResult> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (existing) return { created: false };
  const generatedPassword = options.password ? null : generatePassword();
  const password = options.password || (generatedPassword as string);
  // Another instance starting at the same moment may win the race: the unique username settles it.
  const inserted = await db
    .insert(users)
    .values({
      username: options.username,
      passwordHash: await hashPassword(password),
      role: 'admin',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return { created: false };
  if (generatedPassword) {
    const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
    print('');
    print('================================================================');
    print(' Bingo Hall: first start, an admin account was created.');
    print(`   username: ${options.username}`);
    print(`   password: ${generatedPassword}`);
    print(' This password is shown only once. Log in and keep it safe.');
    print('================================================================');
    print('');
  }
  return { created: true, username: options.username, generatedPassword };
}
