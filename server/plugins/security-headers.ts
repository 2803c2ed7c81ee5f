import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: SPA_CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
}
