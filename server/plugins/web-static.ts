import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The page of a client route: a printed card's phone page (/card/...) is its own small entry
 * (card.html, decision 037) when the build has it; every other route is the app (index.html).
 */
export function webPages(webDist: string): (path: string) => 'card.html' | 'index.html' {
  const hasCardPage = existsSync(join(webDist, 'card.html'));
  return (path) => (hasCardPage && path.startsWith('/card/') ? 'card.html' : 'index.html');
}

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
