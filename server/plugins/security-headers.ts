import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * CSP for the Vite-built SPA: react-toastify injects <style> tags, fonts may be inlined as data:,
 * audio clips come from the app or blobs, canvas-confetti draws in a blob: worker.
 */
export const SPA_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:', 'data:'],
  workerSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  // Halls often serve over plain HTTP on a LAN address: upgrading would break every asset.
  upgradeInsecureRequests: null,
};

/** Swagger UI at /api/docs: its bundle sets inline styles and loads the spec from 'self'. */
export const SWAGGER_UI_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers helmet sets, worked out once. @fastify/helmet ran helmet again for every request
 * (parsing the CSP directives each time): 6% of the CPU of an authenticated API request.
 */
export function securityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: SPA_CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false on the health probes only: a load balancer reads their constant JSON, no browser
     * renders it, and the headers were a tenth of a probe's cost (docs/performance.md, round 4).
     */
    securityHeaders?: false;
  }
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  // Every answer but the probes', 404s and errors included; a route may still replace one
  // (Swagger UI's CSP).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
    done();
  });
}
