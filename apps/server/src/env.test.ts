import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './env.ts';

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'buildright-env-'));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const productionSecret = 'p'.repeat(32);

/** The ConfigError a setting raises; fails the test when there is none. */
function configError(env: Record<string, string>): ConfigError {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    return error as ConfigError;
  }
  throw new Error(`Expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig defaults', () => {
  it('serves a laptop on port 3000 with PGlite and demo data', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 3000,
      metrics: null,
      logLevel: 'info',
      databaseUrl: undefined,
      databaseDirectUrl: undefined,
      dataDir: resolve(dataDir),
      uploadsDir: join(resolve(dataDir), 'uploads'),
      uploadsBucket: null,
      trustProxy: false,
      allowedOrigins: [],
      demo: true,
      rateLimitMultiplier: 1,
      bootstrapAdmin: null,
      smtpUrl: undefined,
      shopEmail: 'info@buildright.example',
    });
  });

  it('keeps data in ./.data at the repository root unless DATA_DIR says otherwise', () => {
    expect(parseEnv({}).DATA_DIR).toBe(resolve(import.meta.dirname, '../../..', '.data'));
  });

  it('turns demo data off in production, unless asked for', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: productionSecret,
      DATA_DIR: dataDir,
      PAYMENTS_PROVIDER: 'test',
    };
    expect(loadConfig(production).demo).toBe(false);
    expect(loadConfig({ ...production, DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO: 'off' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).demo).toBe(true);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      DATABASE_URL: 'postgres://shop:secret@db.internal:5432/shop',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      SHOP_EMAIL: 'sales@buildright.example',
      ADMIN_ORIGIN: 'https://admin.example, https://backoffice.example',
      TRUST_PROXY: 'yes',
      UPLOADS_DIR: join(dataDir, 'shared-uploads'),
      SESSION_SECRET: productionSecret,
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://shop:secret@db.internal:5432/shop',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      shopEmail: 'sales@buildright.example',
      allowedOrigins: ['https://admin.example', 'https://backoffice.example'],
      trustProxy: true,
      uploadsDir: join(dataDir, 'shared-uploads'),
      sessionSecret: productionSecret,
    });
  });

  it('serves metrics on METRICS_PORT, on this machine only unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '9464' }).metrics).toEqual({
      host: '127.0.0.1',
      port: 9464,
    });
    const config = loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' });
    expect(config.metrics).toEqual({ host: '0.0.0.0', port: 9464 });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_HOST: '0.0.0.0' }).metrics).toBeNull();
  });

  it('bootstraps an admin from ADMIN_USERNAME and ADMIN_PASSWORD', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ' ops ',
      ADMIN_PASSWORD: 'long-enough-password',
    });
    expect(config.bootstrapAdmin).toEqual({ username: 'ops', password: 'long-enough-password' });
  });
});

describe('several machines', () => {
  it('LISTEN and migrations use DATABASE_URL unless DATABASE_DIRECT_URL names the server', () => {
    const pooled = 'postgres://shop@pgbouncer.internal:6432/shop';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pooled }).databaseDirectUrl).toBe(pooled);
    const direct = 'postgres://shop@db.internal:5432/shop';
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: pooled,
      DATABASE_DIRECT_URL: direct,
    });
    expect([config.databaseUrl, config.databaseDirectUrl]).toEqual([pooled, direct]);
  });

  it('keep uploads in S3_BUCKET, in us-east-1 unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'shop-images' }).uploadsBucket).toEqual({
      bucket: 'shop-images',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'shop-images',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://images.buildright.example/',
    });
    expect(config.uploadsBucket).toEqual({
      bucket: 'shop-images',
      region: 'eu-central-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://images.buildright.example',
    });
  });

  it.each([
    [
      { DATABASE_DIRECT_URL: 'postgres://db/shop' },
      'DATABASE_URL is required with DATABASE_DIRECT_URL',
    ],
    [
      { DATABASE_URL: 'postgres://pool/shop', DATABASE_DIRECT_URL: 'mysql://db/shop' },
      'DATABASE_DIRECT_URL must be a postgres:// connection URL',
    ],
    [{ S3_BUCKET: 's3://shop-images' }, 'S3_BUCKET must be a bucket name, without s3:// or a path'],
    [
      { S3_BUCKET: 'shop', S3_REGION: 'EU Central' },
      'S3_REGION must be a region name such as us-east-1',
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_BUCKET is required with S3_ENDPOINT'],
    [{ S3_PUBLIC_URL: 'https://cdn.example' }, 'S3_BUCKET is required with S3_PUBLIC_URL'],
    [
      { S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' },
      'S3_SECRET_ACCESS_KEY is required with the other one',
    ],
    [
      { S3_BUCKET: 'shop', S3_SECRET_ACCESS_KEY: 'x' },
      'S3_ACCESS_KEY_ID is required with the other one',
    ],
    [
      { S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'maybe' },
      'S3_FORCE_PATH_STYLE must be true or false',
    ],
    [
      { S3_BUCKET: 'shop', S3_PUBLIC_URL: 'cdn.example' },
      'S3_PUBLIC_URL must be an http:// or https:// URL',
    ],
  ])('%o is refused: %s', (env, message) => {
    expect(configError(env).message).toBe(`Invalid configuration: ${message}`);
  });
});

describe('card payments', () => {
  it('use the built-in test provider without Stripe keys', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).payments).toEqual({
      provider: 'test',
      webhookSecret: undefined,
    });
  });

  it('use Stripe when its keys are set, at STRIPE_API_BASE when given', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.payments).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_123',
        apiBase: 'http://127.0.0.1:12111',
      },
      webhookSecret: 'whsec_123',
    });
  });

  it('refuse the test provider in production unless PAYMENTS_PROVIDER=test', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: productionSecret,
      DATA_DIR: dataDir,
    };
    expect(configError(production).message).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is required in production (or set PAYMENTS_PROVIDER=test to take test payments)',
    );
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'test' }).payments.provider).toBe('test');
  });

  it('need both Stripe keys', () => {
    expect(configError({ STRIPE_SECRET_KEY: 'sk_test_123' }).message).toBe(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY is required for Stripe payments',
    );
    expect(configError({ PAYMENTS_PROVIDER: 'stripe' }).message).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is required for Stripe payments',
    );
  });
});

describe('a missing or malformed setting', () => {
  it('production without SESSION_SECRET stops with one line naming it', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.message).toBe('Invalid configuration: SESSION_SECRET is required in production');
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ METRICS_PORT: 'prometheus' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'localhost:25' }, 'SMTP_URL'],
    [{ SHOP_EMAIL: 'shop' }, 'SHOP_EMAIL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
  ])('%o is refused naming %s', (env, name) => {
    expect(configError(env).message).toMatch(new RegExp(`^Invalid configuration: ${name} \\S`));
  });

  it('says what is wrong with the value', () => {
    expect(configError({ DATABASE_URL: 'mysql://localhost/shop' }).message).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// connection URL',
    );
    expect(configError({ SMTP_URL: 'http://mail.example.com' }).message).toBe(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(configError({ SESSION_SECRET: 'short' }).message).toBe(
      'Invalid configuration: SESSION_SECRET must be at least 32 characters',
    );
  });

  it("refuses metrics on the shop's own port", () => {
    expect(configError({ PORT: '8080', METRICS_PORT: '8080' }).message).toBe(
      "Invalid configuration: METRICS_PORT must differ from PORT: metrics are never served on the shop's port",
    );
    expect(configError({ METRICS_PORT: '3000' }).message).toMatch(
      /^Invalid configuration: METRICS_PORT/,
    );
  });

  it('ADMIN_USERNAME without ADMIN_PASSWORD names ADMIN_PASSWORD', () => {
    expect(configError({ ADMIN_USERNAME: 'ops' }).message).toBe(
      'Invalid configuration: ADMIN_PASSWORD is required with the other one',
    );
  });

  it('ADMIN_PASSWORD without ADMIN_USERNAME names ADMIN_USERNAME', () => {
    expect(configError({ ADMIN_PASSWORD: 'long-enough-password' }).message).toBe(
      'Invalid configuration: ADMIN_USERNAME is required with the other one',
    );
  });

  it('a short ADMIN_PASSWORD is refused', () => {
    expect(configError({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'short' }).message).toBe(
      'Invalid configuration: ADMIN_PASSWORD must be at least 8 characters',
    );
  });
});

describe('the session secret outside production', () => {
  it('is generated once, kept in DATA_DIR and reused', () => {
    const dir = join(dataDir, 'fresh', 'nested');
    expect(existsSync(dir)).toBe(false);
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    const file = join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('differs between data directories', () => {
    const a = loadConfig({ DATA_DIR: join(dataDir, 'a') }).sessionSecret;
    const b = loadConfig({ DATA_DIR: join(dataDir, 'b') }).sessionSecret;
    expect(a).not.toBe(b);
  });

  it('is not generated when SESSION_SECRET is set', () => {
    const dir = join(dataDir, 'given');
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: productionSecret }).sessionSecret).toBe(
      productionSecret,
    );
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });
});
