import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  normalizeGrid,
  validateCard,
  type CardError,
  type TextGrid,
} from '@core/bingo/card-validation';
import { LETTERS, type GameMode } from '@core/bingo/modes';
import type { ErrorDetail } from '@core/schemas/common';
import type { Db } from '../db/client';
import { cardSets, savedCards } from '../db/schema';
import { HttpError, notFound } from '../http-error';

const INSERT_SLICE = 1000;

export type CardSetRow = typeof cardSets.$inferSelect;
export type CardVersion = typeof savedCards.$inferSelect;

export interface CardInput {
  cardNumber: number;
  name: string;
  grid: TextGrid;
}

/**
 * The set of a shop and mode, created when missing, locked until the transaction ends: one
 * statement (a game start runs it every time, issue 26). ON CONFLICT DO UPDATE locks the existing
 * row as an UPDATE does, and sees a set another transaction has just created (committed after this
 * statement began), which a separate SELECT ... FOR UPDATE in the same statement would not. The
 * no-op update writes nothing the set's readers see: revision and the rest stay as they are.
 */
export async function lockCardSet(tx: Db, shopId: number, mode: GameMode): Promise<CardSetRow> {
  const [set] = await tx
    .insert(cardSets)
    .values({ shopId, mode })
    .onConflictDoUpdate({
      target: [cardSets.shopId, cardSets.mode],
      set: { mode: sql`excluded.mode` },
    })
    .returning();
  if (!set) throw new Error('card set was not created');
  return set;
}

/** One invalid cell as an error detail: SPEC's English text, and its parts for translation. */
export function cardErrorDetail(error: CardError, path: string, cardNumber?: number): ErrorDetail {
  const { issue } = error;
  return {
    path,
    message: cardNumber === undefined ? error.text : `Card ${cardNumber}: ${error.text}`,
    code: 'card_cell',
    params: {
      row: error.row + 1,
      letter: LETTERS[error.column] as string,
      kind: issue.kind,
      ...(issue.kind === 'range' ? { min: issue.min, max: issue.max } : {}),
      ...(issue.kind === 'duplicate' ? { n: issue.n } : {}),
      ...(cardNumber === undefined ? {} : { card_number: cardNumber }),
    },
  };
}

/** A grid checked by SPEC section 5's rules for the set's mode (422 with every message). */
export function validGrid(grid: TextGrid, mode: GameMode, path = 'body.grid'): string[][] {
  const errors = validateCard(grid, mode);
  if (errors.length > 0)
    throw new HttpError(
      422,
      'invalid_card',
      errors.map((error) => cardErrorDetail(error, path)),
    );
  return normalizeGrid(grid);
}

/** One write of a set: the next revision, numbered under the set's lock. */
export class CardSetWrite {
  private revision: number | null = null;

  constructor(
    private readonly tx: Db,
    readonly set: CardSetRow,
    private readonly userId: number,
  ) {}

  /** The revision this write's versions start at (the set bumps once per write). */
  private async nextRevision(): Promise<number> {
    if (this.revision !== null) return this.revision;
    const [row] = await this.tx
      .update(cardSets)
      .set({ revision: sql`${cardSets.revision} + 1`, updatedAt: new Date() })
      .where(eq(cardSets.id, this.set.id))
      .returning({ revision: cardSets.revision });
    this.revision = row!.revision;
    return this.revision;
  }

  get changed(): boolean {
    return this.revision !== null;
  }

  async current(cardNumber: number): Promise<CardVersion | undefined> {
    const [version] = await this.tx
      .select()
      .from(savedCards)
      .where(
        and(
          eq(savedCards.setId, this.set.id),
          eq(savedCards.cardNumber, cardNumber),
          isNull(savedCards.toRevision),
        ),
      );
    return version;
  }

  async currentAll(): Promise<CardVersion[]> {
    return this.tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.setId, this.set.id), isNull(savedCards.toRevision)));
  }

  async version(id: number): Promise<CardVersion | undefined> {
    const [version] = await this.tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, id), eq(savedCards.setId, this.set.id)));
    return version;
  }

  /** Ends current versions: by an edit, or by a delete (who and when are kept). */
  async close(versions: readonly CardVersion[], deleted: boolean): Promise<void> {
    if (versions.length === 0) return;
    const revision = await this.nextRevision();
    await this.tx
      .update(savedCards)
      .set({
        toRevision: revision,
        ...(deleted ? { deletedAt: new Date(), deletedBy: this.userId } : {}),
      })
      .where(
        and(
          inArray(
            savedCards.id,
            versions.map((version) => version.id),
          ),
          isNull(savedCards.toRevision),
        ),
      );
  }

  /** New current versions; `origin` carries a card's creation over from an earlier version. */
  async add(
    cards: readonly (CardInput & { origin?: Pick<CardVersion, 'createdAt' | 'createdBy'> })[],
  ): Promise<CardVersion[]> {
    if (cards.length === 0) return [];
    const revision = await this.nextRevision();
    const now = new Date();
    const rows = cards.map((card) => ({
      setId: this.set.id,
      cardNumber: card.cardNumber,
      name: card.name,
      grid: normalizeGrid(card.grid),
      fromRevision: revision,
      createdAt: card.origin?.createdAt ?? now,
      createdBy: card.origin ? card.origin.createdBy : this.userId,
      writtenBy: this.userId,
    }));
    const added: CardVersion[] = [];
    // PostgreSQL takes at most 65535 parameters a statement: a whole set goes in slices.
    for (let i = 0; i < rows.length; i += INSERT_SLICE)
      added.push(
        ...(await this.tx
          .insert(savedCards)
          .values(rows.slice(i, i + INSERT_SLICE))
          .returning()),
      );
    return added;
  }

  async setLastDeleted(versionId: number | null): Promise<void> {
    await this.tx
      .update(cardSets)
      .set({ lastDeletedVersionId: versionId })
      .where(eq(cardSets.id, this.set.id));
  }
}

/** Whether a card would write nothing new over its current version. */
export const sameCard = (version: CardVersion, card: CardInput) =>
  version.cardNumber === card.cardNumber &&
  version.name === card.name &&
  JSON.stringify(version.grid) === JSON.stringify(normalizeGrid(card.grid));

const only = async (versions: Promise<CardVersion[]>) => (await versions)[0]!;

export async function createCard(write: CardSetWrite, card: CardInput): Promise<CardVersion> {
  const grid = validGrid(card.grid, write.set.mode);
  if (await write.current(card.cardNumber)) throw new HttpError(409, 'card_number_taken');
  return only(write.add([{ ...card, grid }]));
}

/** Update: a new version (a move when `cardNumber` differs); an unchanged card writes nothing. */
export async function updateCard(
  write: CardSetWrite,
  cardNumber: number,
  card: CardInput,
): Promise<CardVersion> {
  const grid = validGrid(card.grid, write.set.mode);
  const version = await write.current(cardNumber);
  if (!version) throw notFound();
  if (sameCard(version, { ...card, grid })) return version;
  if (card.cardNumber !== cardNumber && (await write.current(card.cardNumber)))
    throw new HttpError(409, 'card_number_taken');
  await write.close([version], false);
  return only(write.add([{ ...card, grid, origin: version }]));
}

/** Delete (it becomes the last deleted card, restorable once) or Delete Forever. */
export async function deleteCard(
  write: CardSetWrite,
  cardNumber: number,
  forever: boolean,
): Promise<void> {
  const version = await write.current(cardNumber);
  if (!version) throw notFound();
  await write.close([version], true);
  if (!forever) await write.setLastDeleted(version.id);
}

/** Restore Last Deleted: the card comes back once, unless its number was taken meanwhile. */
export async function restoreLastDeleted(write: CardSetWrite): Promise<CardVersion> {
  const id = write.set.lastDeletedVersionId;
  const deleted = id === null ? undefined : await write.version(id);
  if (!deleted) throw new HttpError(409, 'nothing_to_restore');
  if (await write.current(deleted.cardNumber)) throw new HttpError(409, 'card_number_taken');
  const restored = await only(write.add([{ ...deleted, origin: deleted }]));
  await write.setLastDeleted(null);
  return restored;
}

/** Clear All Cards: every current card deleted; the last deleted card stays restorable. */
export async function clearCards(write: CardSetWrite): Promise<number> {
  const current = await write.currentAll();
  await write.close(current, true);
  return current.length;
}
