/**
 * The service worker (decision 039), built into dist/sw.js by scripts/vite-service-worker.ts,
 * which fills in this build's file list and version. It keeps the app shell and the ball voices
 * so a reload during a network blip still shows the caller and speaks the balls; it never
 * answers /api/ (money and game state always come from the server).
 */
import { NETWORK_ONLY_PATHS, strategyFor, type Strategy } from './routes';

declare const __PRECACHE__: string[];
declare const __BUILD_VERSION__: string;

// The parts of the worker scope used here (the project's TypeScript lib is DOM, not WebWorker).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** Chromium 123+: requests a rule sends to the network never start or wait for the worker. */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(
    rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }[],
  ): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessage extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessage) => void): void;
}

const worker = self as unknown as WorkerScope;
const SHELL_CACHE_PREFIX = 'bingo-shell-';
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__BUILD_VERSION__}`;
// Kept across builds (4 MB): each clip is checked against the server's ETag as it is used.
// Change the number only if the clips' format changes.
const VOICE_CACHE = 'bingo-voices-1';
const SHELL_PAGE = '/index.html';
// A page load that has not answered by then on flaky Wi-Fi is shown from the cache.
const NAVIGATION_TIMEOUT_MS = 4_000;
const precached = new Set(__PRECACHE__);

worker.addEventListener('install', (event) => {
  // A new build waits until the page says it is a safe moment (web/lib/service-worker.ts).
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(__PRECACHE__)));
  // The API bypasses the worker altogether where the browser can say so (the fetch handler
  // leaves it alone anyway): no worker start-up and no detour for any call.
  const rules = NETWORK_ONLY_PATHS.map((pathname) => ({
    condition: { urlPattern: { pathname } },
    source: 'network' as const,
  }));
  if (event.addRoutes) event.waitUntil(event.addRoutes(rules).catch(() => undefined));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting());
  // The build files the page fetched before this worker controlled it (its language's texts).
  if (message?.type === 'CACHE_URLS' && Array.isArray(message.urls)) {
    event.waitUntil(cacheLoadedFiles(message.urls.filter((url) => typeof url === 'string')));
  }
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const strategy: Strategy = strategyFor({
    method: request.method,
    mode: request.mode,
    url,
    origin: worker.location.origin,
    precached,
  });
  if (strategy === 'navigation') event.respondWith(navigation(request));
  else if (strategy === 'shell') event.respondWith(shellFile(request, url));
  else if (strategy === 'voice') event.respondWith(voiceClip(event, url));
  // 'network': no respondWith, the browser fetches as if there were no worker.
});

async function cacheLoadedFiles(urls: string[]): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  for (const each of urls) {
    const url = new URL(each);
    if (url.origin !== worker.location.origin || !url.pathname.startsWith('/assets/')) continue;
    if (await cache.match(url.pathname)) continue;
    try {
      const response = await fetch(url.pathname);
      if (response.status === 200) await cache.put(url.pathname, response);
    } catch {
      // Offline now: the file is fetched again the next time it is needed.
    }
  }
}

/** Network first; on a failure, a server error or no answer in time, the cached app shell. */
async function navigation(request: Request): Promise<Response> {
  const network = fetch(request);
  // When the cached shell answered first, a later network failure is nobody's concern.
  network.catch(() => undefined);
  const shell = () => caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => void shell().then(resolve), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([network, slow.then((cached) => cached ?? network)]);
    if (response.status < 500) return response;
    return (await shell()) ?? response;
  } catch (error) {
    const cached = await shell();
    if (cached) return cached;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Hashed build files never change: the cache first, then the network (kept for next time). */
async function shellFile(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(url.pathname);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && url.pathname.startsWith('/assets/')) {
    await cache.put(url.pathname, response.clone());
  }
  return response;
}

/**
 * The cached clip at once; meanwhile the server is asked (a conditional request on its ETag), and
 * a clip the hall has replaced with its own recording takes the old one's place for the next use.
 * The audio element asks for byte ranges: the whole clip is fetched and answered instead.
 */
async function voiceClip(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(VOICE_CACHE);
  const cached = await cache.match(url.pathname);
  const refresh = fetch(url.pathname, { cache: 'no-cache' }).then(async (response) => {
    const isClip = (response.headers.get('content-type') ?? '').startsWith('audio/');
    const changed = response.headers.get('etag') !== cached?.headers.get('etag');
    if (response.status === 200 && isClip && (changed || !cached)) {
      await cache.put(url.pathname, response.clone());
    }
    return response;
  });
  if (!cached) return refresh;
  event.waitUntil(refresh.catch(() => undefined));
  return cached;
}
