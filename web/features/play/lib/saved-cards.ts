import { STORAGE_KEYS, readJson } from '@web/lib/storage';

/** A saved card as the Bingo Cards screen keeps it (SPEC section 3). */
export interface SavedCard {
  id: string | number;
  name: string;
  grid: string[][];
}

function isSavedCard(value: unknown): value is SavedCard {
  if (!value || typeof value !== 'object') return false;
  const card = value as Record<string, unknown>;
  return (
    typeof card.name === 'string' &&
    Array.isArray(card.grid) &&
    card.grid.length === 5 &&
    card.grid.every(
      (row) =>
        Array.isArray(row) &&
        row.length === 5 &&
        row.every((cell) => typeof cell === 'string' || typeof cell === 'number'),
    )
  );
}

/** The saved cards in browser storage; broken entries are skipped, broken data gives none. */
export function readSavedCards(): SavedCard[] {
  const raw = readJson<unknown[]>(
    STORAGE_KEYS.bingoCards,
    [],
    Array.isArray as (v: unknown) => v is unknown[],
  );
  return raw.filter(isSavedCard).map((card) => ({
    id: card.id,
    name: card.name,
    grid: card.grid.map((row) => row.map((cell) => String(cell).slice(0, 16))),
  }));
}
