import { BEAT_KEY_PATTERN } from '@core/display/device-health';
import { tvSession } from '@web/lib/tv-api';

/**
 * Tells the server, at the pace its feed's `presence` message asks, that this TV still hears that
 * feed (decision 053): a TV whose Wi-Fi dies closes nothing, and only its silence shows the till
 * it dropped. One beat at a time; a lost one is not retried (the next one follows). Returns stop;
 * null when the message is not a presence message this TV understands.
 */
export function startTvBeat(
  message: unknown,
  send: (key: string, signal: AbortSignal) => Promise<unknown> = tvSession.beat,
): (() => void) | null {
  const { beat_key: key, beat_every_ms: every } = (message ?? {}) as Record<string, unknown>;
  if (typeof key !== 'string' || !BEAT_KEY_PATTERN.test(key)) return null;
  if (typeof every !== 'number' || !(every >= 250)) return null;
  let inFlight = false;
  const beat = () => {
    if (inFlight) return;
    inFlight = true;
    send(key, AbortSignal.timeout(2 * every))
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  beat();
  const timer = setInterval(beat, every);
  return () => clearInterval(timer);
}
