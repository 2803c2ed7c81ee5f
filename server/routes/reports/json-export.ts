import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { localDate } from '@core/time/local-date';

/**
 * Streams a JSON file of every row of a report (`format=json_file`): one array, written a batch at
 * a time as the database yields it, the rows exactly as the paged answer's `results` carry them.
 */
export function sendJsonFile<T>(
  reply: FastifyReply,
  options: { name: string; timeZone: string; batches: AsyncGenerator<T[]> },
): FastifyReply {
  async function* chunks(): AsyncGenerator<string> {
    let first = true;
    yield '[';
    for await (const batch of options.batches) {
      let chunk = '';
      for (const row of batch) {
        chunk += (first ? '\n' : ',\n') + JSON.stringify(row);
        first = false;
      }
      yield chunk;
    }
    yield first ? ']\n' : '\n]\n';
  }
  const day = localDate(new Date(), options.timeZone);
  return reply
    .type('application/json; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${options.name}-${day}.json"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(chunks()));
}
