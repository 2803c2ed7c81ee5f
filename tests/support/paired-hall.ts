import { openDatabase } from '../../server/db/client';
import { pairWithCentral } from '../../server/halls/hall-sync';
import { newOutboxKey } from '../../server/halls/outbox-key';
import { call } from './api';
import { pgliteTemplate } from './database-template';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import {
  createTestApp,
  type Session,
  type TestApp,
  type TestAppOptions,
  type TestShop,
  type TestUser,
} from './test-app';

/** A central app listening on 127.0.0.1 and a hall paired to one of its shops through a proxy. */
export interface PairedHall {
  central: TestApp;
  hall: TestApp;
  /** The hall's outbox chain key; null for a hall paired as before keys. */
  outboxKey: string | null;
  proxy: TcpProxy;
  agent: TestUser;
  cashier: TestUser;
  shop: TestShop;
  agentSession: Session;
  /** The cashier signed in on the hall. */
  hallSession: Session;
  close(): Promise<void>;
}

/** One hall of a central that may have several: its shop, its staff, its proxy and its server. */
export type HallOfCentral = Omit<PairedHall, 'central' | 'close'> & { close(): Promise<void> };

/**
 * A new agent, cashier and shop on `central` (already listening on 127.0.0.1), and a hall on PGlite
 * paired to that shop through a proxy of its own.
 */
export async function pairHallTo(
  central: TestApp,
  options: {
    online?: () => boolean;
    cashierBalance?: number;
    hallApp?: TestAppOptions;
    /** False: paired as halls were before chain keys, its outbox chained without a key. */
    keyedChain?: boolean;
  } = {},
): Promise<HallOfCentral> {
  const agent = await central.createUser({ role: 'agent', balance: 2000 });
  const cashier = await central.createUser({
    agentId: agent.agentId!,
    balance: options.cashierBalance ?? 1000,
  });
  const shop = await central.createShop(cashier);
  const agentSession = await central.loginAs(agent);
  const address = central.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('central is not listening');
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: address.port });
  const link = await call(central.app, 'POST', `/api/v1/shops/${shop.id}/hall_link/`, {
    as: agentSession,
  });
  if (link.statusCode !== 201) throw new Error(`hall_link ${link.statusCode}: ${link.body}`);
  const outboxKey = options.keyedChain === false ? null : newOutboxKey();
  const hallDb = await openDatabase({
    inMemory: true,
    loadDataDir: await pgliteTemplate(),
    ...(outboxKey && { hallOutboxKey: outboxKey }),
  });
  await pairWithCentral(hallDb.db, {
    centralUrl: proxy.url,
    code: link.json<{ code: string }>().code,
    ...(outboxKey && { outboxKey }),
  });
  const hall = await createTestApp({
    ...options.hallApp,
    database: hallDb,
    hall: { online: options.online ?? (() => true) },
  });
  const hallSession = await hall.loginAs(cashier);
  return {
    hall,
    outboxKey,
    proxy,
    agent,
    cashier,
    shop,
    agentSession,
    hallSession,
    close: async () => {
      await hall.close();
      await proxy.close();
    },
  };
}

export async function pairedHall(
  options: {
    central?: TestAppOptions;
    /** The hall's own app options (its beacon, say). */
    hallApp?: TestAppOptions;
    online?: () => boolean;
    cashierBalance?: number;
    keyedChain?: boolean;
  } = {},
): Promise<PairedHall> {
  const central = await createTestApp(options.central);
  await central.app.listen({ port: 0, host: '127.0.0.1' });
  const paired = await pairHallTo(central, options);
  return {
    ...paired,
    central,
    close: async () => {
      await paired.close();
      await central.close();
    },
  };
}
