import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import type { Session } from '../../tests/support/test-app';
import { ACTORS, openWorld, world, type Actor } from './matrix-world';
import { accountRows } from './rows-accounts';
import { gameRows } from './rows-games';
import { shopRows } from './rows-shops';

// Every route of the API x every kind of caller x {own object, another tenant's object}.
// A route missing from MATRIX (or listed but gone) fails the first test: a new route cannot escape.
// The rows run in this order: a row can rely on what the ones before it did to the objects.
const MATRIX = [...accountRows, ...gameRows, ...shopRows];

beforeAll(openWorld);
afterAll(async () => {
  await world.t?.close();
});

/** A streaming route answers its status at once; an error's body is read to its end. */
async function callStream(
  app: FastifyInstance,
  url: string,
  as: Session | null,
): Promise<{ statusCode: number; body: string }> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...as?.headers },
    payloadAsStream: true,
  });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, body: '' };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, body };
}

const tenantOf = (actor: Actor): 0 | 1 =>
  actor === 'otherAgent' || actor === 'otherCashier' ? 1 : 0;

describe('authorization matrix', () => {
  it('lists every registered route, and only those', () => {
    const listed = new Set(MATRIX.map((r) => r.route));
    expect([...world.registered].filter((route) => !listed.has(route)).sort()).toEqual([]);
    expect([...listed].filter((route) => !world.registered.has(route)).sort()).toEqual([]);
    expect(listed.size).toBe(MATRIX.length);
  });

  it("answers every caller with the expected status, own object and another tenant's", async () => {
    const mismatches: string[] = [];
    for (const entry of MATRIX) {
      const [method, template] = entry.route.split(' ') as [HTTPMethods, string];
      for (const actor of ACTORS) {
        const cell = entry.cells[actor];
        const cases: Array<['own' | 'other', number]> =
          typeof cell === 'number'
            ? [['own', cell]]
            : [
                ['own', cell[0]],
                ['other', cell[1]],
              ];
        if (entry.object && typeof cell === 'number') cases.push(['other', cell]);
        for (const [which, expected] of cases) {
          let path = typeof entry.path === 'string' ? entry.path : template;
          if (entry.object) {
            const own = tenantOf(actor);
            const id = world.objects[entry.object][which === 'own' ? own : 1 - own]!;
            path =
              typeof entry.path === 'function' ? entry.path(id) : path.replace(':id', String(id));
          }
          const body = typeof entry.body === 'function' ? entry.body() : entry.body;
          if (entry.setup && entry.object) {
            const own = tenantOf(actor);
            await entry.setup(world.objects[entry.object][which === 'own' ? own : 1 - own]!);
          }
          const as = actor === 'anonymous' ? null : world.sessions[actor];
          const response = entry.stream
            ? await callStream(world.t.app, path, as)
            : await call(world.t.app, method, path, { as, body });
          const label = `${entry.route} as ${actor} (${which})`;
          if (response.statusCode !== expected)
            mismatches.push(`${label}: ${response.statusCode}, expected ${expected}`);
          else if (expected >= 400 && !/^\{"error":"[^"]+","code":"[a-z_]+"\}$/.test(response.body))
            mismatches.push(`${label}: body ${response.body.slice(0, 80)} is not {"error","code"}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(await world.t.checkLedger()).toEqual([]);
    // About 500 requests: on a loaded 2-core machine they pass the default 20 s.
  }, 60_000);
});
