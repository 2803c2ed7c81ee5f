import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with the OWASP minimum; Algorithm is a const enum the isolated-module build cannot import.
const ARGON2ID = 2 as Options['algorithm'];
const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown user) it verifies against
 * a throwaway hash, so an unknown username costs the same time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  const target = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(target, password);
    return storedHash !== null && matches;
  } catch {
    return false;
  }
}

/** A strong random password for generated accounts (first-run admin). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
