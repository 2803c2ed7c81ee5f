import { useQuery, type QueryClient } from '@tanstack/react-query';
import { isInGame } from '@core/bingo/card-lookup';
import type { TextGrid } from '@core/bingo/card-validation';
import type { GameMode } from '@core/bingo/modes';
import type {
  CardSet,
  CardSetState,
  CardWriteResponse,
  GameCardsResponse,
  SavedCard,
} from '@core/schemas/cards';
import { api, NetworkError } from '../api-client';
import { newIdempotencyKey } from '../idempotency';
import { queryKeys } from '../query-keys';
import { STORAGE_KEYS, readJson, writeJson } from '../storage';

export const cardSetPath = (shopId: number, mode: GameMode) => `/shops/${shopId}/cards/${mode}/`;

/** A shop's saved cards from the server; kept in browser storage as a cache (the server wins). */
export function useCardSet(shopId: number | null, mode: GameMode) {
  return useQuery({
    queryKey: queryKeys.cardSet(shopId ?? 0, mode),
    enabled: shopId !== null,
    queryFn: async ({ signal }) => {
      const set = await api.get<CardSet>(cardSetPath(shopId as number, mode), { signal });
      writeCardCache(set);
      return set;
    },
  });
}

/**
 * A write to a set with an Idempotency-Key; after a network failure it is sent once more with the
 * same key, so a blip neither loses the change nor makes it twice.
 */
export async function writeCards<T = CardWriteResponse>(
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const key = newIdempotencyKey();
  try {
    return await send(key);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return send(key);
  }
}

export const cardsApi = {
  create: (
    shopId: number,
    mode: GameMode,
    card: { card_number: number; name: string; grid: TextGrid },
  ) =>
    writeCards((idempotencyKey) =>
      api.post<CardWriteResponse>(cardSetPath(shopId, mode), card, { idempotencyKey }),
    ),
  update: (
    shopId: number,
    mode: GameMode,
    cardNumber: number,
    card: { name: string; grid: TextGrid; card_number?: number },
  ) =>
    writeCards((idempotencyKey) =>
      api.put<CardWriteResponse>(`${cardSetPath(shopId, mode)}${cardNumber}/`, card, {
        idempotencyKey,
      }),
    ),
  remove: (shopId: number, mode: GameMode, cardNumber: number, forever: boolean) =>
    writeCards((idempotencyKey) =>
      api.delete<CardWriteResponse>(`${cardSetPath(shopId, mode)}${cardNumber}/`, {
        idempotencyKey,
        query: forever ? { forever: 'true' } : undefined,
      }),
    ),
  restore: (shopId: number, mode: GameMode) =>
    writeCards((idempotencyKey) =>
      api.post<CardWriteResponse>(`${cardSetPath(shopId, mode)}restore/`, undefined, {
        idempotencyKey,
      }),
    ),
  clear: (shopId: number, mode: GameMode) =>
    writeCards((idempotencyKey) =>
      api.delete<CardWriteResponse>(cardSetPath(shopId, mode), { idempotencyKey }),
    ),
  import: (
    shopId: number,
    mode: GameMode,
    body: { cards: { card_number: number; name?: string; grid: TextGrid }[]; replace: boolean },
  ) =>
    writeCards((idempotencyKey) =>
      api.post<CardSetState & { created: number; updated: number; unchanged: number }>(
        `${cardSetPath(shopId, mode)}import/`,
        body,
        { idempotencyKey },
      ),
    ),
};

/**
 * A write's answer applied to the cached set: the card it touched (replacing `replaces`, the
 * number it had), the new count, revision, last write and last deleted card.
 */
export function applyCardWrite(
  set: CardSet,
  answer: CardWriteResponse,
  replaces: number | null = null,
): CardSet {
  const kept =
    answer.count === 0
      ? []
      : set.cards.filter(
          (card) => card.card_number !== replaces && card.card_number !== answer.card?.card_number,
        );
  const cards = answer.card ? [...kept, answer.card] : kept;
  cards.sort((a, b) => a.card_number - b.card_number);
  const { card: _card, ...state } = answer;
  return { ...set, ...state, cards };
}

/** Applies a write to the cached set; one that does not add up (another device) is read again. */
export function patchCardSet(
  queryClient: QueryClient,
  shopId: number,
  mode: GameMode,
  update: (set: CardSet) => CardSet,
): void {
  const next = queryClient.setQueryData<CardSet>(queryKeys.cardSet(shopId, mode), (set) =>
    set ? update(set) : set,
  );
  if (next) writeCardCache(next);
  if (!next || next.cards.length !== next.count)
    void queryClient.invalidateQueries({ queryKey: queryKeys.cardSet(shopId, mode) });
}

/** SPEC's saved card shape in browser storage, plus the shop and mode it belongs to. */
export interface CachedCard {
  id: string;
  name: string;
  grid: string[][];
  createdAt: string;
  updatedAt: string;
  cardNumber: number;
  shopId: number;
  mode: GameMode;
}

const cachedId = (shopId: number, mode: GameMode, n: number) => `${shopId}:${mode}:${n}`;

function toCached(card: SavedCard, shopId: number, mode: GameMode): CachedCard {
  return {
    id: cachedId(shopId, mode, card.card_number),
    name: card.name,
    grid: card.grid,
    createdAt: card.created_at,
    updatedAt: card.updated_at,
    cardNumber: card.card_number,
    shopId,
    mode,
  };
}

function isCachedCard(value: unknown): value is CachedCard {
  if (!value || typeof value !== 'object') return false;
  const card = value as Partial<CachedCard>;
  return (
    typeof card.cardNumber === 'number' &&
    typeof card.shopId === 'number' &&
    typeof card.name === 'string' &&
    Array.isArray(card.grid) &&
    card.grid.length === 5 &&
    card.grid.every((row) => Array.isArray(row) && row.length === 5)
  );
}

function readCache(): CachedCard[] {
  const raw = readJson<unknown[]>(STORAGE_KEYS.bingoCards, [], Array.isArray as never);
  return raw.filter(isCachedCard);
}

/** Keeps the server's set under `bingoCards` (other shops' sets stay) and `lastDeletedCard`. */
export function writeCardCache(set: CardSetState & { cards: SavedCard[] }): void {
  const others = readCache().filter(
    (card) => card.shopId !== set.shop_id || card.mode !== set.mode,
  );
  writeJson(STORAGE_KEYS.bingoCards, [
    ...others,
    ...set.cards.map((card) => toCached(card, set.shop_id, set.mode)),
  ]);
  writeJson(
    STORAGE_KEYS.lastDeletedCard,
    set.last_deleted
      ? {
          ...toCached(set.last_deleted, set.shop_id, set.mode),
          deletedAt: set.last_deleted.deleted_at,
        }
      : null,
  );
}

/** The cached copy of a set, for when the server cannot be reached. */
export function readCachedCards(shopId: number, mode: GameMode): CachedCard[] {
  return readCache()
    .filter((card) => card.shopId === shopId && card.mode === mode)
    .sort((a, b) => a.cardNumber - b.cardNumber);
}

/**
 * The Check dialog's saved cards from the browser's copy, for when the server cannot be reached
 * (a network blip): only what the dialog shows. The server still judges the check.
 */
export function cachedGameCards(game: {
  id: number;
  shop_id: number | null;
  mode: GameMode;
  cards: readonly number[];
}): GameCardsResponse {
  const saved = game.shop_id === null ? [] : readCachedCards(game.shop_id, game.mode);
  return {
    game_id: game.id,
    shop_id: game.shop_id,
    mode: game.mode,
    revision: null,
    saved_card_count: saved.length,
    saved_numbers: saved.map((card) => card.cardNumber).filter((n) => isInGame(n, game.cards)),
  };
}
