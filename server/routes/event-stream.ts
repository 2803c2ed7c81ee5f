import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A client this far behind (bytes not yet sent) is cut off; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** How long an EventSource waits before reconnecting after the stream ends. */
export const RECONNECT_DELAY_MS = 2_000;

/** One open server-sent-events stream, as a feed writes to it. */
export interface EventStream {
  /** Sends a chunk; nothing once the stream has ended. */
  write(chunk: string): void;
  /** Ends the stream; the client reconnects (with Last-Event-ID) and catches up. */
  end(): void;
}

/** How long a stream's last bytes may take to leave at shutdown before its connection is cut. */
const SHUTDOWN_FLUSH_MS = 500;

/**
 * Ends a stream at shutdown and closes its connection once the end is sent (or at once for a
 * client that reads nothing): an EventSource reconnects to another instance either way, and a
 * kept-alive or stalled connection must not hold the server's close until its timeout.
 */
function endForShutdown(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const socket = response.socket;
    const done = () => {
      clearTimeout(timer);
      socket?.destroy();
      response.destroy();
      resolve();
    };
    const timer = setTimeout(done, SHUTDOWN_FLUSH_MS);
    if (response.writableEnded || response.destroyed) return done();
    // Not end(callback): an injected response (light-my-request) takes a function for data.
    response.once('finish', done);
    response.end();
  });
}

/** Starts a feed on an open stream; answers the feed's stop, called once the stream closes. */
export type StartFeed = (stream: EventStream) => () => void;

/** The Last-Event-ID an EventSource sends back when it reconnects, as sent. */
export function lastEventIdHeader(request: FastifyRequest): string | null {
  const header = request.headers['last-event-id'];
  return (Array.isArray(header) ? header[0] : header) ?? null;
}

/**
 * The server-sent-events streams of one route plugin: each opens with its headers and a `retry`
 * line, gets a heartbeat comment every `heartbeatMs`, is cut off when too far behind, stops its
 * feed when the client goes away, and is ended before the server closes (a graceful shutdown
 * never waits on a display).
 */
export function eventStreams(
  app: FastifyInstance,
  heartbeatMs: number,
): (reply: FastifyReply, start: StartFeed) => void {
  const openStreams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    await Promise.all([...openStreams].map(endForShutdown));
  });

  return (reply, start) => {
    // Written straight to the socket (no stream in between): at a draw the same bytes go to
    // every screen of the game, 1,000 of them in a hall (tests/bench/live-feed.ts).
    reply.hijack();
    const response = reply.raw;
    // The client left while the route was still reading (its access, the game): its 'close' has
    // already passed, so a feed started now would never be stopped (issue 37).
    if (response.destroyed || reply.request.raw.destroyed) {
      response.destroy();
      return;
    }
    response.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    openStreams.add(response);
    const stream: EventStream = {
      write: (chunk) => {
        if (response.writableEnded || response.destroyed) return;
        response.write(chunk);
        if (response.writableLength > MAX_BUFFERED_BYTES) stream.end();
      },
      end: () => {
        if (!response.writableEnded) response.end();
      },
    };
    stream.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), heartbeatMs);
    const stopFeed = start(stream);
    const stop = () => {
      clearInterval(heartbeat);
      stopFeed();
    };
    // The client went away, or the stream ended (shutdown, too far behind).
    response.once('close', () => {
      stop();
      openStreams.delete(response);
    });
    response.once('finish', stop);
  };
}
