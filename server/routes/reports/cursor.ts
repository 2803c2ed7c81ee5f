import { HttpError } from '../../http-error';

/** Where a keyset page starts: the page number it is and the sort key of the row before it. */
export interface PageCursor {
  /** The page this cursor opens. */
  page: number;
  /** The sort the key belongs to; a cursor is refused under another sort. */
  sort: string;
  key: Array<string | number>;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.page, cursor.sort, cursor.key])).toString('base64url');
}

const invalid = () => new HttpError(400, 'invalid_cursor');

/** Reads a client's cursor; anything not made by encodeCursor for this sort answers 400. */
export function decodeCursor(text: string, sort: string): PageCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [page, cursorSort, key] = parsed as [unknown, unknown, unknown];
  if (!Number.isInteger(page) || (page as number) < 2 || cursorSort !== sort) throw invalid();
  if (!Array.isArray(key) || key.length === 0 || key.length > 3) throw invalid();
  if (!key.every((part) => typeof part === 'string' || Number.isInteger(part))) throw invalid();
  return { page: page as number, sort, key: key as Array<string | number> };
}
