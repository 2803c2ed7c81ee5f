/**
 * Every row of a keyset-ordered query, a batch at a time (CSV export): `fetch` answers the batch
 * after the last row of the previous one (null: the first), so memory stays one batch.
 */
export async function* keysetBatches<T>(
  fetch: (after: T | null) => Promise<T[]>,
  batchSize: number,
): AsyncGenerator<T[]> {
  let after: T | null = null;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    after = rows.at(-1)!;
  }
}
