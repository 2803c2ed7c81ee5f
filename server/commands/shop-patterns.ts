import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PatternDefinition } from '@core/bingo/patterns/pattern';
import { presetPattern } from '@core/bingo/patterns/presets';
import type { CustomPattern, CustomPatternRequest } from '@core/schemas/patterns';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { shopPatterns } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { assertPatternUnused } from './pattern-in-use';
import { assertPatternsMeetFloor } from './pattern-floor-check';

/** A shop's own pattern is played and committed under this key. */
export const customKey = (id: number) => `custom-${id}`;
const CUSTOM_KEY = /^custom-(\d{1,9})$/;
/** The shop pattern's id behind a `custom-<id>` key, or null for a preset's name. */
export const customIdOf = (key: string): number | null => {
  const match = CUSTOM_KEY.exec(key);
  return match ? Number(match[1]) : null;
};

type PatternRow = typeof shopPatterns.$inferSelect;

const answerOf = (row: PatternRow): CustomPattern => ({
  id: row.id,
  key: customKey(row.id),
  name: row.name,
  class: row.patternClass,
  masks: row.masks,
  k: row.k,
});

const definitionOf = (row: PatternRow): PatternDefinition => ({
  key: customKey(row.id),
  name: row.name,
  class: row.patternClass,
  masks: row.masks,
  k: row.k,
});

const live = (shopId: number) =>
  and(eq(shopPatterns.shopId, shopId), isNull(shopPatterns.deletedAt));

export async function listShopPatterns(db: Db, shopId: number): Promise<CustomPattern[]> {
  const rows = await db
    .select()
    .from(shopPatterns)
    .where(live(shopId))
    .orderBy(asc(shopPatterns.id));
  return rows.map(answerOf);
}

function unknownPattern(keys: readonly string[], field: string): HttpError {
  return new HttpError(422, 'unknown_pattern', [
    {
      path: field,
      message: `Unknown pattern ${keys.join(', ')}`,
      code: 'unknown_pattern',
      params: { keys: keys.join(', ') },
    },
  ]);
}

/**
 * The definitions behind a shop's pattern keys, in the keys' order: presets by name, the shop's
 * own live patterns by `custom-<id>`; and the keys that name neither (another shop's pattern, a
 * deleted one, a made-up name).
 */
export async function resolvePatternKeys(
  db: Db,
  shopId: number,
  keys: readonly string[],
): Promise<{ found: PatternDefinition[]; missing: string[] }> {
  const ids = keys.flatMap((key) => {
    const match = CUSTOM_KEY.exec(key);
    return match ? [Number(match[1])] : [];
  });
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(shopPatterns)
          .where(and(live(shopId), inArray(shopPatterns.id, ids)));
  const missing: string[] = [];
  const found = keys.flatMap((key) => {
    const pattern = presetPattern(key) ?? rows.map(definitionOf).find((row) => row.key === key);
    if (!pattern) missing.push(key);
    return pattern ? [pattern] : [];
  });
  return { found, missing };
}

/** As resolvePatternKeys, and a key that names nothing is 422 unknown_pattern. */
export async function patternsOfKeys(
  db: Db,
  shopId: number,
  keys: readonly string[],
  field = 'patterns',
): Promise<PatternDefinition[]> {
  const { found, missing } = await resolvePatternKeys(db, shopId, keys);
  if (missing.length > 0) throw unknownPattern(missing, field);
  return found;
}

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'shop_patterns_name_unique'))
      throw new HttpError(409, 'pattern_name_taken');
    throw error;
  }
}

async function assertNameFree(db: Db, shopId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: shopPatterns.id })
    .from(shopPatterns)
    .where(
      and(
        live(shopId),
        sql`lower(trim(${shopPatterns.name})) = lower(trim(${name}))`,
        exceptId === undefined ? undefined : sql`${shopPatterns.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, 'pattern_name_taken');
}

export async function createShopPattern(
  db: Db,
  shopId: number,
  userId: number,
  pattern: CustomPatternRequest,
): Promise<CustomPattern> {
  await assertNameFree(db, shopId, pattern.name);
  await assertPatternsMeetFloor(db, [{ ...pattern, key: 'new' }], 'masks');
  const [row] = await guardName(() =>
    db
      .insert(shopPatterns)
      .values({
        shopId,
        name: pattern.name,
        patternClass: pattern.class,
        masks: pattern.masks,
        k: pattern.k,
        createdBy: userId,
      })
      .returning(),
  );
  if (!row) throw new Error('pattern was not created');
  return answerOf(row);
}

/** Games already started keep the copy they committed to; the next game plays the new shape. */
export async function updateShopPattern(
  db: Db,
  shopId: number,
  id: number,
  pattern: CustomPatternRequest,
): Promise<CustomPattern> {
  await assertNameFree(db, shopId, pattern.name, id);
  await assertPatternsMeetFloor(db, [{ ...pattern, key: customKey(id) }], 'masks');
  const [row] = await guardName(() =>
    db
      .update(shopPatterns)
      .set({
        name: pattern.name,
        patternClass: pattern.class,
        masks: pattern.masks,
        k: pattern.k,
        updatedAt: new Date(),
      })
      .where(and(live(shopId), eq(shopPatterns.id, id)))
      .returning(),
  );
  if (!row) throw notFound();
  return answerOf(row);
}

/**
 * Deleted, when nothing names it (409 pattern_in_use otherwise, decision 045): games already
 * played keep their copy in their plan.
 */
export async function deleteShopPattern(db: Db, shopId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: shopPatterns.id, name: shopPatterns.name })
      .from(shopPatterns)
      .where(and(live(shopId), eq(shopPatterns.id, id)))
      .for('update');
    if (!row) throw notFound();
    await assertPatternUnused(tx, shopId, customKey(id), row.name);
    await tx.update(shopPatterns).set({ deletedAt: new Date() }).where(eq(shopPatterns.id, id));
  });
}
