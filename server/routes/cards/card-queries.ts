import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GameMode } from '@core/bingo/modes';
import type { CardSetState, DeletedCard, SavedCard } from '@core/schemas/cards';
import type { Db } from '../../db/client';
import { savedCards, users } from '../../db/schema';
import { findCardSet } from '../../queries/card-sets';

const creator = alias(users, 'creator');
const writer = alias(users, 'writer');

/** Saved card versions with the names of who created and last wrote them. */
async function versionsWhere(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ version: savedCards, createdBy: creator.username, writtenBy: writer.username })
    .from(savedCards)
    .leftJoin(creator, eq(creator.id, savedCards.createdBy))
    .leftJoin(writer, eq(writer.id, savedCards.writtenBy))
    .where(where)
    .orderBy(asc(savedCards.cardNumber));
  return rows.map(
    ({ version, createdBy, writtenBy }): SavedCard & { deleted_at: string | null } => ({
      card_number: version.cardNumber,
      name: version.name,
      grid: version.grid,
      created_at: version.createdAt.toISOString(),
      updated_at: version.writtenAt.toISOString(),
      created_by: createdBy,
      updated_by: writtenBy,
      deleted_at: version.deletedAt?.toISOString() ?? null,
    }),
  );
}

const withoutDeletedAt = ({ deleted_at: _, ...card }: SavedCard & { deleted_at: unknown }) => card;

/** The current cards of a set, in card number order. */
export async function currentCards(db: Db, setId: number): Promise<SavedCard[]> {
  const rows = await versionsWhere(
    db,
    and(eq(savedCards.setId, setId), isNull(savedCards.toRevision)),
  );
  return rows.map(withoutDeletedAt);
}

/** Saved cards by version id (a write's answer). */
export async function cardsByVersion(db: Db, ids: readonly number[]): Promise<SavedCard[]> {
  if (ids.length === 0) return [];
  return (await versionsWhere(db, inArray(savedCards.id, [...ids]))).map(withoutDeletedAt);
}

/** A set's revision, size, last write and restorable card; the empty state for a set never written. */
export async function cardSetState(
  db: Db,
  shopId: number,
  mode: GameMode,
  knownCount?: number,
): Promise<CardSetState> {
  const set = await findCardSet(db, shopId, mode);
  if (!set)
    return { shop_id: shopId, mode, revision: 0, count: 0, updated_at: null, last_deleted: null };
  const cards =
    knownCount ??
    (
      await db
        .select({ n: count() })
        .from(savedCards)
        .where(and(eq(savedCards.setId, set.id), isNull(savedCards.toRevision)))
    )[0]!.n;
  const [lastDeleted] =
    set.lastDeletedVersionId === null
      ? []
      : await versionsWhere(db, eq(savedCards.id, set.lastDeletedVersionId));
  return {
    shop_id: shopId,
    mode,
    revision: set.revision,
    count: Number(cards),
    updated_at: set.updatedAt?.toISOString() ?? null,
    last_deleted:
      lastDeleted && lastDeleted.deleted_at !== null
        ? ({ ...lastDeleted, deleted_at: lastDeleted.deleted_at } as DeletedCard)
        : null,
  };
}
