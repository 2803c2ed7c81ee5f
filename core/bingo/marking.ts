import { FREE, type CardGrid } from './card';

/** SPEC section 4: marking replaces every called number with an asterisk. */
export const MARK = '*';

export type MarkedCell = number | typeof MARK | typeof FREE | null;
export type MarkedGrid = readonly (readonly MarkedCell[])[];

export function markCard(card: CardGrid, called: Iterable<number>): MarkedGrid {
  const calledSet = called instanceof Set ? (called as ReadonlySet<number>) : new Set(called);
  return card.map((cells) =>
    cells.map((cell) => (typeof cell === 'number' && calledSet.has(cell) ? MARK : cell)),
  );
}

/** A called number or a free space; an empty or missing cell is never marked. */
export function isMarked(cell: MarkedCell | undefined): boolean {
  return cell === MARK || cell === FREE;
}
