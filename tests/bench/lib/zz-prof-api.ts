import { newPgliteDatabase, newPostgresDatabase } from './databases';
import { loadUrl } from './load';
import { login, startBenchServer } from './processes';
const which = process.argv[2] ?? 'pglite';
const path = process.argv[3] ?? '/api/v1/auth/balance/';
const db = which === 'pg' ? await newPostgresDatabase('postgres://postgres@127.0.0.1:5432/test') : newPgliteDatabase();
const server = await startBenchServer(db.env, {});
try {
  const token = await login(server.ready.port, server.ready.cashier);
  const r = await loadUrl(`http://127.0.0.1:${server.ready.port}${path}`, { seconds: 5, headers: { authorization: `JWT ${token}` } });
  console.log(which, path, r);
} finally { await server.stop(); await db.drop(); }
