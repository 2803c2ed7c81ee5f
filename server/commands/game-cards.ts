import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { CardGrid } from '@core/bingo/card';
import { isInGame } from '@core/bingo/card-lookup';
import { resolveCard } from '@core/bingo/judge-card';
import type { GameMode } from '@core/bingo/modes';
import type { SoldCard } from '@core/bingo/unclaimed-wins';
import type { Db } from '../db/client';
import { cardSets, gameCardSets, savedCards } from '../db/schema';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import { lockCardSet } from './card-sets';

/** The card a game uses for a number: the shop's saved card at the game's start, else generated. */
export interface GameCard {
  cardNumber: number;
  source: 'generated' | 'saved';
  card: CardGrid;
  /** The saved card's text exactly as kept (and logged); null for a generated card. */
  grid: string[][] | null;
}

export interface FixedCardSet {
  set_id: number;
  revision: number;
  saved_count: number;
}

/**
 * Fixes a starting game's cards: it keeps the shop's card set revision of this moment, so a card
 * saved, edited or deleted later never changes this game. A game without a shop plays generated
 * cards only.
 */
export async function fixGameCards(
  tx: Db,
  game: { id: number; shopId: number | null; mode: GameMode },
): Promise<FixedCardSet | null> {
  if (game.shopId === null) return null;
  const set = await lockCardSet(tx, game.shopId, game.mode);
  await tx.insert(gameCardSets).values({ gameId: game.id, setId: set.id, revision: set.revision });
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedCards)
    .where(and(eq(savedCards.setId, set.id), isNull(savedCards.toRevision)));
  return { set_id: set.id, revision: set.revision, saved_count: Number(row?.n ?? 0) };
}

/** Saved card versions in force at a revision of a set. */
const inForceAt = (setId: number, revision: number) =>
  and(
    eq(savedCards.setId, setId),
    lte(savedCards.fromRevision, revision),
    or(isNull(savedCards.toRevision), gt(savedCards.toRevision, revision)),
  );

async function fixedSetOf(db: Db, gameId: number) {
  const [fixed] = await db.select().from(gameCardSets).where(eq(gameCardSets.gameId, gameId));
  return fixed;
}

/**
 * The card a check or win of this game judges. The number must be sold in the game; a grid sent
 * by the client is refused (422), never judged: the card comes from the server alone.
 */
export async function cardForGame(
  db: Db,
  game: GameRow,
  cardNumber: number,
  clientGrid: unknown,
): Promise<GameCard> {
  if (clientGrid !== undefined && clientGrid !== null)
    throw new HttpError(422, 'grid_not_accepted');
  if (!isInGame(cardNumber, game.cards)) throw new HttpError(422, 'unselected_number');
  const fixed = await fixedSetOf(db, game.id);
  const [saved] = fixed
    ? await db
        .select({ grid: savedCards.grid })
        .from(savedCards)
        .where(and(inForceAt(fixed.setId, fixed.revision), eq(savedCards.cardNumber, cardNumber)))
    : [];
  const resolved = resolveCard(cardNumber, game.mode, saved?.grid);
  // Every saved version was validated when written; one that is not is a defect, never a win.
  if (!resolved.ok) throw new Error(`saved card ${cardNumber} of game ${game.id} is not valid`);
  return { cardNumber, source: resolved.source, card: resolved.card, grid: saved?.grid ?? null };
}

/** Which of a game's card numbers are saved cards, as fixed at its start (the Check dialog). */
export async function savedNumbersOf(
  db: Db,
  game: GameRow,
): Promise<{ revision: number | null; savedCount: number; savedNumbers: number[] }> {
  const fixed = await fixedSetOf(db, game.id);
  if (!fixed) return { revision: null, savedCount: 0, savedNumbers: [] };
  const rows = await db
    .select({ n: savedCards.cardNumber })
    .from(savedCards)
    .where(inForceAt(fixed.setId, fixed.revision));
  const all = rows.map((row) => row.n).sort((a, b) => a - b);
  return {
    revision: fixed.revision,
    savedCount: all.length,
    savedNumbers: all.filter((n) => isInGame(n, game.cards)),
  };
}

/** The cards behind numbers, from the saved grids given (else generated). */
function resolvedCards(
  numbers: readonly number[],
  mode: GameMode,
  saved: ReadonlyMap<number, string[][]>,
  what: string,
): SoldCard[] {
  return numbers.map((cardNumber) => {
    const resolved = resolveCard(cardNumber, mode, saved.get(cardNumber));
    if (!resolved.ok) throw new Error(`saved card ${cardNumber} of ${what} is not valid`);
    return { cardNumber, card: resolved.card };
  });
}

async function savedGrids(
  db: Db,
  where: ReturnType<typeof inForceAt>,
  numbers: readonly number[],
): Promise<Map<number, string[][]>> {
  const saved = new Map<number, string[][]>();
  for (const row of await db
    .select({ n: savedCards.cardNumber, grid: savedCards.grid })
    .from(savedCards)
    .where(and(where, inArray(savedCards.cardNumber, [...numbers]))))
    saved.set(row.n, row.grid);
  return saved;
}

/** Every card a game named (sold), as its checks judge them; an `{amount}`-only game names none. */
export async function soldCardsOf(
  db: Db,
  game: Pick<GameRow, 'id' | 'cards' | 'mode'>,
): Promise<SoldCard[]> {
  if (game.cards.length === 0) return [];
  const fixed = await fixedSetOf(db, game.id);
  const saved = fixed
    ? await savedGrids(db, inForceAt(fixed.setId, fixed.revision), game.cards)
    : new Map<number, string[][]>();
  return resolvedCards(game.cards, game.mode, saved, `game ${game.id}`);
}

/** The cards a start would fix now, read without locking the set (the Game Board's preview). */
export async function shopCardsNow(
  db: Db,
  shopId: number | null,
  mode: GameMode,
  numbers: readonly number[],
): Promise<SoldCard[]> {
  if (numbers.length === 0) return [];
  const [set] =
    shopId === null
      ? []
      : await db
          .select({ id: cardSets.id })
          .from(cardSets)
          .where(and(eq(cardSets.shopId, shopId), eq(cardSets.mode, mode)));
  const saved = set
    ? await savedGrids(
        db,
        and(eq(savedCards.setId, set.id), isNull(savedCards.toRevision)),
        numbers,
      )
    : new Map<number, string[][]>();
  return resolvedCards(numbers, mode, saved, `shop ${shopId}`);
}
