import { ACTORS, type Actor, type ObjectKind } from './matrix-world';

// Every route of the API x every kind of caller x {own object, another tenant's object}: a row.

/** One status for every object, or [own object, another tenant's object]. */
export type Cell = number | readonly [number, number];

export interface Row {
  route: string;
  object: ObjectKind | null;
  cells: Record<Actor, Cell>;
  /** Request body; a function when each request needs a fresh one. */
  body?: unknown | (() => unknown);
  /** The path to request when the route is a wildcard, or built from the object's id. */
  path?: string | ((id: number) => string);
  /** A stream (server-sent events) whose body never ends: only its status is read. */
  stream?: boolean;
  /** Runs (as admin) before each request, with the object's id: e.g. a card to delete. */
  setup?: (id: number) => Promise<unknown>;
}

export function row(
  route: string,
  object: ObjectKind | null,
  ...cells: [Cell, Cell, Cell, Cell, Cell, Cell]
): Row {
  return {
    route,
    object,
    cells: Object.fromEntries(ACTORS.map((actor, i) => [actor, cells[i]])) as Record<Actor, Cell>,
  };
}
export const withBody = (r: Row, body: Row['body']): Row => ({ ...r, body });
export const withPath = (r: Row, path: Row['path']): Row => ({ ...r, path });
export const asStream = (r: Row): Row => ({ ...r, stream: true });
export const withSetup = (r: Row, setup: Row['setup']): Row => ({ ...r, setup });

export const OK = [200, 200] as const;
export const MINE = [200, 404] as const;
export const CREATED = [201, 201] as const;
export const CREATED_MINE = [201, 404] as const;
export const GONE = [204, 204] as const;
export const GONE_MINE = [204, 404] as const;
/** An agent's cashier's game: visible, not its to run. */
export const RUN = [403, 404] as const;
/** Admin got there first: the owner's request is authorized, then refused by the game's state. */
export const LATE = [409, 404] as const;
