import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One server-sent event as a browser's EventSource would parse it; `comment` for `: ...` lines. */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far, in order. */
  messages: SseMessage[];
  /** The body of a non-200 answer. */
  body(): Promise<string>;
  /** Resolves with the first message (after those already taken by earlier calls) that matches. */
  next(match?: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseFrame(frame: string): SseMessage {
  const message: SseMessage = {};
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) {
      message.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') message.id = value;
    else if (field === 'event') message.event = value;
    else if (field === 'data')
      message.data = message.data === undefined ? value : `${message.data}\n${value}`;
    else if (field === 'retry') message.retry = Number(value);
  }
  return message;
}

/** Opens a real HTTP connection to an event stream and parses what arrives. */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } });
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      const messages: SseMessage[] = [];
      let cursor = 0;
      let buffer = '';
      let raw = '';
      const wakers = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          messages.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wakers.forEach((wake) => wake());
      });
      const ended = new Promise<void>((done) => {
        res.on('end', () => done());
        res.on('close', () => done());
      });
      ended.then(() => wakers.forEach((wake) => wake()));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        ended,
        body: async () => {
          await ended;
          return raw;
        },
        next(match = () => true, timeoutMs = 5_000) {
          return new Promise((found, fail) => {
            const check = () => {
              while (cursor < messages.length) {
                const message = messages[cursor++]!;
                if (match(message)) {
                  cleanup();
                  found(message);
                  return;
                }
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(
                new Error(`no matching event within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
              );
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              wakers.delete(check);
            };
            wakers.add(check);
            check();
          });
        },
        close: () => {
          req.destroy();
          res.destroy();
        },
      });
    });
    req.end();
  });
}
