import { useEffect } from 'react';

/**
 * When a new build may take over (decision 039): never while the caller shows a game (it would
 * reload mid-game), otherwise at the next change of screen or when the page is hidden, so a form
 * being filled in is not lost either.
 */
export interface UpdateGate {
  /** A new version is waiting; `apply` runs at the next safe moment (once). */
  offer(apply: () => void): void;
  /** The user moved to another screen, or the page was hidden: a safe moment unless held. */
  safeMoment(): void;
  /** Holds updates off until the returned release is called (which is a safe moment itself). */
  hold(): () => void;
}

export function createUpdateGate(): UpdateGate {
  let holds = 0;
  let pending: (() => void) | null = null;
  const safeMoment = () => {
    if (holds > 0 || !pending) return;
    const apply = pending;
    pending = null;
    apply();
  };
  return {
    offer(apply) {
      pending = apply;
    },
    safeMoment,
    hold() {
      holds += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holds -= 1;
        safeMoment();
      };
    },
  };
}

const gate = createUpdateGate();

/** The caller holds updates off for as long as it shows a game. */
export function useHoldAppUpdate(): void {
  useEffect(() => gate.hold(), []);
}

/** Call after every change of screen: a waiting version takes over then. */
export const appUpdateSafeMoment = () => gate.safeMoment();

// A till may stay on one screen for days: it asks for a new build now and then.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js in production builds only (under `vite` dev nothing is cached), after the first
 * paint so it never delays it. Never throws: without a worker the app works as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let reloading = false;
  let asked = false;
  const offer = (waiting: ServiceWorker) =>
    gate.offer(() => {
      asked = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  // Only a takeover this page asked for reloads it; the first install just starts controlling.
  container.addEventListener('controllerchange', () => {
    if (!asked || reloading) return;
    reloading = true;
    window.location.reload();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') gate.safeMoment();
  });

  const start = async () => {
    const registration = await container.register('/sw.js', { updateViaCache: 'none' });
    if (registration.waiting && container.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) offer(installing);
      });
    });
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    // The build files this page fetched before the worker controlled it: the language's texts.
    const ready = await container.ready;
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    ready.active?.postMessage({ type: 'CACHE_URLS', urls });
  };
  const startSoon = () =>
    void start().catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') startSoon();
  else window.addEventListener('load', startSoon, { once: true });
}
