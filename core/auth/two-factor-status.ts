/** The login answer's status for a user with a second factor: no tokens yet, a challenge to answer. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';

/** Staff who hold money rights over others sign in with a second factor once they enrol. */
export const TWO_FACTOR_ROLES = ['admin', 'agent'] as const;

/** Whether a role may enrol a second factor (no zod here: the app's shell imports it). */
export function mayUseTwoFactor(role: string | undefined): boolean {
  return (TWO_FACTOR_ROLES as readonly string[]).includes(role ?? '');
}
