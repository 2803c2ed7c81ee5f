/**
 * A bare Fastify 5 with constant answers, in its own process: the framework's own limit on this
 * machine, measured in the same run as the app. Prints `BENCH-READY {"port"}`. Plain JavaScript,
 * started with plain node, as `npm start` starts the prebuilt server (dist-server/main.mjs).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const balance = { amount_available: 1234.5 };
app.get('/bare/balance', async () => balance);
app.get('/bare/healthz', async () => ({ status: 'ok' }));
// Its CPU time, as the bench server's /__bench/cpu: a cost per request the machine's load moves less.
app.get('/bare/cpu', async () => process.cpuUsage());
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `BENCH-READY ${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
