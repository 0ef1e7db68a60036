import type { FastifyReply } from 'fastify';

/** A PDF drawn for this request: shown in the browser, named, and never cached on the way. */
export function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
