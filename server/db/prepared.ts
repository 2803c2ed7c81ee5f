import type { Db } from './client';

/**
 * A query built once per database and reused: drizzle does not build its SQL again, and on
 * PostgreSQL it is a named prepared statement on each pooled connection, so it is planned once per
 * connection instead of on every execution. For the hottest queries only (one per request).
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
