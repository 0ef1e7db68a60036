// scratch: time given URLs against the scale database (not committed)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogCache, upsertAdmin } from '@buildright/api';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/env.ts';
import { postgresConnection } from './scale/connection.ts';
process.env.NODE_ENV = 'production';
CatalogCache.prototype.get = function get<T>(_key: string, load: () => Promise<T>) { return load(); };
const connection = postgresConnection('postgres://postgres@127.0.0.1:5433/buildright_scale');
const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test', TRUST_PROXY: 'true', LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'probe-')), SESSION_SECRET: 'bench-secret-that-is-long-enough-for-cookies', DEMO: 'false', RATE_LIMIT_MULTIPLIER: '1000000' });
const app = await buildApp({ config, connection, mailer: { send: async () => {} }, logger: false, paymentSweepIntervalMs: 0, mailRetryIntervalMs: 0 });
await app.ready();
await upsertAdmin(connection.db, { username: 'scale-bench', password: 'bench-password-1' });
const r = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'scale-bench', password: 'bench-password-1' }, headers: { 'x-forwarded-proto': 'https' } });
const admin = `sid=${r.cookies.find((c) => c.name === 'sid')!.value}`;
const urls = process.argv.slice(2);
for (let round = 0; round < 3; round++) for (const raw of urls) {
  const asAdmin = raw.startsWith('A:');
  const url = asAdmin ? raw.slice(2) : raw;
  const t = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: asAdmin ? { cookie: admin } : {} });
  console.log(`${(performance.now() - t).toFixed(1)} ms ${res.statusCode} ${url} ${round === 2 ? res.body.slice(0, 0) : ''}`);
}
await app.close(); await connection.close();
