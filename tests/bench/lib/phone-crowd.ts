/**
 * Players' phones in a process of their own: phone i (from 0) follows a game's public feed as the
 * phone page of card i + 1 does (`?card=`), from its loopback address, so the benchmark's process,
 * which times what reaches the till, is not also the one reading every phone's messages. Prints
 * `PHONES-READY {"port"}`; then `GET http://127.0.0.1:<port>/` answers, per event, how many
 * messages each phone got.
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
  openStreamClient(port, `${feedPath}?card=${i + 1}`, phoneAddress(i)),
);

function received(): Record<string, number[]> {
  const events = new Set(phones.flatMap((phone) => [...phone.received.keys()]));
  return Object.fromEntries(
    [...events].map((event) => [
      event,
      phones.map((phone) => phone.received.get(event)?.length ?? 0),
    ]),
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
