import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { createTestApp, type Session, type TestShop } from '../../../tests/support/test-app';
import { gameCall, startGame } from '../../../tests/support/games';

let now = new Date('2026-11-24T10:00:00Z');
let cashier: Session;
let agent: Session;
let stranger: Session;
let shop: TestShop;
let otherShop: TestShop;

const cards = Array.from({ length: 24 }, (_, i) => i + 1);
const gameIn = (shopId: number) => ({
  amount: 240,
  cards,
  card_value: 10,
  win_percentage: 80,
  shop_id: shopId,
});
const display = (token: string) => ({ headers: { authorization: `Display ${token}` } });

async function newCode(as: Session = cashier, shopId = shop.id): Promise<string> {
  const response = await call(t.app, 'POST', '/api/v1/displays/pairing_codes/', {
    as,
    body: { shop_id: shopId },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ code: string }>().code;
}

async function pair(code: string) {
  return call(t.app, 'POST', '/api/v1/displays/pair/', { body: { code, name: 'Hall TV' } });
}

async function pairedToken(): Promise<{ token: string; id: number }> {
  const response = await pair(await newCode());
  expect(response.statusCode).toBe(201);
  const body = response.json<{ token: string; display_id: number }>();
  return { token: body.token, id: body.display_id };
}

const t = appForFile({ clock: () => now, tvPairRateLimit: false });
beforeAll(async () => {
  const agentUser = await t.createUser({ role: 'agent', balance: 100 });
  const cashierUser = await t.createUser({
    role: 'cashier',
    agentId: agentUser.agentId!,
    balance: 1000,
  });
  const strangerUser = await t.createUser({ role: 'cashier', balance: 1000 });
  cashier = await t.loginAs(cashierUser);
  agent = await t.loginAs(agentUser);
  stranger = await t.loginAs(strangerUser);
  shop = await t.createShop(cashierUser, { name: 'Merkato Hall' });
  otherShop = await t.createShop(strangerUser, { name: 'Piassa Hall' });
});

describe('pairing a TV by code', () => {
  it('gives a 6-character code for 10 minutes; the TV gets a display session of that shop', async () => {
    const response = await call(t.app, 'POST', '/api/v1/displays/pairing_codes/', {
      as: cashier,
      body: { shop_id: shop.id },
    });
    expect(response.statusCode).toBe(201);
    const { code, expires_at } = response.json<{ code: string; expires_at: string }>();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(new Date(expires_at).getTime() - now.getTime()).toBe(10 * 60 * 1000);

    // Typed on a TV remote: lower case and a space are fine.
    const paired = await pair(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    expect(paired.statusCode).toBe(201);
    const body = paired.json<{ token: string; shop_id: number; shop_name: string }>();
    expect(body).toMatchObject({ shop_id: shop.id, shop_name: 'Merkato Hall' });

    const me = await call(t.app, 'GET', '/api/v1/displays/me/', display(body.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      shop_id: shop.id,
      shop_name: 'Merkato Hall',
      look: { theme: 'default', language: 'en' },
      jackpots: [],
    });
  });

  it('is used once', async () => {
    const code = await newCode();
    expect((await pair(code)).statusCode).toBe(201);
    const again = await pair(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_pairing_code' });
  });

  it('expires after 10 minutes', async () => {
    const code = await newCode();
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1);
    const late = await pair(code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'invalid_pairing_code' });
  });

  it('refuses a made-up code and a malformed one', async () => {
    expect((await pair('ZZZZZZ')).json()).toMatchObject({ code: 'invalid_pairing_code' });
    expect((await pair('12')).statusCode).toBe(400);
  });

  it("is only given for the caller's own shops (another tenant's shop is 404)", async () => {
    const response = await call(t.app, 'POST', '/api/v1/displays/pairing_codes/', {
      as: stranger,
      body: { shop_id: shop.id },
    });
    expect(response.statusCode).toBe(404);
    // The cashier's agent may pair a TV for the cashier's shop.
    await newCode(agent);
  });

  it('is rate-limited per client', async () => {
    const limited = await createTestApp({ tvPairRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const codes = [] as number[];
      for (let i = 0; i < 3; i += 1)
        codes.push(
          (await call(limited.app, 'POST', '/api/v1/displays/pair/', { body: { code: 'ZZZZZZ' } }))
            .statusCode,
        );
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a display session', () => {
  it('cannot call, check or read a game, nor any other API', async () => {
    const { token } = await pairedToken();
    const gameId = await startGame(t.app, cashier, gameIn(shop.id));
    const tv = display(token);
    for (const [method, url, body] of [
      ['GET', `/api/v1/games/${gameId}/`],
      ['POST', `/api/v1/games/${gameId}/draw/`, {}],
      ['POST', `/api/v1/games/${gameId}/check/`, { card_number: 1 }],
      ['POST', `/api/v1/games/${gameId}/mark/`, { number: 5 }],
      ['GET', '/api/v1/shops/my_shops/'],
      ['GET', `/api/v1/displays/paired/?shop_id=${shop.id}`],
      ['POST', '/api/v1/displays/pairing_codes/', { shop_id: shop.id }],
      ['GET', '/api/v1/auth/me/'],
    ] as const) {
      const response = await call(t.app, method, url, { ...tv, body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    // Nor as a JWT: the token is no access token.
    const asJwt = await call(t.app, 'GET', `/api/v1/games/${gameId}/`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(asJwt.statusCode).toBe(401);
    const feed = await call(t.app, 'GET', `/api/v1/games/${gameId}/events/?token=${token}`);
    expect(feed.statusCode).toBe(401);
    await gameCall(t.app, cashier, gameId, 'cancel', { reason: 'test over' });
  });

  it("is listed for the shop's cashier and agent, and revoked at once", async () => {
    const { token, id } = await pairedToken();
    const listed = await call(t.app, 'GET', `/api/v1/displays/paired/?shop_id=${shop.id}`, {
      as: agent,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Array<{ id: number }>>().map((d) => d.id)).toContain(id);

    const foreign = await call(t.app, 'DELETE', `/api/v1/displays/${id}/`, { as: stranger });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/v1/displays/paired/?shop_id=${shop.id}`, { as: stranger }))
        .statusCode,
    ).toBe(404);

    const revoked = await call(t.app, 'DELETE', `/api/v1/displays/${id}/`, { as: cashier });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ revoked_at: string | null }>().revoked_at).not.toBeNull();
    const me = await call(t.app, 'GET', '/api/v1/displays/me/', display(token));
    expect(me.statusCode).toBe(401);
  });

  it("follows the shop's look as the till sets it", async () => {
    const { token } = await pairedToken();
    const set = await call(t.app, 'PUT', '/api/v1/displays/look/', {
      as: cashier,
      body: { shop_id: shop.id, theme: 'neon', language: 'am' },
    });
    expect(set.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/v1/displays/me/', display(token));
    expect(me.json()).toMatchObject({ look: { theme: 'neon', language: 'am' } });
    const refused = await call(t.app, 'PUT', '/api/v1/displays/look/', {
      as: stranger,
      body: { shop_id: shop.id, theme: 'dark', language: 'en' },
    });
    expect(refused.statusCode).toBe(404);
    expect(otherShop.id).not.toBe(shop.id);
  });
});
