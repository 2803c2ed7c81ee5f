export const ROLES = ['admin', 'agent', 'cashier'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['cashiers', 'shops', 'games', 'reports'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const AREA_ACCESS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  agent: ['cashiers', 'shops', 'games', 'reports'],
  cashier: ['shops', 'games'],
};

const MANAGE_RIGHTS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  agent: ['cashiers', 'shops'],
  cashier: ['shops'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** SPEC section 6: any role outside the three has no access at all. */
export function hasPermission(role: string | undefined, permission: Permission): boolean {
  return isRole(role) && AREA_ACCESS[role].includes(permission);
}

export function canManage(role: string | undefined, permission: Permission): boolean {
  return isRole(role) && MANAGE_RIGHTS[role].includes(permission);
}

/** Role-only routes (/agent, /cashier, /admin) admit that role alone. */
export function hasRole(role: string | undefined, required: Role): boolean {
  return role === required;
}

/** SPEC section 4: where a successful login lands. */
export function homePathForRole(role: string | undefined): string {
  switch (role) {
    case 'agent':
      return '/agent';
    case 'cashier':
      return '/cashier';
    case 'admin':
      return '/admin';
    default:
      return '/selection';
  }
}
