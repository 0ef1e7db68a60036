import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * Plain Fastify answering recorded answers (headers and body) from memory: the ceiling the shop
 * is measured against.
 */
const [, , port, recordingFile] = process.argv;
const recorded = JSON.parse(readFileSync(recordingFile!, 'utf8')) as Record<
  string,
  { headers: Record<string, string>; body: string }
>;

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const answer = recorded[request.url];
  if (answer === undefined) return reply.status(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
