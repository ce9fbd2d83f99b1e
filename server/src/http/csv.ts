import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Streams CSV text as a download named `<name>-<today>.csv` (the rows come from the CSV policy in contracts). */
export function sendCsv(reply: FastifyReply, name: string, rows: AsyncIterable<string> | Iterable<string>) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(Readable.from(rows));
}
