import { hasPermission, homePathForRole, type Role } from './roles';

export type NavItemId =
  | 'home'
  | 'gameBoard'
  | 'playGame'
  | 'bingoCards'
  | 'cashier'
  | 'shift'
  | 'agent'
  | 'shops'
  | 'reports'
  | 'settings';

export interface NavItem {
  id: NavItemId;
  path: string;
  roles: readonly Role[];
  /** The item's name (a `nav.*` text) when it is not its id's: what the screen it opens shows. */
  label?: 'cashiersAndShops';
}

const ALL: readonly Role[] = ['admin', 'agent', 'cashier'];
const WITH_SHOPS = ALL.filter((role) => hasPermission(role, 'shops'));

/**
 * SPEC section 2 "Sidebar", in order. /shop ("Shops") is listed for every role with the shops
 * permission. Admin sees every SPEC item (decision 011); the role-only screens /cashier and /agent
 * admit their role alone, so admin's Cashier and Agent items lead to its own views of them.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'home', path: '/', roles: ALL },
  { id: 'gameBoard', path: '/selection', roles: ALL },
  // Games run on a cashier's till: admin's and agents' Game Board prints and previews only.
  { id: 'playGame', path: '/play', roles: ['cashier'] },
  { id: 'bingoCards', path: '/bingocards', roles: ALL },
  { id: 'cashier', path: '/cashier', roles: ['cashier', 'admin'] },
  // The cashier's shift and its drawer count (decision 035).
  { id: 'shift', path: '/shift', roles: ['cashier'] },
  { id: 'agent', path: '/agent', roles: ['agent', 'admin'] },
  { id: 'shops', path: '/shop', roles: WITH_SHOPS },
  { id: 'reports', path: '/reports', roles: ['agent', 'admin'] },
  { id: 'settings', path: '/settings', roles: ALL },
];

/**
 * Where admin's items lead: Cashier to every shop and its cashier (/shop, which therefore is not
 * listed twice, and named for what it opens: "Cashiers and shops"), Agent to the agents on its
 * own area.
 */
const ADMIN_PATHS: Partial<Record<NavItemId, string>> = {
  cashier: '/shop',
  agent: '/admin#agents',
};

/** The role's items; each role's Home is its own area (login's landing page, SPEC section 4). */
export function navItemsFor(role: string | undefined): NavItem[] {
  const items = NAV_ITEMS.filter((item) => (item.roles as readonly string[]).includes(role ?? ''));
  return items
    .filter((item) => !(role === 'admin' && item.id === 'shops'))
    .map((item) => {
      if (item.id === 'home') return { ...item, path: homePathForRole(role) };
      const adminPath = role === 'admin' ? ADMIN_PATHS[item.id] : undefined;
      if (!adminPath) return item;
      return item.id === 'cashier'
        ? { ...item, path: adminPath, label: 'cashiersAndShops' as const }
        : { ...item, path: adminPath };
    });
}
