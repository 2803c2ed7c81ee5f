import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/** An Ed25519 key pair as PEM text (decision 038). */
export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

export function newKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function signText(privateKeyPem: string, text: string): string {
  return sign(null, Buffer.from(text, 'utf8'), createPrivateKey(privateKeyPem)).toString('base64');
}

/** False for a bad signature, a malformed one or a malformed key: never throws. */
export function signatureValid(publicKeyPem: string, text: string, signature: string): boolean {
  try {
    return verify(
      null,
      Buffer.from(text, 'utf8'),
      createPublicKey(publicKeyPem),
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** sha256 of a public key's DER bytes, hex: what a grant is bound to. */
export function keyFingerprint(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const CENTRAL_KEY = 'hall_grant_signing_key';

/** Central's grant-signing key pair: generated once and kept in the database, like the JWT secret. */
export async function centralKeyPair(db: Db): Promise<KeyPair> {
  const fresh = newKeyPair();
  await db
    .insert(serverSecrets)
    .values({ name: CENTRAL_KEY, value: fresh.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, CENTRAL_KEY));
  if (!row) throw new Error('The grant signing key could not be stored');
  const publicKey = createPublicKey(createPrivateKey(row.value))
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return { privateKey: row.value, publicKey };
}
