/**
 * Players' phones in a process of their own: `count` phones follow a game's public feed from the
 * phones' loopback addresses, so the benchmark's process, which times what reaches the till, is
 * not also the one reading every phone's messages. Prints `PHONES-READY {"port"}`; then
 * `GET http://127.0.0.1:<port>/` answers, per event, the messages all phones got and the fewest
 * any one phone got.
 * Started by tests/bench/phone-claims.ts: phone-crowd.ts <app port> <feed path> <count>
 */
import { createServer } from 'node:http';
import { openStreamClient, openStreamClients } from './event-clients';
import { phoneAddress } from './phones';

const [port, feedPath, count] = [
  Number(process.argv[2]),
  process.argv[3]!,
  Number(process.argv[4]),
];
const phones = await openStreamClients(count, (i) =>
  openStreamClient(port, feedPath, phoneAddress(i)),
);

function received(): Record<string, { total: number; fewest: number }> {
  const events = new Set(phones.flatMap((phone) => [...phone.received.keys()]));
  return Object.fromEntries(
    [...events].map((event) => {
      const counts = phones.map((phone) => phone.received.get(event)?.length ?? 0);
      return [event, { total: counts.reduce((a, b) => a + b, 0), fewest: Math.min(...counts) }];
    }),
  );
}

const server = createServer((_, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(received()));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const own = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`PHONES-READY ${JSON.stringify({ port: own })}\n`);
});

process.on('SIGTERM', () => {
  for (const phone of phones) phone.request.destroy();
  server.close(() => process.exit(0));
});
