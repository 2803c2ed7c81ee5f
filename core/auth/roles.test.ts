import { describe, expect, it } from 'vitest';
import { canManage, hasPermission, hasRole, homePathForRole, isRole } from './roles';

describe('area access (SPEC section 6)', () => {
  it.each([
    ['agent', 'cashiers', true],
    ['agent', 'shops', true],
    ['agent', 'games', true],
    ['agent', 'reports', true],
    ['cashier', 'shops', true],
    ['cashier', 'games', true],
    ['cashier', 'reports', false],
    ['cashier', 'cashiers', false],
    ['admin', 'reports', true],
    ['admin', 'cashiers', true],
    ['user', 'games', false],
    [undefined, 'games', false],
  ] as const)('%s has %s: %s', (role, permission, expected) => {
    expect(hasPermission(role, permission)).toBe(expected);
  });
});

describe('manage rights', () => {
  it('lets an agent manage cashiers and shops but not games', () => {
    expect(canManage('agent', 'cashiers')).toBe(true);
    expect(canManage('agent', 'shops')).toBe(true);
    expect(canManage('agent', 'games')).toBe(false);
  });
  it('lets a cashier manage only shops', () => {
    expect(canManage('cashier', 'shops')).toBe(true);
    expect(canManage('cashier', 'cashiers')).toBe(false);
  });
  it('lets admin manage everything and an unknown role nothing', () => {
    expect(canManage('admin', 'games')).toBe(true);
    expect(canManage('guest', 'shops')).toBe(false);
  });
});

describe('role-only routes', () => {
  it('admit only the exact role', () => {
    expect(hasRole('agent', 'agent')).toBe(true);
    expect(hasRole('admin', 'agent')).toBe(false);
    expect(hasRole(undefined, 'cashier')).toBe(false);
  });
  it('recognises the three roles only', () => {
    expect(isRole('cashier')).toBe(true);
    expect(isRole('user')).toBe(false);
    expect(isRole(3)).toBe(false);
  });
});

describe('login routing (SPEC section 4)', () => {
  it.each([
    ['agent', '/agent'],
    ['cashier', '/cashier'],
    ['admin', '/admin'],
    ['user', '/selection'],
    [undefined, '/selection'],
  ])('%s lands on %s', (role, path) => {
    expect(homePathForRole(role)).toBe(path);
  });
});
