import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** Plain Fastify answering recorded bodies from memory: the ceiling the shop is measured against. */
const [, , port, recordingFile] = process.argv;
const recorded = JSON.parse(readFileSync(recordingFile!, 'utf8')) as Record<string, string>;

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const body = recorded[request.url];
  if (body === undefined) return reply.status(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
