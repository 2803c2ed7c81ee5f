import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export function webDistAvailable(webDist: string | undefined): webDist is string {
  return Boolean(webDist && existsSync(join(webDist, 'index.html')));
}

/**
 * Serves the built SPA; Vite's hashed /assets never change, index.html must always be revalidated.
 * The build writes .br and .gz copies of text files; a browser that accepts them gets those.
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = filePath.startsWith(join(webDist, 'assets'));
      response.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
