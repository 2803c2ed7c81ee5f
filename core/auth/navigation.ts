import type { Role } from './roles';

export type NavItemId =
  'home' | 'gameBoard' | 'playGame' | 'bingoCards' | 'cashier' | 'agent' | 'reports' | 'settings';

export interface NavItem {
  id: NavItemId;
  path: string;
  roles: readonly Role[];
}

const ALL: readonly Role[] = ['admin', 'agent', 'cashier'];

/** SPEC section 2 "Sidebar", in order. Admin sees every item. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', path: '/', roles: ALL },
  { id: 'gameBoard', path: '/selection', roles: ALL },
  { id: 'playGame', path: '/play', roles: ['cashier', 'admin'] },
  { id: 'bingoCards', path: '/bingocards', roles: ALL },
  { id: 'cashier', path: '/cashier', roles: ['cashier', 'admin'] },
  { id: 'agent', path: '/agent', roles: ['agent', 'admin'] },
  { id: 'reports', path: '/reports', roles: ['agent', 'admin'] },
  { id: 'settings', path: '/settings', roles: ALL },
];

export function navItemsFor(role: string | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => (item.roles as readonly string[]).includes(role ?? ''));
}
