import { hasPermission, homePathForRole, type Role } from './roles';

export type NavItemId =
  | 'home'
  | 'gameBoard'
  | 'playGame'
  | 'bingoCards'
  | 'cashier'
  | 'agent'
  | 'shops'
  | 'reports'
  | 'settings';

export interface NavItem {
  id: NavItemId;
  path: string;
  roles: readonly Role[];
}

const ALL: readonly Role[] = ['admin', 'agent', 'cashier'];
const WITH_SHOPS = ALL.filter((role) => hasPermission(role, 'shops'));

/**
 * SPEC section 2 "Sidebar", in order, with what a role can really use (decision 010): /cashier
 * and /agent admit their role alone, so admin does not get those two items (its agents are on
 * /admin, its shops on /shop); /shop is listed for every role with the shops permission.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', path: '/', roles: ALL },
  { id: 'gameBoard', path: '/selection', roles: ALL },
  { id: 'playGame', path: '/play', roles: ['cashier', 'admin'] },
  { id: 'bingoCards', path: '/bingocards', roles: ALL },
  { id: 'cashier', path: '/cashier', roles: ['cashier'] },
  { id: 'agent', path: '/agent', roles: ['agent'] },
  { id: 'shops', path: '/shop', roles: WITH_SHOPS },
  { id: 'reports', path: '/reports', roles: ['agent', 'admin'] },
  { id: 'settings', path: '/settings', roles: ALL },
];

/** The role's items; admin's Home is its own area, /admin. */
export function navItemsFor(role: string | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => (item.roles as readonly string[]).includes(role ?? '')).map(
    (item) =>
      item.id === 'home' && role === 'admin' ? { ...item, path: homePathForRole(role) } : item,
  );
}
