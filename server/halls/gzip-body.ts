import { createGunzip } from 'node:zlib';
import type { FastifyRequest, RequestPayload } from 'fastify';
import { HttpError } from '../http-error';

/**
 * Decodes a hall's gzipped upload before it is parsed (preParsing). Fastify counts the route's
 * body limit on what comes out of this stream, so a small body that inflates past it is refused
 * (413) rather than read whole.
 */
export async function gunzipHallBody(
  request: FastifyRequest,
  _reply: unknown,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return payload;
  if (encoding !== 'gzip') throw new HttpError(415, 'unsupported_media_type');
  const gunzip = createGunzip();
  Object.defineProperty(gunzip, 'receivedEncodedLength', { get: () => gunzip.bytesWritten });
  // A body that is not gzip is the sender's mistake (400), not central's.
  gunzip.on('error', (error) => Object.assign(error, { statusCode: 400 }));
  payload.pipe(gunzip);
  return gunzip;
}
