import { CENTRE_COLUMN, CENTRE_ROW, GRID_SIZE } from '@core/bingo/card';
import { nameHasBoardNumber } from '@core/bingo/card-lookup';
import {
  CENTRE_STAR,
  readTextGrid,
  validateCard,
  type CardError,
  type TextGrid,
} from '@core/bingo/card-validation';
import type { GameMode } from '@core/bingo/modes';
import type { CardSet } from '@core/schemas/cards';
import { isCardNumber } from '@core/bingo/game-limits';

export const EXPORT_FORMAT = 'bingo-hall-cards';

export interface ImportRow {
  card_number: number;
  name?: string;
  grid: TextGrid;
}

/** What is wrong with one row of an import file; `row` counts from 1 (a CSV's line). */
export type ImportProblem =
  | { kind: 'unreadable' }
  | { kind: 'empty' }
  | { kind: 'shape'; row: number; found: number }
  | { kind: 'cardNumber'; row: number }
  | { kind: 'twice'; row: number; cardNumber: number }
  | { kind: 'cell'; row: number; cardNumber: number; error: CardError };

export interface ParsedImport {
  rows: ImportRow[];
  problems: ImportProblem[];
  /** Rows read, good and bad. */
  total: number;
}

/** The JSON the Export button writes: SPEC's saved card fields plus the card number. */
export function exportJson(set: CardSet, exportedAt: Date): string {
  return `${JSON.stringify(
    {
      format: EXPORT_FORMAT,
      version: 1,
      shop: set.shop_name,
      mode: set.mode,
      exported_at: exportedAt.toISOString(),
      cards: set.cards.map((card) => ({
        card_number: card.card_number,
        name: card.name,
        grid: card.grid,
        createdAt: card.created_at,
        updatedAt: card.updated_at,
      })),
    },
    null,
    2,
  )}\n`;
}

export function exportFileName(set: Pick<CardSet, 'shop_name' | 'mode'>, at: Date): string {
  const shop = set.shop_name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'shop';
  return `bingo-cards-${shop}-${set.mode}-${at.toISOString().slice(0, 10)}.json`;
}

/** A card number from an entry: its own field, or (a SPEC browser export) the number in its name. */
function cardNumberOf(entry: Record<string, unknown>): number | null {
  for (const value of [entry.card_number, entry.cardNumber]) if (isCardNumber(value)) return value;
  if (typeof entry.name === 'string') {
    const n = Number(entry.name.match(/\d+/)?.[0]);
    if (isCardNumber(n) && nameHasBoardNumber(entry.name, n)) return n;
  }
  return null;
}

/** A 5x5 of text from a CSV row: 24 values (the centre left out) or all 25. */
function gridFromValues(values: readonly string[]): TextGrid | null {
  if (values.length !== 24 && values.length !== 25) return null;
  const cells = [...values];
  if (cells.length === 24) cells.splice(CENTRE_ROW * GRID_SIZE + CENTRE_COLUMN, 0, CENTRE_STAR);
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    cells.slice(row * GRID_SIZE, (row + 1) * GRID_SIZE),
  );
}

function jsonEntries(text: string): unknown[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parsed;
    if (
      parsed &&
      typeof parsed === 'object' &&
      Array.isArray((parsed as { cards?: unknown }).cards)
    )
      return (parsed as { cards: unknown[] }).cards;
    return null;
  } catch {
    return null;
  }
}

/** A row judged by SPEC section 5 for the mode, and by one card per number in the file. */
function check(
  candidates: { row: number; card: ImportRow }[],
  mode: GameMode,
  problems: ImportProblem[],
): ImportRow[] {
  const seen = new Set<number>();
  const good: ImportRow[] = [];
  for (const { row, card } of candidates) {
    const errors = validateCard(card.grid, mode);
    if (seen.has(card.card_number))
      problems.push({ kind: 'twice', row, cardNumber: card.card_number });
    else if (errors.length > 0)
      for (const error of errors)
        problems.push({ kind: 'cell', row, cardNumber: card.card_number, error });
    else good.push(card);
    seen.add(card.card_number);
  }
  return good;
}

function parseJson(entries: unknown[], mode: GameMode): ParsedImport {
  const problems: ImportProblem[] = [];
  const candidates: { row: number; card: ImportRow }[] = [];
  entries.forEach((entry, i) => {
    const row = i + 1;
    const record = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const grid = readTextGrid(record.grid);
    const cardNumber = cardNumberOf(record);
    if (!grid) problems.push({ kind: 'shape', row, found: 0 });
    else if (cardNumber === null) problems.push({ kind: 'cardNumber', row });
    else {
      const name = typeof record.name === 'string' ? record.name.trim().slice(0, 100) : '';
      candidates.push({ row, card: { card_number: cardNumber, grid, ...(name ? { name } : {}) } });
    }
  });
  return { rows: check(candidates, mode, problems), problems, total: entries.length };
}

/**
 * A CSV of cards, one a line: the card number, then the 24 numbers row by row (the free centre
 * left out) or all 25 cells. Commas, semicolons or tabs separate; a first line that is not a
 * card (a header) and blank lines are skipped.
 */
function parseCsv(text: string, mode: GameMode): ParsedImport {
  const problems: ImportProblem[] = [];
  const candidates: { row: number; card: ImportRow }[] = [];
  let total = 0;
  text.split(/\r?\n/).forEach((line, i) => {
    const values = line.split(/[,;\t]/).map((value) => value.trim().replace(/^"|"$/g, ''));
    if (values.every((value) => value === '')) return;
    if (i === 0 && !/^\d+$/.test(values[0] ?? '')) return;
    total += 1;
    const row = i + 1;
    const cardNumber = /^\d+$/.test(values[0] ?? '') ? Number(values[0]) : null;
    const grid = gridFromValues(values.slice(1));
    if (cardNumber === null || !isCardNumber(cardNumber))
      problems.push({ kind: 'cardNumber', row });
    else if (!grid) problems.push({ kind: 'shape', row, found: values.length - 1 });
    else candidates.push({ row, card: { card_number: cardNumber, grid } });
  });
  return { rows: check(candidates, mode, problems), problems, total };
}

/** An import file (the JSON export, SPEC's saved cards array, or a CSV) read for a mode. */
export function parseCardFile(text: string, mode: GameMode): ParsedImport {
  const trimmed = text.trim();
  if (trimmed === '') return { rows: [], problems: [{ kind: 'empty' }], total: 0 };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const entries = jsonEntries(trimmed);
    if (!entries) return { rows: [], problems: [{ kind: 'unreadable' }], total: 0 };
    return inRowOrder(parseJson(entries, mode));
  }
  return inRowOrder(parseCsv(trimmed, mode));
}

function inRowOrder(parsed: ParsedImport): ParsedImport {
  const rowOf = (problem: ImportProblem) => ('row' in problem ? problem.row : 0);
  return { ...parsed, problems: [...parsed.problems].sort((a, b) => rowOf(a) - rowOf(b)) };
}
