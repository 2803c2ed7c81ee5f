import { randomBytes } from 'node:crypto';
import { TV_BEAT_LAPSE_MS, ballAfter, type SentBall } from '@core/display/device-health';

/** A TV as the till sees it: on its feed now or not, since when, and the last ball it was sent. */
export interface TvPresence {
  connected: boolean;
  /** Connected: since its feed opened. Not: since its feed closed or went silent. */
  since: Date;
  sent: SentBall | null;
}

/** One open feed of a TV: what the feed tells presence, and the key its beats name. */
export interface TvFeedLink {
  readonly key: string;
  /** The feed sent the TV a message of this game (the ball it holds may change). */
  sent(gameId: number, type: string, data: Record<string, unknown>): void;
  /** The feed closed (the TV went away, was revoked, or the server shuts down). */
  close(): void;
}

/**
 * Which screens hear the shop's games right now, in this process's memory (decision 053): the
 * TVs' feeds with their beats and last balls, and a count of the phones on each game's public
 * feed. Nothing here reads or writes the database.
 */
export interface DevicePresence {
  openTvFeed(displayId: number): TvFeedLink;
  /** A TV's beat for its feed connection; false when no open feed of this process has the key. */
  beat(key: string): boolean;
  /** A phone opened the game's public feed; the answer is called once it closes. */
  openPhoneFeed(gameId: number): () => void;
  /** null: no feed of this TV opened since the process started. */
  tv(displayId: number): TvPresence | null;
  phones(gameId: number): number;
}

interface Link {
  displayId: number;
  openedAt: number;
  /** null until its first beat: a TV that never beats (an older app) is judged by its feed. */
  beatAt: number | null;
  sent: SentBall | null;
}

export function createDevicePresence(now: () => number = Date.now): DevicePresence {
  const links = new Map<string, Link>();
  const linksOf = new Map<number, Set<Link>>();
  /** A TV's last feed that closed: when, and the ball it held. */
  const lastClosed = new Map<number, { at: number; sent: SentBall | null }>();
  const phones = new Map<number, number>();

  const silentSince = (link: Link): number | null =>
    link.beatAt !== null && now() - link.beatAt > TV_BEAT_LAPSE_MS ? link.beatAt : null;

  return {
    openTvFeed(displayId) {
      const key = randomBytes(16).toString('base64url');
      const held = [...(linksOf.get(displayId) ?? [])].at(-1)?.sent;
      const link: Link = {
        displayId,
        openedAt: now(),
        beatAt: null,
        // A feed resumed by Last-Event-ID sends only what was missed: the TV holds the rest.
        sent: held ?? lastClosed.get(displayId)?.sent ?? null,
      };
      links.set(key, link);
      const own = linksOf.get(displayId) ?? new Set<Link>();
      own.add(link);
      linksOf.set(displayId, own);
      let closed = false;
      return {
        key,
        sent(gameId, type, data) {
          if (!closed) link.sent = ballAfter(link.sent, gameId, type, data);
        },
        close() {
          if (closed) return;
          closed = true;
          links.delete(key);
          own.delete(link);
          if (own.size === 0) linksOf.delete(displayId);
          lastClosed.set(displayId, { at: now(), sent: link.sent });
        },
      };
    },

    beat(key) {
      const link = links.get(key);
      if (!link) return false;
      link.beatAt = now();
      return true;
    },

    openPhoneFeed(gameId) {
      phones.set(gameId, (phones.get(gameId) ?? 0) + 1);
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        const left = (phones.get(gameId) ?? 1) - 1;
        if (left > 0) phones.set(gameId, left);
        else phones.delete(gameId);
      };
    },

    tv(displayId) {
      const open = [...(linksOf.get(displayId) ?? [])];
      const live = open.filter((link) => silentSince(link) === null);
      if (live.length > 0)
        return {
          connected: true,
          since: new Date(Math.min(...live.map((link) => link.openedAt))),
          sent: live.at(-1)!.sent,
        };
      const closed = lastClosed.get(displayId);
      const silent = open.at(-1);
      if (!silent && !closed) return null;
      // The newest of a silent feed (still open on a dead connection) and the last one closed.
      const since = Math.max(closed?.at ?? 0, silent ? silentSince(silent)! : 0);
      const sent = silent && silentSince(silent) === since ? silent.sent : closed?.sent;
      return { connected: false, since: new Date(since), sent: sent ?? null };
    },

    phones: (gameId) => phones.get(gameId) ?? 0,
  };
}
