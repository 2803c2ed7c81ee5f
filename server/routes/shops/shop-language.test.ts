import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { hallStaff } from '../../../tests/support/hall-staff';
import type { Session } from '../../../tests/support/test-app';
import { shopLanguageFrom } from '../../shop-language';

// Issue 38 finding 1: a shop's language (decision 048), taken from its creator's screen language
// and changed by its agent, drives its TVs, its ball voice's default and its answers.

const t = appForFile();
let till: Session;
let agentSession: Session;
let otherAgentSession: Session;
let adminSession: Session;
let names = 0;

const createShop = async (acceptLanguage?: string) => {
  const res = await call(t.app, 'POST', '/api/v1/cashiers/create_shop/', {
    as: till,
    body: { name: `Piassa ${++names}` },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ shop: { id: number; language: string } }>().shop;
};
const rulesUrl = (id: number) => `/api/v1/shops/${id}/rules/`;
const rulesOf = async (id: number, as: Session = agentSession) =>
  (await call(t.app, 'GET', rulesUrl(id), { as })).json<Record<string, unknown>>();
const setLanguage = async (id: number, language: string, as: Session = agentSession) => {
  const rules = await rulesOf(id, adminSession);
  return call(t.app, 'PUT', rulesUrl(id), { as, body: { ...rules, language } });
};
const voiceOf = async (id: number) =>
  (await call(t.app, 'GET', `/api/v1/shops/${id}/game_settings/`, { as: till })).json<{
    voice_language: string;
  }>().voice_language;
const tvLanguageOf = async (id: number) =>
  (await call(t.app, 'GET', `/api/v1/displays/look/?shop_id=${id}`, { as: till })).json<{
    language: string;
  }>().language;
const myShopLanguage = async (id: number) =>
  (await call(t.app, 'GET', '/api/v1/cashiers/my_shops/', { as: till }))
    .json<{ id: number; language: string }[]>()
    .find((shop) => shop.id === id)?.language;

beforeAll(async () => {
  ({ asCashier: till, asAgent: agentSession } = await hallStaff(t));
  otherAgentSession = await t.signIn({ role: 'agent' });
  adminSession = await t.signIn({ role: 'admin' });
});

describe("a shop's language", () => {
  it("takes its creator's screen language: its answers, TVs and ball voice start in it", async () => {
    const shop = await createShop('am');
    expect(shop.language).toBe('am');
    expect(await myShopLanguage(shop.id)).toBe('am');
    expect(await tvLanguageOf(shop.id)).toBe('am');
    expect(await voiceOf(shop.id)).toBe('am');
    expect(await rulesOf(shop.id)).toMatchObject({ language: 'am' });
    // A player's phone page, opened from a cartela, starts in it.
    const links = await call(t.app, 'GET', `/api/v1/shops/${shop.id}/card_links/?from=1&to=1`, {
      as: till,
    });
    const [{ path }] = links.json<{ results: { path: string }[] }>().results as [{ path: string }];
    const card = await call(t.app, 'GET', `/api/v1/public/cards/${path.replace(/^\/card\//, '')}/`);
    expect(card.json()).toMatchObject({ shop_language: 'am' });
  });

  it('is English when the screen names none of the five', async () => {
    expect((await createShop()).language).toBe('en');
    expect((await createShop('de-DE, de;q=0.9')).language).toBe('en');
    const shop = await createShop('de-DE, ti;q=0.5, fr;q=0.7');
    expect(shop.language).toBe('fr');
    expect(await tvLanguageOf(shop.id)).toBe('fr');
  });

  it('reads the header by its weights', () => {
    expect(shopLanguageFrom('es-ES')).toBe('es');
    expect(shopLanguageFrom('en;q=0.2, am;q=0.8')).toBe('am');
    expect(shopLanguageFrom('ti;q=0, fr')).toBe('fr');
    expect(shopLanguageFrom('')).toBe('en');
  });

  it('is changed by its agent or an admin, and the TVs and the default voice follow', async () => {
    const shop = await createShop('en');
    expect((await setLanguage(shop.id, 'ti')).json()).toMatchObject({ language: 'ti' });
    expect(await myShopLanguage(shop.id)).toBe('ti');
    expect(await tvLanguageOf(shop.id)).toBe('ti');
    expect(await voiceOf(shop.id)).toBe('ti');
    expect((await setLanguage(shop.id, 'es', adminSession)).statusCode).toBe(200);
    expect(await tvLanguageOf(shop.id)).toBe('es');
    // The till cannot, another agent does not see the shop, and a language outside the five is refused.
    expect((await setLanguage(shop.id, 'am', till)).statusCode).toBe(403);
    expect((await setLanguage(shop.id, 'am', otherAgentSession)).statusCode).toBe(404);
    expect((await setLanguage(shop.id, 'de')).statusCode).toBe(400);
    expect(await myShopLanguage(shop.id)).toBe('es');
  });

  it("keeps a voice and a TV language the till chose, until the TV is set back to the shop's", async () => {
    const shop = await createShop('am');
    const settings = (
      await call(t.app, 'GET', `/api/v1/shops/${shop.id}/game_settings/`, { as: till })
    ).json<Record<string, unknown>>();
    const voice = await call(t.app, 'PUT', `/api/v1/shops/${shop.id}/game_settings/`, {
      as: till,
      body: { ...settings, voice_language: 'fr' },
    });
    expect(voice.statusCode).toBe(200);
    const look = (language: string) =>
      call(t.app, 'PUT', '/api/v1/displays/look/', {
        as: till,
        body: { shop_id: shop.id, theme: 'neon', language },
      });
    expect((await look('en')).statusCode).toBe(200);
    expect((await setLanguage(shop.id, 'ti')).statusCode).toBe(200);
    expect(await voiceOf(shop.id)).toBe('fr');
    expect(await tvLanguageOf(shop.id)).toBe('en');
    // Set back to the shop's language, the TVs follow the shop again.
    expect((await look('ti')).statusCode).toBe(200);
    expect((await setLanguage(shop.id, 'am')).statusCode).toBe(200);
    expect(await tvLanguageOf(shop.id)).toBe('am');
  });
});
