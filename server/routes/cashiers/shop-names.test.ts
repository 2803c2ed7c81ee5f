import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import type { Session } from '../../../tests/support/test-app';

// A cashier's live shops have distinct names, case and outer spaces aside (decision 033).
const t = appForFile();

const newTill = async () => t.loginAs(await t.createUser({ role: 'cashier' }));
const createShop = (as: Session, name: string) =>
  call(t.app, 'POST', '/api/v1/cashiers/create_shop/', { as, body: { name } });
const renameShop = (as: Session, id: number, name: string) =>
  call(t.app, 'PUT', `/api/v1/cashiers/shops/${id}/`, { as, body: { name } });
const shopNames = async (as: Session) =>
  ((await call(t.app, 'GET', '/api/v1/cashiers/my_shops/', { as })).json() as { name: string }[])
    .map((shop) => shop.name)
    .sort();

describe('shop names', () => {
  it('refuses a second "Bole Hall" of one cashier, whatever the case and spaces', async () => {
    const till = await newTill();
    expect((await createShop(till, 'Bole Hall')).statusCode).toBe(201);
    for (const twin of ['Bole Hall', 'bole hall', '  BOLE HALL  ']) {
      const refused = await createShop(till, twin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'You already have a shop with this name',
        code: 'shop_name_taken',
      });
    }
    expect(await shopNames(till)).toEqual(['Bole Hall']);
  });

  it('refuses a rename onto another shop of the cashier, and allows a change of case', async () => {
    const till = await newTill();
    await createShop(till, 'Piassa');
    const second = (await createShop(till, 'Merkato')).json().shop.id as number;
    const refused = await renameShop(till, second, ' piassa ');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('shop_name_taken');
    expect(await shopNames(till)).toEqual(['Merkato', 'Piassa']);
    const ownCase = await renameShop(till, second, 'MERKATO');
    expect(ownCase.statusCode).toBe(200);
    expect(await shopNames(till)).toEqual(['MERKATO', 'Piassa']);
  });

  it('lets another cashier use the same name, and a deleted shop free its name', async () => {
    const till = await newTill();
    const other = await newTill();
    const first = (await createShop(till, 'Kazanchis')).json().shop.id as number;
    expect((await createShop(other, 'Kazanchis')).statusCode).toBe(201);
    const deleted = await call(t.app, 'DELETE', `/api/v1/cashiers/shops/${first}/delete/`, {
      as: till,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await createShop(till, 'kazanchis')).statusCode).toBe(201);
  });
});
