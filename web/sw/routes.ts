/**
 * Which way the service worker answers a request (decision 039). Pure, so it is tested without a
 * worker: the one rule that matters most is that nothing under /api/ is ever answered from a cache.
 */
export type Strategy =
  /** Not touched: the browser goes to the network as if there were no worker. */
  | 'network'
  /** A page load: the network first, the cached app shell when the network fails. */
  | 'navigation'
  /** A hashed build file (or a precached one): the cache first, it never changes. */
  | 'shell'
  /** A ball's voice clip: the cache first, checked against the server in the background. */
  | 'voice';

/** The clips' URLs (server/plugins/voices.ts): /voices/<lang>/<letter><number>.mp3. */
export const VOICE_CLIP_PATH = /^\/voices\/[a-z]{2}\/[BINGO][0-9]{1,3}\.mp3$/;

/** What always comes from the server: money, game state, sign-in, health probes. */
const NEVER_CACHED = /^\/(api|healthz|readyz)(\/|$)/;
/** The same as URL patterns, for the browser's static routes (the worker is not even asked). */
export const NETWORK_ONLY_PATHS = ['/api', '/api/*', '/healthz', '/readyz'];

export interface RequestFacts {
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
  url: URL;
  /** The worker's own origin. */
  origin: string;
  /** The precached paths of this build. */
  precached: ReadonlySet<string>;
}

export function strategyFor({ method, mode, url, origin, precached }: RequestFacts): Strategy {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  if (NEVER_CACHED.test(path) || path === '/sw.js') return 'network';
  if (VOICE_CLIP_PATH.test(path)) return 'voice';
  // A printed card's phone page is its own small entry (decision 037): never the till's shell.
  if (mode === 'navigate' && path.startsWith('/card/')) return 'network';
  if (mode === 'navigate') return 'navigation';
  if (path.startsWith('/assets/') || precached.has(path)) return 'shell';
  return 'network';
}
