import { createServer, connect, type Socket } from 'node:net';

/** A TCP proxy on 127.0.0.1 whose link a test cuts and restores (a hall losing its internet). */
export interface TcpProxy {
  url: string;
  port: number;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  /** Bytes the clients have sent through the proxy so far (what a hall's link carried up). */
  clientBytes(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  /** Sees every chunk the client sends before it is passed on (a test acting mid-request). */
  onClientData?: (chunk: Buffer) => void,
): Promise<TcpProxy> {
  let up = true;
  let clientBytes = 0;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => {
      clientBytes += chunk.length;
      onClientData?.(chunk);
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('proxy did not listen');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      up = true;
    },
    clientBytes: () => clientBytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
