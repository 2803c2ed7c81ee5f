/** Byte order mark: spreadsheet programs then read the file as UTF-8 (Ethiopic names stay legible). */
export const CSV_BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (OWASP "CSV injection"); tab and CR start them too.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): numbers as they are; text that could start a formula is prefixed with
 * a single quote; text holding a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line ending in CRLF, as RFC 4180 and spreadsheet programs expect. */
export function csvLine(
  cells: ReadonlyArray<string | number | boolean | null | undefined>,
): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
