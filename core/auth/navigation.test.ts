import { describe, expect, it } from 'vitest';
import { navItemsFor } from './navigation';

const ids = (role: string | undefined) => navItemsFor(role).map((item) => item.id);

describe('sidebar items per role (SPEC section 2)', () => {
  it('gives admin every item', () => {
    expect(ids('admin')).toEqual([
      'home',
      'gameBoard',
      'playGame',
      'bingoCards',
      'cashier',
      'agent',
      'reports',
      'settings',
    ]);
  });
  it('gives a cashier Play Game and Cashier but not Agent or Reports', () => {
    expect(ids('cashier')).toEqual([
      'home',
      'gameBoard',
      'playGame',
      'bingoCards',
      'cashier',
      'settings',
    ]);
  });
  it('gives an agent Agent and Reports but not Play Game or Cashier', () => {
    expect(ids('agent')).toEqual([
      'home',
      'gameBoard',
      'bingoCards',
      'agent',
      'reports',
      'settings',
    ]);
  });
  it('gives an unknown role nothing', () => {
    expect(ids('user')).toEqual([]);
    expect(ids(undefined)).toEqual([]);
  });
});
