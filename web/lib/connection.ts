import { useEffect, useSyncExternalStore } from 'react';

/**
 * Can this screen reach the API? (decision 027) Every API answer and live-feed message says yes;
 * a request that gets no answer (or a 502-504 from a proxy) says no. While a live screen (the
 * caller, a TV) hears nothing for QUIET_MS it asks the API itself, so a cut shows within 3 s.
 */
export const QUIET_MS = 1500;
export const PROBE_TIMEOUT_MS = 1000;
const WATCH_EVERY_MS = 500;

interface ConnectionState {
  online: boolean;
  /** Counts the returns online: a live screen catches up when it changes. */
  epoch: number;
}

let state: ConnectionState = { online: true, epoch: 0 };
let lastHeardAt = Date.now();
const listeners = new Set<() => void>();

function set(next: ConnectionState): void {
  if (next.online === state.online && next.epoch === state.epoch) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** Something answered (true) or a request got no answer (false). */
export function reportReachable(reachable: boolean): void {
  if (reachable) {
    lastHeardAt = Date.now();
    if (!state.online) set({ online: true, epoch: state.epoch + 1 });
  } else if (state.online) set({ online: false, epoch: state.epoch });
}

export function connectionState(): ConnectionState {
  return state;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let probing = false;
/** The server's liveness probe: it answers without touching the database. */
const PROBE_URL = '/healthz';

async function probe(): Promise<void> {
  if (probing) return;
  probing = true;
  try {
    const response = await fetch(PROBE_URL, {
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    reportReachable(response.status < 500);
  } catch {
    reportReachable(false);
  } finally {
    probing = false;
  }
}

let watchers = 0;
let watchTimer: ReturnType<typeof setInterval> | undefined;
const onOffline = () => reportReachable(false);
const onOnline = () => void probe();

function startWatching(): () => void {
  watchers += 1;
  if (watchers === 1) {
    watchTimer = setInterval(() => {
      if (!state.online || Date.now() - lastHeardAt > QUIET_MS) void probe();
    }, WATCH_EVERY_MS);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
  }
  return () => {
    watchers -= 1;
    if (watchers > 0) return;
    clearInterval(watchTimer);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}

/** The connection as a live screen shows it; `watch` keeps asking the API while it is quiet. */
export function useConnection(watch = false): ConnectionState {
  useEffect(() => (watch ? startWatching() : undefined), [watch]);
  return useSyncExternalStore(subscribe, connectionState, connectionState);
}
