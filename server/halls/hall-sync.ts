import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
import { outboxBatchAfter } from './outbox-batches';

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

interface Upload {
  last: number;
  pipelined: boolean;
  call: Promise<PackedCall>;
}

/** The upload of the rows after `after`, read, signed and gzipped; null when none are left. */
async function nextUpload(
  db: Db,
  link: HallLinkRow,
  after: number,
  { pipelined, entries }: { pipelined: boolean; entries?: number },
): Promise<Upload | null> {
  const batch = await outboxBatchAfter(db, after, { pipelined, entries });
  if (!batch) return null;
  const call = packCall(link, 'POST', '/api/v1/hall_sync/outbox/', batch.body);
  // Awaited when sent; a call never sent (an earlier one failed) must not fail unobserved.
  call.catch(() => undefined);
  return { last: batch.last, pipelined, call };
}

interface Sent {
  upload: Upload;
  answer: Promise<{ applied_seq: number }>;
  /** Whether its answer came back a failure already: nothing more is sent behind it. */
  failed: () => boolean;
}

async function send(upload: Upload): Promise<Sent> {
  let failed = false;
  const answer = sendCall<{ applied_seq: number }>(await upload.call);
  answer.catch(() => (failed = true));
  return { upload, answer, failed: () => failed };
}

/** Waits out what was sent or read after a batch whose answer ends the round: nothing left running. */
async function settle(inFlight: readonly Sent[], ahead: Promise<Upload | null> | null) {
  await Promise.all(
    [...inFlight.map((sent) => sent.answer), ahead].map((p) => p?.catch(() => undefined)),
  );
}

/** A pipelined batch central refused for the gap before it: sent again once what is before it applied. */
const gapBefore = (sent: Sent, error: unknown) =>
  sent.upload.pipelined && error instanceof HttpError && error.code === 'batch_out_of_order';

async function noteRefusal(db: Db, error: unknown): Promise<void> {
  // Central answered and refused: the till says so (issue 37) until an upload applies.
  if (error instanceof HttpError)
    await db
      .update(hallLink)
      .set({
        uploadRefusedCode: error.code,
        uploadRefusedSince: sql`coalesce(${hallLink.uploadRefusedSince}, now())`,
      })
      .where(eq(hallLink.id, 1));
}

/** Batches at central at once: one applied, the next received and checked meanwhile. */
const IN_FLIGHT = 2;

/**
 * Uploads the outbox from where central stopped until it is empty; answers entries applied. Two
 * batches are in flight (issue 37 item 7), and the one after them is read and packed: while
 * central applies a batch it receives and checks the next (decision 040), and the one after that
 * is ready to go when the first is answered.
 */
export async function uploadOutbox(
  db: Db,
  link: HallLinkRow,
  { batchEntries }: { batchEntries?: number } = {},
): Promise<number> {
  let uploaded = link.uploadedSeq;
  let sent = 0;
  const read = (after: number, pipelined: boolean) => {
    const reading = nextUpload(db, link, after, { pipelined, entries: batchEntries });
    reading.catch(() => undefined);
    return reading;
  };
  let inFlight: Sent[] = [];
  let ahead: Promise<Upload | null> | null = read(uploaded, false);
  for (;;) {
    while (ahead && inFlight.length < IN_FLIGHT && !inFlight.at(-1)?.failed()) {
      const upload: Upload | null = await ahead;
      // Sent before the next is read: PGlite's read holds the hall's one thread.
      if (upload) inFlight.push(await send(upload));
      ahead = upload && read(upload.last, true);
    }
    const current = inFlight.shift();
    if (!current) return sent;
    let answer: { applied_seq: number };
    try {
      answer = await current.answer;
    } catch (error) {
      await settle(inFlight, ahead);
      if (!gapBefore(current, error)) {
        await noteRefusal(db, error);
        throw error;
      }
      // It overtook the one before on the way: the rows are read again from what central applied.
      inFlight = [];
      ahead = read(uploaded, false);
      continue;
    }
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
    // had applied already (an answer lost before): then the rows are read again from there, one
    // batch first, alone.
    if (uploaded !== current.upload.last) {
      await settle(inFlight, ahead);
      inFlight = [];
      ahead = read(uploaded, false);
    }
  }
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
