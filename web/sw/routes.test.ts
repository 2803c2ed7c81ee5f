import { describe, expect, it } from 'vitest';
import { NETWORK_ONLY_PATHS, strategyFor, type RequestFacts } from './routes';

const origin = 'http://127.0.0.1:3000';
const facts = (path: string, changes: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  mode: 'cors',
  url: new URL(path, origin),
  origin,
  precached: new Set(['/index.html', '/preferences.js', '/favicon.svg']),
  ...changes,
});

describe('service worker strategies', () => {
  it('never answers the API or the health probes from a cache, even as a page load', () => {
    for (const path of [
      '/api/v1/games/12',
      '/api/v1/auth/login',
      '/api',
      '/api/docs',
      '/healthz',
      '/readyz',
    ]) {
      expect(strategyFor(facts(path))).toBe('network');
      expect(strategyFor(facts(path, { mode: 'navigate' }))).toBe('network');
    }
  });

  it("the browser's static routes send only such paths past the worker", () => {
    for (const pattern of NETWORK_ONLY_PATHS) {
      const path = pattern.replace('*', 'v1/games/12/');
      expect(strategyFor(facts(path, { mode: 'navigate' }))).toBe('network');
    }
  });

  it('leaves writes, other origins and its own script to the network', () => {
    expect(strategyFor(facts('/assets/index-abc.js', { method: 'POST' }))).toBe('network');
    expect(strategyFor(facts('/assets/index-abc.js', { origin: 'http://10.0.0.2' }))).toBe(
      'network',
    );
    expect(strategyFor(facts('/sw.js'))).toBe('network');
    expect(strategyFor(facts('/voices/manifest.json'))).toBe('network');
  });

  it('loads pages network first, build files and voice clips from the cache', () => {
    expect(strategyFor(facts('/play?game=4', { mode: 'navigate' }))).toBe('navigation');
    expect(strategyFor(facts('/', { mode: 'navigate' }))).toBe('navigation');
    // A printed card's phone page is its own entry: the till's shell must never stand in for it.
    expect(strategyFor(facts('/card/3/12/abcdef0123456789', { mode: 'navigate' }))).toBe('network');
    expect(strategyFor(facts('/assets/index-abc.js'))).toBe('shell');
    expect(strategyFor(facts('/preferences.js'))).toBe('shell');
    expect(strategyFor(facts('/voices/am/B12.mp3'))).toBe('voice');
    expect(strategyFor(facts('/voices/en/O75.mp3', { mode: 'no-cors' }))).toBe('voice');
    expect(strategyFor(facts('/voices/en/X75.mp3'))).toBe('network');
  });
});
