import { newIdempotencyKey } from '@web/lib/idempotency';

const KEY = 'bingoTillId';
let inMemory: string | null = null;

/**
 * This tab's till id (decision 051): a random v4 UUID kept in sessionStorage, so each tab is a
 * till of its own and a reload stays the same till. Blocked storage keeps it for the page view.
 */
export function thisTill(): string {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored) return stored;
    const created = inMemory ?? newIdempotencyKey();
    sessionStorage.setItem(KEY, created);
    inMemory = created;
    return created;
  } catch {
    inMemory ??= newIdempotencyKey();
    return inMemory;
  }
}
