import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app';
import { buildApp } from './app';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'bingo-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    join(webDist, 'card.html'),
    '<!doctype html><div id="root" data-page="card"></div>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside each text file.
  writeFileSync(
    join(webDist, 'assets', 'index-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function cspOf(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );
}

describe('security headers', () => {
  it('sends a CSP the SPA, toasts, fonts, audio and confetti workers can live with', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('font-src')).toBe("'self' data:");
    expect(csp.get('media-src')).toBe("'self' blob: data:");
    expect(csp.get('worker-src')).toBe("'self' blob:");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives the Swagger UI page its own CSP', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data:");
    expect(csp.has('worker-src')).toBe(false);
  });
});

describe('the web app', () => {
  it('serves index.html for client routes without caching it', async () => {
    for (const url of ['/', '/selection', '/agent?tab=cashiers']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("serves a printed card's phone page, its own small entry, for /card/ addresses", async () => {
    const card = await t.app.inject('/card/12/34/0123456789abcdef');
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('data-page="card"');
    expect(card.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/cards')).body).not.toContain('data-page="card"');
  });

  it('serves hashed assets with a long cache and 404s a missing one', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/assets/gone-999.js')).statusCode).toBe(404);
  });

  it('sends the precompressed copy a browser accepts, with the same caching', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const asset = await t.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(asset.headers['content-encoding'], accept).toBe(encoding);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = asset.rawPayload;
      expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(
        'console.log(1)',
      );
    }
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('runs without a built web app', async () => {
    const apiOnly = await buildApp({
      database: t.database,
      jwtSecret: 'x',
      logLevel: false,
      webDist: '/nonexistent',
    });
    try {
      const response = await apiOnly.inject('/');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    } finally {
      await apiOnly.close();
    }
  });
});

describe('API errors', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing/'],
      ['POST', '/api/v1/auth/me/'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it('hides internals behind a 500', async () => {
    const app = await buildApp({ database: t.database, jwtSecret: 'x', logLevel: false });
    app.get('/api/v1/explode/', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    try {
      const response = await app.inject('/api/v1/explode/');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    } finally {
      await app.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the auth routes with their schemas', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of ['login', 'refresh', 'logout']) {
      const operation = spec.paths[`/api/v1/auth/${path}/`]?.post;
      expect(operation, path).toBeDefined();
      expect(operation.requestBody.content['application/json'].schema).toBeDefined();
      expect(operation.responses['200']).toBeDefined();
      expect(operation.responses['401']).toBeDefined();
    }
    expect(spec.paths['/api/v1/auth/me/'].get).toBeDefined();
    expect(spec.paths['/api/v1/auth/balance/'].get.responses['200']).toBeDefined();
    expect(JSON.stringify(spec)).toContain('amount_available');
  });
});
