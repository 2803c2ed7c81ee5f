import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { registerErrorHandler } from './errors';
import { registerVoices, voicesDirFromEnv } from './voices';

const BUNDLED = 'bundled B12';
const HALL = 'hall recording of B12';

let t: TestApp;
let scratch: string;
let webDist: string;
let voicesDir: string;

function writeClip(root: string, path: string, content: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'bingo-voices-'));
  webDist = join(scratch, 'dist');
  voicesDir = join(scratch, 'data', 'voices');
  writeClip(webDist, 'index.html', '<!doctype html><div id="root"></div>');
  for (const clip of ['en/B12.mp3', 'en/I16.mp3', 'am/B12.mp3'])
    writeClip(webDist, `voices/${clip}`, `bundled ${clip}`);
  writeFileSync(join(webDist, 'voices', 'en', 'B12.mp3'), BUNDLED);
  writeClip(voicesDir, 'en/B12.mp3', HALL);
  // A secret outside both roots that traversal must never reach.
  writeClip(scratch, 'secret.mp3', 'secret');
  const previous = process.env.BINGO_VOICES_DIR;
  process.env.BINGO_VOICES_DIR = voicesDir;
  try {
    t = await createTestApp({ webDist });
  } finally {
    if (previous === undefined) delete process.env.BINGO_VOICES_DIR;
    else process.env.BINGO_VOICES_DIR = previous;
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('GET /voices/<lang>/<clip>', () => {
  it("serves the hall's recording in place of the bundled clip", async () => {
    const response = await t.app.inject('/voices/en/B12.mp3');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HALL);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls through to the bundled clip the hall did not replace', async () => {
    expect((await t.app.inject('/voices/en/I16.mp3')).body).toBe('bundled en/I16.mp3');
    expect((await t.app.inject('/voices/am/B12.mp3')).body).toBe('bundled am/B12.mp3');
  });

  it('picks up a recording added while running, without a restart', async () => {
    writeClip(voicesDir, 'am/B12.mp3', 'hall am B12');
    expect((await t.app.inject('/voices/am/B12.mp3')).body).toBe('hall am B12');
  });

  it('answers byte ranges, as media elements ask for them', async () => {
    const response = await t.app.inject({
      url: '/voices/en/B12.mp3',
      headers: { range: 'bytes=0-3' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe(HALL.slice(0, 4));
  });

  it('answers 404, not the SPA page, for a clip that exists nowhere', async () => {
    const response = await t.app.inject('/voices/fr/B12.mp3');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No such voice clip', code: 'voice_clip_not_found' });
  });

  it.each([
    '/voices/xx/B12.mp3',
    '/voices/en/B12.wav',
    '/voices/en/Z12.mp3',
    '/voices/en/b12.mp3',
    '/voices/en/B1234.mp3',
    '/voices/en/..%2F..%2F..%2Fsecret.mp3',
    '/voices/en/%2E%2E%2Fam%2FB12.mp3',
    '/voices/..%2F..%2Fdata/B12.mp3',
    '/voices/en/B12.mp3%00.txt',
  ])('refuses the name %s', async (url) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('secret');
  });

  // Dot segments never reach the clip route; whatever answers them (the SPA page) is no file.
  it.each(['/voices/en/../../secret.mp3', '/voices/../secret.mp3', '/voices/en/B12.mp3/..'])(
    'never serves a file outside the voices folders for %s',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.body).not.toBe('secret');
      expect(response.headers['content-type']).not.toMatch(/audio/);
    },
  );
});

describe('without the web static plugin', () => {
  it('still serves a hall recording with its own file sender', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await registerVoices(app, { webDist, voicesDir });
    try {
      expect((await app.inject('/voices/en/B12.mp3')).body).toBe(HALL);
      expect((await app.inject('/voices/en/I16.mp3')).body).toBe('bundled en/I16.mp3');
      expect((await app.inject('/voices/en/G46.mp3')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('voicesDirFromEnv', () => {
  it('is BINGO_VOICES_DIR, else voices/ in the data directory', () => {
    expect(voicesDirFromEnv({ BINGO_VOICES_DIR: '/srv/hall-voices' })).toBe('/srv/hall-voices');
    expect(voicesDirFromEnv({ BINGO_DATA_DIR: '/var/bingo' })).toBe('/var/bingo/voices');
    expect(voicesDirFromEnv({})).toBe(resolve('data/voices'));
  });
});
