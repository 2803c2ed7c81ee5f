import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation';

const ids = (role: string | undefined) => navItemsFor(role).map((item) => item.id);
const pathOf = (role: string, id: string) => navItemsFor(role).find((i) => i.id === id)?.path;

describe('sidebar items per role (SPEC section 2, decision 011)', () => {
  it('gives admin every SPEC item it can use (no Play Game: games run on a till), each leading to a screen admin can use', () => {
    expect(ids('admin')).toEqual([
      'home',
      'gameBoard',
      'bingoCards',
      'cashier',
      'agent',
      'reports',
      'settings',
    ]);
    expect(pathOf('admin', 'home')).toBe('/admin');
    expect(pathOf('admin', 'cashier')).toBe('/shop');
    // Named for the page it opens (issue 39), not for the cashier's own dashboard.
    expect(navItemsFor('admin').find((i) => i.id === 'cashier')?.label).toBe('cashiersAndShops');
    expect(navItemsFor('cashier').find((i) => i.id === 'cashier')?.label).toBeUndefined();
    expect(pathOf('admin', 'agent')).toBe('/admin#agents');
  });
  it('gives a cashier Play Game, Cashier and Shops but not Agent or Reports, Home on /cashier', () => {
    expect(ids('cashier')).toEqual([
      'home',
      'gameBoard',
      'playGame',
      'bingoCards',
      'cashier',
      'shift',
      'shops',
      'settings',
    ]);
    expect(pathOf('cashier', 'home')).toBe('/cashier');
    expect(pathOf('cashier', 'cashier')).toBe('/cashier');
  });
  it('gives an agent Agent, Shops and Reports but not Play Game or Cashier, Home on /agent', () => {
    expect(ids('agent')).toEqual([
      'home',
      'gameBoard',
      'bingoCards',
      'agent',
      'shops',
      'reports',
      'settings',
    ]);
    expect(pathOf('agent', 'home')).toBe('/agent');
  });
  it('gives an unknown role nothing', () => {
    expect(ids('user')).toEqual([]);
    expect(ids(undefined)).toEqual([]);
  });
});
