import { ConfigError, loadConfig } from './env.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// Tracing patches node:http, Fastify and pino as they load, so it starts before the shop is
// imported; without an OTLP endpoint nothing of OpenTelemetry's SDK is loaded at all.
let tracing: { shutdown(): Promise<void> } | undefined;
if (config.tracing) {
  const { startTracing } = await import('./tracing/start.ts');
  tracing = startTracing(config.tracing);
}
const { serve } = await import('./serve.ts');
await serve(config, async () => {
  await tracing?.shutdown();
});
