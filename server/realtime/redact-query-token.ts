import type { FastifyRequest } from 'fastify';

/** Replaces the value of any `token` query parameter (live streams' EventSource auth). */
export function redactTokenInUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
}

/** Fastify's request log serializer, minus the access token a live stream carries in its URL. */
export function redactQueryToken(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokenInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
