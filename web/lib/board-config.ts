import { CARD_NUMBER, CARD_VALUE, WIN_PERCENTAGE, isCardNumber } from '@core/bingo/game-limits';
import { STORAGE_KEYS, readJson, readString, removeKey, writeJson, writeString } from './storage';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A number typed or stored as text or number; NaN for anything else (or blank text). */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim()) return Number(value.trim());
  return Number.NaN;
}

/** A whole number of cards 1-10000; anything unreadable gives the default 500. */
export function clampMaxNumber(value: unknown): number {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return CARD_NUMBER.default;
  return clamp(Math.floor(n), CARD_NUMBER.min, CARD_NUMBER.max);
}

/** Card value 1-1000 in money (2 decimals); unreadable gives the default 10. */
export function clampCardValue(value: unknown): number {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return CARD_VALUE.default;
  return clamp(Math.round(n * 100) / 100, CARD_VALUE.min, CARD_VALUE.max);
}

/** Win percentage 1-100, whole; unreadable gives the default 80. */
export function clampWinPercentage(value: unknown): number {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return WIN_PERCENTAGE.default;
  return clamp(Math.round(n), WIN_PERCENTAGE.min, WIN_PERCENTAGE.max);
}

/** What the cashier pays in: cards x card value, in whole cents. */
export function gameAmount(cards: number, cardValue: number): number {
  return Math.round(cards * Math.round(cardValue * 100)) / 100;
}

/**
 * SPEC section 9: win amount = cards x card value x win percentage / 100, rounded down to the
 * cent as the server rounds the prize (PRODUCT section 2).
 */
export function winAmount(cards: number, cardValue: number, winPercentage: number): number {
  const poolCents = Math.round(cards * Math.round(cardValue * 100));
  return Math.floor((poolCents * winPercentage) / 100) / 100;
}

/** The numbers 1..max (the default board when no template is active). */
export function rangeNumbers(max: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(max)) }, (_, index) => index + 1);
}

const isCardNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(isCardNumber);

export function readMaxCardNumber(): number {
  return clampMaxNumber(readJson<unknown>(STORAGE_KEYS.maxCardNumber, CARD_NUMBER.default));
}

export function saveMaxCardNumber(value: number): void {
  writeJson(STORAGE_KEYS.maxCardNumber, clampMaxNumber(value));
}

export function readCardValue(): number {
  return clampCardValue(readJson<unknown>(STORAGE_KEYS.cardValue, CARD_VALUE.default));
}

export function saveCardValue(value: number): void {
  writeJson(STORAGE_KEYS.cardValue, clampCardValue(value));
}

export function readWinPercentage(): number {
  return clampWinPercentage(readJson<unknown>(STORAGE_KEYS.winPercentage, WIN_PERCENTAGE.default));
}

export function saveWinPercentage(value: number): void {
  writeJson(STORAGE_KEYS.winPercentage, clampWinPercentage(value));
}

/** The selected card numbers, sorted and unique; broken data gives none. */
export function readSelectedNumbers(): number[] {
  return [...new Set(readJson<number[]>(STORAGE_KEYS.selectedNumbers, [], isCardNumbers))].sort(
    (a, b) => a - b,
  );
}

/** Saves the selection and its count (SPEC's numberOfCards, read by the caller screen). */
export function saveSelectedNumbers(numbers: readonly number[]): void {
  writeJson(STORAGE_KEYS.selectedNumbers, numbers);
  writeJson(STORAGE_KEYS.numberOfCards, numbers.length);
}

export function readCurrentGameId(): number | null {
  const raw = readString(STORAGE_KEYS.currentGameId);
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function saveCurrentGameId(id: number | null): void {
  if (id === null) removeKey(STORAGE_KEYS.currentGameId);
  else writeString(STORAGE_KEYS.currentGameId, String(id));
}

export function readGameShopId(): number | null {
  const id = readJson<unknown>(STORAGE_KEYS.gameShopId, null);
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export function saveGameShopId(id: number): void {
  writeJson(STORAGE_KEYS.gameShopId, id);
}
