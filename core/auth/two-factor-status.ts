/** The login answer's status for a user with a second factor: no tokens yet, a challenge to answer. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';
