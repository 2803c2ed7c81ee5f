import { createHash } from 'node:crypto';
import type { games } from '../../server/db/schema';

type GameInsert = typeof games.$inferInsert;

/**
 * A games row written straight to the database (dashboard tests), with a valid draw order and
 * commitment filled in; the API's start is what real games go through.
 */
export function gameRow(
  values: Omit<GameInsert, 'drawOrder' | 'salt' | 'commitment' | 'status'> & {
    status?: string;
    drawOrder?: number[];
    salt?: string;
    commitment?: string;
  },
): GameInsert {
  const drawOrder = values.drawOrder ?? Array.from({ length: 75 }, (_, i) => i + 1);
  const salt = values.salt ?? '00';
  const commitment =
    values.commitment ??
    createHash('sha256')
      .update(`${drawOrder.join(',')}:${salt}`)
      .digest('hex');
  return { ...values, status: values.status as GameInsert['status'], drawOrder, salt, commitment };
}
