import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

const JWT_SECRET_NAME = 'jwt_signing_secret';

/**
 * The secret every instance signs tokens with: the configured one, else one generated on first start
 * and kept in the database so restarts and other instances on the same PostgreSQL share it.
 */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(serverSecrets)
    .values({ name: JWT_SECRET_NAME, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(serverSecrets)
    .where(eq(serverSecrets.name, JWT_SECRET_NAME));
  if (!row) throw new Error('JWT signing secret could not be stored');
  return row.value;
}
