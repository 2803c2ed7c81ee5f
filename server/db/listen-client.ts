import pg from 'pg';

export interface ListenClientOptions {
  databaseUrl: string;
  channel: string;
  /** The connection's application_name, so operators (and tests) can find it. */
  applicationName: string;
  onNotification(payload: string | undefined): void;
  /** Runs on each new connection once it LISTENs; a rejection refuses it (retried later). */
  verify?(client: pg.Client): Promise<void>;
  /** The connection is up: the first time (`reconnected` false) or after a loss. */
  onConnected?(reconnected: boolean): void;
  /** The connection was lost: notifications go unheard until onConnected. */
  onLost?(error?: Error): void;
  onReconnectFailed?(error: unknown): void;
  /** Backoff of the reconnects: doubles from initialMs up to maxMs. */
  reconnect?: { initialMs: number; maxMs: number };
  /**
   * `required`: a failed first connection rejects (and nothing retries); `retried`: it is retried
   * like a lost one, and the caller goes on without it meanwhile.
   */
  firstConnection: 'required' | 'retried';
}

export interface ListenClient {
  /** Whether the LISTEN connection is up. */
  live(): boolean;
  close(): Promise<void>;
}

const noop = () => undefined;

/**
 * One dedicated connection that LISTENs on a channel, kept alive by TCP keepalive, and reconnected
 * with backoff whenever it errs or ends. Resolves after the first connection attempt.
 */
export async function openListenClient(options: ListenClientOptions): Promise<ListenClient> {
  const { databaseUrl, channel, applicationName } = options;
  // The channel is written into the LISTEN statement: only a plain identifier may be.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const { initialMs, maxMs } = options.reconnect ?? { initialMs: 250, maxMs: 10_000 };

  let listener: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) options.onNotification(message.payload);
  };

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: applicationName,
    });
    client.on('notification', onNotification);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      await options.verify?.(client);
      return client;
    } catch (error) {
      client.removeAllListeners();
      client.on('error', noop);
      await client.end().catch(noop);
      throw error;
    }
  }

  function up(client: pg.Client, reconnected: boolean): void {
    if (closed) {
      void client.end().catch(noop);
      return;
    }
    attempt = 0;
    listener = client;
    options.onConnected?.(reconnected);
  }

  function lost(client: pg.Client, error?: Error): void {
    if (client !== listener) return;
    listener = null;
    client.removeAllListeners('notification');
    client.end().catch(noop);
    options.onLost?.(error);
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect(): void {
    const delay = Math.min(maxMs, initialMs * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        (client) => up(client, true),
        (error: unknown) => {
          if (closed) return;
          options.onReconnectFailed?.(error);
          scheduleReconnect();
        },
      );
    }, delay);
  }

  try {
    up(await connect(), false);
  } catch (error) {
    if (options.firstConnection === 'required') throw error;
    scheduleReconnect();
  }

  return {
    live: () => listener !== null && !closed,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(noop);
    },
  };
}
