import type { Db } from '../db/client';
import { hallSyncIncidents } from '../db/schema';

/** A refused or corrected upload, grant or call of a hall: the agent sees them (decision 038). */
export async function recordHallIncident(
  db: Db,
  hallId: number | null,
  code: string,
  detail: string,
): Promise<void> {
  await db.insert(hallSyncIncidents).values({ hallId, code, detail });
}
