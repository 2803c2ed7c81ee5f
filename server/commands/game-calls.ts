import type { Call } from '@core/bingo/judge-card';
import type { StoredCall } from '../db/schema';

/** A game's calls as the core rules, the log and the API read them (the row keeps `{n, manual}`). */
export function callsOf(game: { called: readonly StoredCall[] }): Call[] {
  return game.called.map((call) => ({ number: call.n, manual: call.manual }));
}
