import { normalizeGrid, validateCard, type TextGrid } from '@core/bingo/card-validation';
import { HttpError } from '../http-error';
import type { ErrorDetail } from '@core/schemas/common';
import { cardErrorDetail, sameCard, type CardSetWrite, type CardVersion } from './card-sets';

export interface ImportRow {
  card_number: number;
  name?: string;
  grid: TextGrid;
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** Every row checked before anything is written: SPEC's card rules, one row per card number. */
function rowErrors(rows: readonly ImportRow[], mode: CardSetWrite['set']['mode']) {
  const details: ErrorDetail[] = [];
  const seen = new Set<number>();
  rows.forEach((row, i) => {
    const path = `body.cards.${i}`;
    if (seen.has(row.card_number))
      details.push({
        path,
        message: `Card ${row.card_number}: the number is in the file twice`,
        code: 'card_number_twice',
        params: { card_number: row.card_number },
      });
    seen.add(row.card_number);
    for (const error of validateCard(row.grid, mode))
      details.push(cardErrorDetail(error, path, row.card_number));
  });
  return details;
}

/**
 * Import (a JSON export or a CSV): all rows or none. A row replaces the saved card of its number;
 * with `replace`, cards the import does not hold are deleted. One revision for the whole import.
 */
export async function importCards(
  write: CardSetWrite,
  rows: readonly ImportRow[],
  replace: boolean,
): Promise<ImportCounts> {
  const details = rowErrors(rows, write.set.mode);
  if (details.length > 0) throw new HttpError(422, 'invalid_card', details);
  const current = new Map<number, CardVersion>(
    (await write.currentAll()).map((version) => [version.cardNumber, version]),
  );
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
  const replaced: CardVersion[] = [];
  const added: Parameters<CardSetWrite['add']>[0][number][] = [];
  for (const row of rows) {
    const card = {
      cardNumber: row.card_number,
      name: row.name?.trim() || `Card ${row.card_number}`,
      grid: normalizeGrid(row.grid),
    };
    const version = current.get(row.card_number);
    current.delete(row.card_number);
    if (version && sameCard(version, card)) counts.unchanged += 1;
    else {
      if (version) replaced.push(version);
      added.push({ ...card, origin: version });
      counts[version ? 'updated' : 'created'] += 1;
    }
  }
  await write.close(replaced, false);
  if (replace) await write.close([...current.values()], true);
  await write.add(added);
  return counts;
}
