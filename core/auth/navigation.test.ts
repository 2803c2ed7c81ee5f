import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation';

const ids = (role: string | undefined) => navItemsFor(role).map((item) => item.id);
const pathOf = (role: string, id: string) => navItemsFor(role).find((i) => i.id === id)?.path;

describe('sidebar items per role (SPEC section 2, decision 010)', () => {
  it('gives admin every item it can use, with Home on /admin', () => {
    expect(ids('admin')).toEqual([
      'home',
      'gameBoard',
      'playGame',
      'bingoCards',
      'shops',
      'reports',
      'settings',
    ]);
    expect(pathOf('admin', 'home')).toBe('/admin');
  });
  it('gives a cashier Play Game, Cashier and Shops but not Agent or Reports', () => {
    expect(ids('cashier')).toEqual([
      'home',
      'gameBoard',
      'playGame',
      'bingoCards',
      'cashier',
      'shops',
      'settings',
    ]);
    expect(pathOf('cashier', 'home')).toBe('/');
  });
  it('gives an agent Agent, Shops and Reports but not Play Game or Cashier', () => {
    expect(ids('agent')).toEqual([
      'home',
      'gameBoard',
      'bingoCards',
      'agent',
      'shops',
      'reports',
      'settings',
    ]);
  });
  it('gives an unknown role nothing', () => {
    expect(ids('user')).toEqual([]);
    expect(ids(undefined)).toEqual([]);
  });
});
