import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recoveryCodes, spentTwoFactorChallenges, twoFactorSecrets } from '../db/schema';

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every authenticator app reads) through otplib.
export const TOTP_ISSUER = 'Bingo Hall';
/** Loaded at the first use of a second factor, not at every start (few users have one). */
const otplib = () => import('otplib');
/** One step either side: a phone clock 30 s off still works. */
const EPOCH_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface TwoFactorState {
  enabled: boolean;
  pendingSecret: string | null;
  recoveryCodesLeft: number;
}

export async function twoFactorState(db: Db, userId: number): Promise<TwoFactorState> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: Boolean(row?.confirmedAt),
    pendingSecret: row && !row.confirmedAt ? row.secret : null,
    recoveryCodesLeft: row?.confirmedAt ? (left?.n ?? 0) : 0,
  };
}

/** A new pending secret (replacing any earlier pending one); enrolled only once confirmed. */
export async function startEnrolment(
  db: Db,
  userId: number,
  username: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  const { generateSecret, generateURI } = await otplib();
  const secret = generateSecret();
  await db
    .insert(twoFactorSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secret, confirmedAt: null, lastTimeStep: null, createdAt: new Date() },
    });
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: username, secret }) };
}

/**
 * Checks a code against the user's secret (the pending one while enrolling) and spends its time
 * step in the same statement, so one code opens one sign-in (RFC 6238 section 5.2).
 */
export async function acceptCode(
  db: Db,
  userId: number,
  code: string,
  which: 'enrolled' | 'pending',
): Promise<boolean> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  if (!row || Boolean(row.confirmedAt) !== (which === 'enrolled')) return false;
  const { verify } = await otplib();
  const result = await verify({
    secret: row.secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(row.lastTimeStep === null ? {} : { afterTimeStep: row.lastTimeStep }),
  }).catch(() => ({ valid: false as const }));
  // The TOTP result names its time step (HOTP's, in the same union type, does not).
  if (!result.valid || !('timeStep' in result) || typeof result.timeStep !== 'number') return false;
  const timeStep = result.timeStep;
  const spent = await db
    .update(twoFactorSecrets)
    .set({
      lastTimeStep: timeStep,
      ...(which === 'pending' ? { confirmedAt: new Date() } : {}),
    })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return spent.length === 1;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 12 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return chars.join('');
}

/** Replaces the user's recovery codes with new ones; answers them as shown (xxxx-xxxx-xxxx). */
export async function newRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  });
  return codes.map((code) => code.match(/.{4}/g)!.join('-'));
}

/** Spends one recovery code (normalised: lower case, no dashes); false if unknown or used. */
/** What became of a recovery code typed at sign-in: spent now, spent before, or never issued. */
export type RecoveryCodeOutcome = 'spent' | 'already_used' | 'unknown';

export async function spendRecoveryCode(
  db: Db,
  userId: number,
  code: string,
): Promise<RecoveryCodeOutcome> {
  const codeHash = hashRecoveryCode(code);
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (spent.length === 1) return 'spent';
  const [used] = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash)))
    .limit(1);
  return used ? 'already_used' : 'unknown';
}

/** Turns the second factor off: secret and recovery codes are deleted. */
export async function removeTwoFactor(db: Db, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    const removed = await tx
      .delete(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.confirmedAt)))
      .returning({ userId: twoFactorSecrets.userId });
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    return removed.length === 1;
  });
}

export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`${twoFactorSecrets.confirmedAt} is not null` })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return row?.on === true;
}

export async function isChallengeSpent(db: Db, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: spentTwoFactorChallenges.jti })
    .from(spentTwoFactorChallenges)
    .where(eq(spentTwoFactorChallenges.jti, jti));
  return row !== undefined;
}

/** Records a challenge's successful use; false when another request spent it first. */
export async function spendChallenge(db: Db, jti: string, userId: number): Promise<boolean> {
  const spent = await db
    .insert(spentTwoFactorChallenges)
    .values({ jti, userId })
    .onConflictDoNothing()
    .returning({ jti: spentTwoFactorChallenges.jti });
  return spent.length === 1;
}
