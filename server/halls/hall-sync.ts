import { randomInt } from 'node:crypto';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { isApiErrorCode } from '@core/api-errors';
import type { HallGrant } from '@core/halls/grant';
import type { OutboxEntry } from '@core/halls/outbox';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { hallLink, hallLoadedGrants, hallOutbox, users } from '../db/schema';
import { HttpError } from '../http-error';
import {
  callCentral,
  CentralBusy,
  CentralUnreachable,
  packCall,
  sendCall,
  type PackedCall,
} from './central-client';
import {
  readHallLink,
  returnUnusedAllowance,
  takeGrantIn,
  type HallLinkRow,
} from './hall-allowance';
import { newKeyPair } from './hall-keys';
import { outboxKeySha256 } from './outbox-key';
import { applyMirror, type HallMirror } from './mirror';

/**
 * Entries per upload: a busy day's catch-up in a few dozen calls, each a transaction on central
 * (issue 37: fewer, larger batches; a batch's fixed cost on central is a few dozen statements).
 */
export const UPLOAD_BATCH = 4_000;
/**
 * Payload text per upload, so a batch stays well under central's body limit (8 MiB, counted after
 * decoding, with the payloads escaped in the JSON): 1,200 game rows of a long game are about 4 MB.
 */
export const UPLOAD_BYTES = 4 * 1024 * 1024;

/** The first rows that fit an upload: at least one, then as many as stay within UPLOAD_BYTES. */
export function rowsThatFit<T extends { payload: string }>(rows: readonly T[]): T[] {
  let bytes = 0;
  let count = 0;
  for (const row of rows) {
    bytes += Buffer.byteLength(row.payload);
    if (count > 0 && bytes > UPLOAD_BYTES) break;
    count += 1;
  }
  return rows.slice(0, count);
}

/**
 * The rows of an upload up to its last whole hall transaction: a game's end travels with its
 * winners and its money, so central judges the game whole (issue 37). `next` is the row after
 * them, if read; `drained` says nothing is left to read. A transaction larger than a whole upload
 * (none plays a game) goes as it is.
 */
export function wholeTransactions<T extends { tx: number | null }>(
  rows: readonly T[],
  next: T | undefined,
  drained: boolean,
): readonly T[] {
  const last = rows.at(-1)?.tx ?? null;
  if (last === null) return rows;
  if (next ? next.tx !== last : drained) return rows;
  const cut = rows.findIndex((row) => row.tx === last);
  return cut > 0 ? rows.slice(0, cut) : rows;
}

interface CentralState {
  central_time: string;
  version: string;
  mirror: HallMirror | null;
  grants: { grant: HallGrant; signature: string }[];
}

function offsetFrom(centralTime: string, sentAt: number, receivedAt: number): number {
  return Date.parse(centralTime) - Math.round((sentAt + receivedAt) / 2);
}

/**
 * Pairs this (empty) database with central by the agent's one-time code (decision 038): a key
 * pair is made here, central keeps the public key and the outbox chain key, the outbox triggers
 * are installed and central's copy of the shop's staff and rules is taken in. The database must
 * have been opened with `outboxKey` (hallOutboxKey); without one the chain is unkeyed, as it was
 * for halls paired before keys.
 */
export async function pairWithCentral(
  db: Db,
  input: { centralUrl: string; code: string; outboxKey?: string },
): Promise<HallLinkRow> {
  if (await readHallLink(db)) throw new HttpError(409, 'hall_already_paired');
  // Central's staff keep central's ids on the hall: a folder with users or games of its own would clash.
  const [held] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((held?.n ?? 0) > 0)
    throw new Error('This data folder already holds staff: pair a hall on an empty BINGO_DATA_DIR');
  const keys = newKeyPair();
  const sentAt = Date.now();
  const response = await fetch(new URL('/api/v1/hall_sync/pair/', input.centralUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code: input.code,
      public_key: keys.publicKey,
      outbox_key: input.outboxKey,
    }),
    signal: AbortSignal.timeout(15_000),
  }).catch((error: unknown) => {
    throw new CentralUnreachable(error instanceof Error ? error.message : String(error));
  });
  const answer = (await response.json()) as {
    code?: string;
    hall_id: number;
    shop_id: number;
    central_public_key: string;
    central_time: string;
  };
  if (!response.ok)
    throw new HttpError(
      response.status,
      isApiErrorCode(answer.code) ? answer.code : 'request_failed',
    );
  await db.transaction(async (tx) => {
    await tx.insert(hallLink).values({
      hallId: answer.hall_id,
      shopId: answer.shop_id,
      centralUrl: input.centralUrl,
      privateKey: keys.privateKey,
      publicKey: keys.publicKey,
      centralPublicKey: answer.central_public_key,
      outboxKeySha256: input.outboxKey === undefined ? null : outboxKeySha256(input.outboxKey),
      clockOffsetMs: offsetFrom(answer.central_time, sentAt, Date.now()),
    });
    await tx.execute(sql`select hall_outbox_install()`);
  });
  const link = (await readHallLink(db))!;
  await pullState(db, link);
  return (await readHallLink(db))!;
}

/** Central's copy of staff and rules when it changed, and the grants not taken in yet. */
export async function pullState(db: Db, link: HallLinkRow): Promise<void> {
  const [newest] = await db
    .select({ grantNo: sql<number>`coalesce(max(${hallLoadedGrants.grantNo}), 0)` })
    .from(hallLoadedGrants);
  const sentAt = Date.now();
  const state = await callCentral<CentralState>(
    link,
    'GET',
    `/api/v1/hall_sync/state/?version=${encodeURIComponent(link.stateVersion)}&grants_after=${newest?.grantNo ?? 0}`,
  );
  const clockOffsetMs = offsetFrom(state.central_time, sentAt, Date.now());
  await db.transaction(async (tx) => {
    if (state.mirror) await applyMirror(tx as unknown as Db, state.mirror);
    await tx
      .update(hallLink)
      .set({ stateVersion: state.version, clockOffsetMs, lastSyncAt: new Date() })
      .where(eq(hallLink.id, 1));
  });
  const current = { ...link, clockOffsetMs };
  for (const signed of state.grants) {
    try {
      await db.transaction((tx) => takeGrantIn(tx as unknown as Db, current, signed));
    } catch (error) {
      // A grant refused here (replayed, expired, another hall's) is never taken in; the rest are.
      if (!(error instanceof HttpError)) throw error;
    }
  }
}

/** An outbox row as it travels to central. */
export const outboxEntryOf = (row: typeof hallOutbox.$inferSelect): OutboxEntry => ({
  seq: row.seq,
  kind: row.kind as OutboxEntry['kind'],
  payload: row.payload,
  prev_hash: row.prevHash,
  hash: row.hash,
});

type OutboxRow = typeof hallOutbox.$inferSelect;

/**
 * The outbox as an upload reads it: the rows after a sequence, cut to what one upload carries
 * and to whole hall transactions. Rows read and not sent yet are kept, so a batch cut at
 * UPLOAD_BYTES leaves the rest to the next one, which reads only what it lacks.
 */
function outboxBatches(db: Db) {
  let unsent: OutboxRow[] = [];
  let drained = false;
  return async (after: number): Promise<OutboxRow[]> => {
    unsent = unsent.filter((row) => row.seq > after);
    if (!drained && unsent.length < UPLOAD_BATCH) {
      const wanted = UPLOAD_BATCH - unsent.length;
      const more = await db
        .select()
        .from(hallOutbox)
        .where(gt(hallOutbox.seq, unsent.at(-1)?.seq ?? after))
        .orderBy(asc(hallOutbox.seq))
        .limit(wanted);
      unsent.push(...more);
      drained = more.length < wanted;
    }
    const fit = rowsThatFit(unsent);
    return wholeTransactions(fit, unsent[fit.length], drained).slice();
  };
}

interface Upload {
  rows: OutboxRow[];
  call: Promise<PackedCall>;
}

/** The upload of the rows after `after`, read, signed and gzipped; null when none are left. */
async function nextUpload(
  link: HallLinkRow,
  batchAfter: (after: number) => Promise<OutboxRow[]>,
  after: number,
): Promise<Upload | null> {
  const rows = await batchAfter(after);
  if (rows.length === 0) return null;
  const call = packCall(link, 'POST', '/api/v1/hall_sync/outbox/', {
    entries: rows.map(outboxEntryOf),
    head_seq: rows.at(-1)!.seq,
  });
  // Awaited when sent; a call never sent (an earlier one failed) must not fail unobserved.
  call.catch(() => undefined);
  return { rows, call };
}

/**
 * Uploads the outbox from where central stopped until it is empty; answers entries applied. One
 * upload at a time (central takes one batch of a hall at a time), but the next batch is read and
 * packed while central applies the one before (issue 37).
 */
export async function uploadOutbox(db: Db, link: HallLinkRow): Promise<number> {
  let batchAfter = outboxBatches(db);
  let uploaded = link.uploadedSeq;
  let sent = 0;
  let upload = await nextUpload(link, batchAfter, uploaded);
  while (upload) {
    const answering = sendCall<{ applied_seq: number }>(await upload.call);
    const last = upload.rows.at(-1)!.seq;
    const following = nextUpload(link, batchAfter, last);
    following.catch(() => undefined);
    const answer = await answering.catch(async (error: unknown) => {
      await following.catch(() => undefined);
      // Central answered and refused: the till says so (issue 37) until an upload applies.
      if (error instanceof HttpError)
        await db
          .update(hallLink)
          .set({
            uploadRefusedCode: error.code,
            uploadRefusedSince: sql`coalesce(${hallLink.uploadRefusedSince}, now())`,
          })
          .where(eq(hallLink.id, 1));
      throw error;
    });
    sent += Math.max(0, answer.applied_seq - uploaded);
    uploaded = answer.applied_seq;
    await db
      .update(hallLink)
      .set({
        uploadedSeq: uploaded,
        lastSyncAt: new Date(),
        uploadRefusedCode: null,
        uploadRefusedSince: null,
      })
      .where(eq(hallLink.id, 1));
    // Central applies a whole batch or none: it answers the batch's last row, or a later one it
    // had applied already (an answer lost before): then the rows are read again from there.
    if (uploaded === last) upload = await following;
    else {
      batchAfter = outboxBatches(db);
      upload = await nextUpload(link, batchAfter, uploaded);
    }
  }
  return sent;
}

/** Rows per delete when pruning: each delete is short, so the triggers' appends never wait long. */
export const PRUNE_BATCH = 1_000;

/**
 * Deletes the entries central confirmed it applied. The chain goes on from hall_link's head
 * (outbox_seq, outbox_hash), not from the outbox's last row, so every uploaded entry can go.
 */
export async function pruneUploadedOutbox(db: Db, batch = PRUNE_BATCH): Promise<number> {
  let pruned = 0;
  for (;;) {
    const [gone] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from hall_outbox where seq in (
              select seq from hall_outbox
              where seq <= (select uploaded_seq from hall_link where id = 1)
              order by seq limit ${batch})
            returning 1)
          select count(*)::int as n from gone`,
    );
    pruned += gone?.n ?? 0;
    if ((gone?.n ?? 0) < batch) return pruned;
  }
}

/**
 * One round of the sync worker: state and grants down, unused allowance back, the outbox up and
 * what central applied pruned.
 */
export async function syncOnce(db: Db): Promise<void> {
  const link = await readHallLink(db);
  if (!link) return;
  await pullState(db, link);
  const fresh = (await readHallLink(db))!;
  // A return is an outbox entry like any other: it reaches central in this round's upload.
  await returnUnusedAllowance(db, fresh);
  await uploadOutbox(db, fresh);
  await pruneUploadedOutbox(db);
}

export interface SyncWorker {
  stop(): Promise<void>;
  /** Whether the last round reached central. */
  online(): boolean;
}

/**
 * Syncs every second while the link is up and backs off (to 5 s, so a returning link is used within
 * seconds) while it is down. A busy central (429) is no cut: the hall stays online and waits what
 * central asked plus up to as much again at random, so halls refused together come back spread
 * out (decision 040). A crash or a restart resumes from what central says it applied.
 */
export function startSyncWorker(
  db: Db,
  options: { intervalMs?: number; maxBackoffMs?: number; log?: (message: string) => void } = {},
): SyncWorker {
  const intervalMs = options.intervalMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  let stopped = false;
  let online = false;
  let busy = false;
  /** Central's refusal the log last told of: each is logged once (issue 37). */
  let refused: string | null = null;
  let delay = intervalMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      await syncOnce(db);
      if (!online) options.log?.('hall sync: central reached');
      if (refused) options.log?.('hall sync: central applies the uploads again');
      online = true;
      busy = false;
      refused = null;
      delay = intervalMs;
    } catch (error) {
      if (error instanceof HttpError) {
        // Central answered: the link is up, central refuses (until the agent settles it).
        if (refused !== error.code)
          options.log?.(
            `hall sync: central refused the upload (${error.statusCode} ${error.code}): ` +
              'entries wait until the agent settles it',
          );
        refused = error.code;
        online = true;
        busy = false;
        delay = Math.min(maxBackoffMs, delay * 2);
      } else if (error instanceof CentralBusy) {
        if (!busy) options.log?.('hall sync: central is busy, the upload waits its turn');
        online = true;
        busy = true;
        delay = error.retryAfterMs + randomInt(error.retryAfterMs + 1);
      } else {
        if (online || delay === intervalMs)
          options.log?.(`hall sync: ${error instanceof Error ? error.message : String(error)}`);
        online = false;
        busy = false;
        delay = Math.min(maxBackoffMs, delay * 2);
      }
    }
    if (!stopped) timer = setTimeout(() => (running = round()), delay);
  };
  timer = setTimeout(() => (running = round()), 0);
  return {
    online: () => online,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
