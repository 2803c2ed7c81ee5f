import { useState } from 'react';

interface PagesState {
  key: string;
  page: number;
  /** The cursor that opens each page reached by "next" (keyset: as fast at page 1,000). */
  cursors: Record<number, string>;
}

/**
 * The page of a list paged on the server. Pages reached one by one go by the server's
 * `next_cursor`; any other page by its number. A new `resetKey` (filters, page size) starts again
 * at page 1.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<PagesState>({ key: resetKey, page: 1, cursors: {} });
  const current = state.key === resetKey ? state : { key: resetKey, page: 1, cursors: {} };
  if (current !== state) setState(current);
  const cursor = current.cursors[current.page];
  return {
    page: current.page,
    /** What to send: the page's cursor when known, else its number. */
    query: cursor ? { cursor } : { page: current.page },
    /** Moves to a page; `nextCursor` is the answer's next_cursor when moving one forward. */
    goTo: (page: number, nextCursor?: string | null) =>
      setState((s) => ({
        ...s,
        page,
        cursors:
          nextCursor && page === s.page + 1 ? { ...s.cursors, [page]: nextCursor } : s.cursors,
      })),
  };
}
