/**
 * What a hall's transaction changed in a game row (decision 040, migration 0037): the columns set
 * to a new value, and the array columns that only grew at their end, by what was added (a draw
 * adds one call to `called`). The game's first entry is its whole row (kind `game`); each later
 * transaction that changes it logs a `game_patch` entry of this shape, so a draw sends a few
 * dozen bytes instead of the whole row with its draw order, cards and calls.
 */
export interface GamePatch {
  set: Record<string, unknown>;
  append: Record<string, unknown[]>;
}

/** A `game_patch` entry's payload: the hall's game id and its patch. */
export interface GamePatchPayload extends GamePatch {
  id: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A payload as a patch, or null when it does not have a patch's shape (a hall's mistake). */
export function gamePatchOf(payload: unknown): GamePatchPayload | null {
  if (!isRecord(payload) || !Number.isInteger(payload.id)) return null;
  const { id, set, append } = payload;
  if (!isRecord(set) || !isRecord(append)) return null;
  if (!Object.values(append).every((added) => Array.isArray(added) && added.length > 0))
    return null;
  if (Object.keys(append).some((column) => column in set)) return null;
  return { id: id as number, set, append: append as Record<string, unknown[]> };
}

/** A whole game row (an entry of kind `game`) as a patch: it sets every column. */
export const wholeRowPatch = (row: Record<string, unknown>): GamePatch => ({
  set: row,
  append: {},
});

/**
 * `before` then `after`, as one patch (central writes a game once per batch). Null when `after`
 * appends to a column `before` set to something that is not an array: no row the hall wrote
 * could have had that change.
 */
export function patchThen(before: GamePatch, after: GamePatch): GamePatch | null {
  const set = { ...before.set };
  const append = { ...before.append };
  for (const [column, value] of Object.entries(after.set)) {
    set[column] = value;
    delete append[column];
  }
  for (const [column, added] of Object.entries(after.append)) {
    if (column in set) {
      const held = set[column];
      if (!Array.isArray(held)) return null;
      set[column] = [...(held as unknown[]), ...added];
    } else append[column] = [...(append[column] ?? []), ...added];
  }
  return { set, append };
}
