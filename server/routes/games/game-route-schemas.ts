import { withConflict } from '../route-schemas';

export const tags = ['games'];

/** A game change's errors, and 422 for what the game refuses to take (not a ball, not sold). */
export const withUnprocessable = { ...withConflict, 422: withConflict[409] } as const;
