import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the schema uses, for every PGlite that opens the database (the app,
 * the tests' templates, a restore, the benchmarks' raw clients): pg_trgm's trigram indexes serve
 * the reports' "contains" search on shop names and usernames (migration report_search_trigrams).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
