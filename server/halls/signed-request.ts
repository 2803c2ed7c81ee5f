import { sha256Hex, signText, signatureValid } from './hall-keys';

/** How far a hall's request time may be from central's: a retry after a long outage is re-signed. */
export const REQUEST_TIME_WINDOW_MS = 15 * 60_000;

export const HALL_HEADERS = {
  hall: 'x-bingo-hall',
  time: 'x-bingo-hall-time',
  signature: 'x-bingo-hall-signature',
} as const;

/** What a hall signs for each call to central: the call, its time and its body's hash. */
export function requestText(method: string, path: string, timeMs: number, body: string): string {
  return `${method.toUpperCase()}\n${path}\n${timeMs}\n${sha256Hex(body)}`;
}

export function signedHeaders(
  hall: { hallId: number; privateKey: string },
  method: string,
  path: string,
  body: string,
  timeMs = Date.now(),
): Record<string, string> {
  return {
    [HALL_HEADERS.hall]: String(hall.hallId),
    [HALL_HEADERS.time]: String(timeMs),
    [HALL_HEADERS.signature]: signText(hall.privateKey, requestText(method, path, timeMs, body)),
  };
}

export function requestSignatureValid(
  publicKey: string,
  request: { method: string; path: string; timeMs: number; body: string; signature: string },
  nowMs = Date.now(),
): boolean {
  if (Math.abs(nowMs - request.timeMs) > REQUEST_TIME_WINDOW_MS) return false;
  return signatureValid(
    publicKey,
    requestText(request.method, request.path, request.timeMs, request.body),
    request.signature,
  );
}
