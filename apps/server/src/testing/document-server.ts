import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small file that is a PDF by its first bytes, as every PDF is. */
export const pdfBytes = (text = 'spec') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

type Answer = { status: number; body?: Buffer | string; headers?: Record<string, string> };

/**
 * A web server on this machine answering fixed paths, as a maker's site would serve its spec
 * sheets: what a product import fetches documents from in the tests.
 */
export async function documentServer(answers: Record<string, Answer>) {
  const server: Server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: 'Not found' };
    response.writeHead(answer.status, answer.headers ?? { 'content-type': 'application/pdf' });
    response.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
