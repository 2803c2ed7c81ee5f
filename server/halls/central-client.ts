import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isApiErrorCode } from '@core/api-errors';
import { HttpError } from '../http-error';
import { signedHeaders } from './signed-request';

/** A hall's link to central as the sync worker and the hall's routes use it. */
export interface CentralLink {
  hallId: number;
  privateKey: string;
  centralUrl: string;
  /** central's clock minus this machine's, in ms. */
  clockOffsetMs: number;
}

/** Central could not be reached (the link is down): the hall keeps working on its own. */
export class CentralUnreachable extends Error {}

/** Central answered 429: the link is up but central is applying other halls; wait and try again. */
export class CentralBusy extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`central is busy: try again in ${retryAfterMs} ms`);
  }
}

/** When central names no wait (or one that is not a number of seconds). */
const BUSY_WAIT_MS = 2_000;
/** The longest wait taken from central's answer, so a hall never sits idle for long. */
const LONGEST_BUSY_WAIT_MS = 60_000;

function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  if (!header || !Number.isInteger(seconds) || seconds < 0) return BUSY_WAIT_MS;
  return Math.min(LONGEST_BUSY_WAIT_MS, seconds * 1000);
}

const TIMEOUT_MS = 10_000;
/** Bodies above this size travel gzipped: a day's outbox is mostly game rows that repeat. */
const GZIP_FROM_BYTES = 1024;
const gzipped = promisify(gzip);

/** A body already in JSON text (the hall's database wrote it), sent as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A call to central signed and packed (gzipped when large), ready to send. */
export interface PackedCall {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: string | Awaited<ReturnType<typeof gzipped>> | undefined;
}

/**
 * Signs and packs a call: done ahead of sending, a catch-up packs its next batch while central
 * applies the one before (the signature's time allows minutes).
 */
export async function packCall(
  link: CentralLink,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<PackedCall> {
  const text =
    body === undefined ? '' : body instanceof JsonText ? body.text : JSON.stringify(body);
  const pathOnly = path.split('?')[0]!;
  // The signature covers the JSON text; central checks it after decoding.
  const packed = text.length >= GZIP_FROM_BYTES;
  const headers: Record<string, string> = {
    ...signedHeaders(link, method, pathOnly, text, Date.now() + link.clockOffsetMs),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(packed && { 'content-encoding': 'gzip' }),
  };
  const sent = packed ? await gzipped(text) : text;
  return {
    url: new URL(path, link.centralUrl),
    method,
    headers,
    body: body === undefined ? undefined : sent,
  };
}

/** A call to central signed with the hall's key; central's refusals come back as HttpError. */
export async function callCentral<T>(
  link: CentralLink,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  return sendCall<T>(await packCall(link, method, path, body));
}

/** Sends a packed call; central's refusals come back as HttpError. */
export async function sendCall<T>(call: PackedCall): Promise<T> {
  const { url, method, headers, body } = call;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new CentralUnreachable(error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => ({}))) as { code?: string };
  if (response.status >= 500) throw new CentralUnreachable(`central answered ${response.status}`);
  if (response.status === 429)
    throw new CentralBusy(retryAfterMs(response.headers.get('retry-after')));
  if (!response.ok)
    throw new HttpError(
      response.status,
      isApiErrorCode(answer.code) ? answer.code : 'request_failed',
    );
  return answer as T;
}
