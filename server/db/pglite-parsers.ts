import type { PGlite, QueryOptions } from '@electric-sql/pglite';

// drizzle reads these types as the strings PostgreSQL sends (timestamp, timestamptz, interval, date,
// and the arrays of those and of numeric) and asks PGlite for that with every query.
const DRIZZLE_STRING_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asString = (value: string) => value;

/** Parsers installed in the PGlite client once (its `parsers` option), as drizzle asks for them. */
export const DRIZZLE_PARSERS = Object.fromEntries(
  DRIZZLE_STRING_TYPES.map((type) => [type, asString]),
);

type Queryable = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const keys = Object.keys(options.parsers);
  if (!keys.every((key) => DRIZZLE_STRING_TYPES.includes(Number(key)))) return options;
  const { parsers: _alreadyInstalled, ...rest } = options;
  return rest;
}

/**
 * The client as drizzle should see it: PGlite merges per-query parsers by copying its whole type
 * table for every query (14% of the CPU of an API request on PGlite, in `hn`). With
 * DRIZZLE_PARSERS installed in the client, drizzle's per-query parsers are dropped on the way.
 */
export function forDrizzle<T extends Queryable>(client: T): T {
  // A method replaced on the proxy (the benchmark's SQL capture wraps query) stays on the proxy:
  // set on PGlite itself, the proxy's own query would call the wrapper that calls it, forever.
  const replaced = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    set(_target, property, value) {
      replaced.set(property, value);
      return true;
    },
    get(target, property) {
      if (replaced.has(property)) return replaced.get(property);
      if (property === 'query')
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutDrizzleParsers(options));
      if (property === 'transaction' && target.transaction) {
        const transaction = target.transaction.bind(target);
        return (callback: (tx: Queryable) => Promise<unknown>) =>
          transaction((tx) => callback(forDrizzle(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
