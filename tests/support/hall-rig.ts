import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import {
  callApi,
  pairHallProcess,
  startCentralWithShop,
  startServerProcess,
  stopServerProcess,
  type Credentials,
  type ServerProcess,
} from './hall-servers';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * Central as a server process with an agent, its cashier and the cashier's shop, and a hall of
 * that shop once paired: each on a port the system hands out (specs run side by side) with a
 * data folder of its own, the hall reaching central through a proxy the test cuts.
 */
export interface HallRig {
  central: ServerProcess;
  agentToken: string;
  shopId: number;
  proxy: TcpProxy;
  hallDir: string;
  /** The hall's environment: its port and folder, and central through the proxy. */
  hallEnv: Record<string, string>;
  /** Set by pairHall, or by a test that pairs the hall its own way. */
  hall?: ServerProcess;
  /** The agent links a hall on central (API), the hall pairs with that code and starts. */
  pairHall(): Promise<ServerProcess>;
  /** Stops the hall, runs `meanwhile` (the hall's owner at its database), starts it again. */
  restartHall(meanwhile: () => Promise<void>): Promise<ServerProcess>;
  stop(): Promise<void>;
}

export async function startHallRig(staff: {
  agent: Credentials;
  cashier: Credentials;
  shopName: string;
}): Promise<HallRig> {
  const [centralPort, hallPort] = [await freePort(), await freePort()];
  const centralDir = mkdtempSync(join(tmpdir(), 'bingo-e2e-central-'));
  const hallDir = mkdtempSync(join(tmpdir(), 'bingo-e2e-hall-'));
  const { central, agentToken, shopId } = await startCentralWithShop(
    { PORT: String(centralPort), BINGO_DATA_DIR: centralDir },
    { admin: { username: 'admin', password: 'central-admin-pass' }, ...staff },
  );
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: centralPort });
  const hallEnv = { PORT: String(hallPort), BINGO_DATA_DIR: hallDir, BINGO_CENTRAL_URL: proxy.url };
  const rig: HallRig = {
    central,
    agentToken,
    shopId,
    proxy,
    hallDir,
    hallEnv,
    async pairHall() {
      const link = await callApi<{ code: string }>(
        central.url,
        'POST',
        `/shops/${shopId}/hall_link/`,
        agentToken,
      );
      const paired = await pairHallProcess(hallEnv, link.body.code);
      if (!paired.output.includes('Paired: hall')) throw new Error(paired.output);
      rig.hall = await startServerProcess(hallEnv);
      return rig.hall;
    },
    async restartHall(meanwhile) {
      await stopServerProcess(rig.hall);
      await meanwhile();
      rig.hall = await startServerProcess(hallEnv);
      return rig.hall;
    },
    async stop() {
      await stopServerProcess(rig.hall);
      await stopServerProcess(central);
      await proxy.close();
      rmSync(centralDir, { recursive: true, force: true });
      rmSync(hallDir, { recursive: true, force: true });
    },
  };
  return rig;
}
