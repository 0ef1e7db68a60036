import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PaymentSettings } from '@buildright/api';
import * as z from 'zod';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// connection URL',
});

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((url) => url.replace(/\/+$/, ''));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Prometheus metrics at GET /metrics on a listener of their own, never the shop's port;
     * unset, there is no such listener. 0 picks a free port (tests).
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Where that listener listens: this machine only unless told otherwise. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * OpenTelemetry traces go to this OTLP collector; unset (and no traces endpoint of its own),
     * nothing of the SDK is loaded. The SDK reads the other OTEL_* variables itself.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl.optional(),
    OTEL_SDK_DISABLED: flag.default(false),
    OTEL_SERVICE_NAME: z.string().min(1).optional(),
    /** `key=value,...`; a `service.name` here names the service when OTEL_SERVICE_NAME does not. */
    OTEL_RESOURCE_ATTRIBUTES: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: postgresUrl.optional(),
    /**
     * The PostgreSQL server itself when DATABASE_URL goes through a pooler (PgBouncer): LISTEN
     * and the migrations' lock need a session of their own.
     */
    DATABASE_DIRECT_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default(join(repoRoot, '.data')),
    UPLOADS_DIR: z.string().min(1).optional(),
    /** Uploads go to this bucket instead of UPLOADS_DIR, so several machines share them. */
    S3_BUCKET: z
      .string()
      .regex(/^[A-Za-z0-9][\w.-]{1,254}$/, 'must be a bucket name, without s3:// or a path')
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
    /** An S3-compatible store's address (MinIO, R2, ...); AWS itself without it. */
    S3_ENDPOINT: httpUrl.optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** Where the bucket's objects are public (or a CDN before it): image URLs point there. */
    S3_PUBLIC_URL: httpUrl.optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: flag.default(false),
    /** Origins besides the server's own that may call the API with cookies (admin site elsewhere). */
    ADMIN_ORIGIN: list.default([]),
    DEMO: flag.optional(),
    /** Multiplies every rate limit; end-to-end suites sign in far more often than a person. */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
    ADMIN_USERNAME: z.string().trim().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Where that admin's password reset links go. */
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    /** The shop's address as visitors reach it: links in e-mail, canonical URLs, the sitemap. */
    PUBLIC_URL: httpUrl.optional(),
    /** How long a password reset link works; an hour unless a shop wants it shorter. */
    RESET_LINK_MINUTES: z.coerce.number().positive('must be more than 0').max(1440).default(60),
    SHOP_EMAIL: z.email({ error: 'must be an e-mail address' }).default('info@buildright.example'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    STRIPE_API_BASE: z.url().optional(),
    PAYMENTS_PROVIDER: z.enum(['stripe', 'test']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production',
      });
    }
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other one' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: "must differ from PORT: metrics are never served on the shop's port",
      });
    }
    if (env.DATABASE_DIRECT_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'is required with DATABASE_DIRECT_URL',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with the other one' });
    }
    const bucketSetting = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const).find(
      (key) => env[key],
    );
    if (bucketSetting && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required with ${bucketSetting}`,
      });
    }
    const provider = paymentsProviderOf(env);
    if (provider === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required for Stripe payments' });
      }
    }
    // Test payments take no money: a live shop must ask for them by name.
    if (provider === 'test' && env.NODE_ENV === 'production' && env.PAYMENTS_PROVIDER !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required in production (or set PAYMENTS_PROVIDER=test to take test payments)',
      });
    }
  });

/** Stripe when asked for or when its secret key is set; otherwise the built-in test provider. */
function paymentsProviderOf(env: {
  PAYMENTS_PROVIDER?: 'stripe' | 'test';
  STRIPE_SECRET_KEY?: string;
}) {
  return env.PAYMENTS_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test');
}

export type Env = z.output<typeof envSchema>;

/** The bucket that holds the uploads, for every server machine to share. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Undefined: the AWS SDK finds credentials itself (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Origin (no trailing slash) where the bucket's objects are public; image URLs point there. */
  publicUrl: string | undefined;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** The metrics listener's address; null: metrics are off, nothing is counted. */
  metrics: { host: string; port: number } | null;
  /** OpenTelemetry traces; null: off, and nothing of the SDK is loaded. */
  tracing: TracingSettings | null;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl: string | undefined;
  /** The server itself, for LISTEN and migrations: DATABASE_URL unless a pooler is in between. */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** When set, uploads go to this bucket and uploadsDir is not used. */
  uploadsBucket: S3Settings | null;
  sessionSecret: string;
  trustProxy: boolean;
  allowedOrigins: string[];
  demo: boolean;
  rateLimitMultiplier: number;
  bootstrapAdmin: { username: string; password: string; email?: string } | null;
  smtpUrl: string | undefined;
  shopEmail: string;
  /** Absolute origin (no trailing slash) used in e-mailed links, canonical URLs and the sitemap. */
  publicUrl: string;
  /** The admin site, for invitation links: on the first ADMIN_ORIGIN when it lives elsewhere. */
  adminUrl: string;
  resetLinkMinutes: number;
  payments: PaymentSettings & {
    /** Signs Stripe's webhook calls; without it the webhook endpoint refuses every call. */
    webhookSecret: string | undefined;
  };
}

export interface TracingSettings {
  /** OTEL_SERVICE_NAME, else a `service.name` in OTEL_RESOURCE_ATTRIBUTES, else "buildright". */
  serviceName: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment once; the first problem is reported on one line. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  return parsed.data;
}

/** Outside production a secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Where the shop keeps what it must not lose: its database and its uploads. */
export type Storage = Pick<
  Config,
  'databaseUrl' | 'databaseDirectUrl' | 'dataDir' | 'uploadsDir' | 'uploadsBucket'
>;

function storageOf(env: Env): Storage {
  const dataDir = resolve(env.DATA_DIR);
  return {
    databaseUrl: env.DATABASE_URL,
    databaseDirectUrl: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    uploadsBucket: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicUrl: env.S3_PUBLIC_URL,
        }
      : null,
  };
}

/** Traces are on when an OTLP endpoint is named, as the OpenTelemetry SDK reads it, and not disabled. */
function tracingOf(env: Env): TracingSettings | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint || env.OTEL_SDK_DISABLED) return null;
  const named = /(?:^|,)\s*service\.name\s*=\s*([^,]+)/.exec(
    env.OTEL_RESOURCE_ATTRIBUTES ?? '',
  )?.[1];
  return { serviceName: env.OTEL_SERVICE_NAME ?? named?.trim() ?? 'buildright' };
}

/**
 * The storage settings alone, as the server reads them, for the backup tools: unlike
 * `loadConfig` it writes nothing into DATA_DIR.
 */
export const loadStorage = (source: NodeJS.ProcessEnv = process.env): Storage =>
  storageOf(parseEnv(source));

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const storage = storageOf(env);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    metrics:
      env.METRICS_PORT === undefined ? null : { host: env.METRICS_HOST, port: env.METRICS_PORT },
    tracing: tracingOf(env),
    logLevel: env.LOG_LEVEL,
    ...storage,
    sessionSecret: env.SESSION_SECRET ?? localSessionSecret(storage.dataDir),
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.ADMIN_ORIGIN,
    demo: env.DEMO ?? env.NODE_ENV !== 'production',
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    bootstrapAdmin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD, email: env.ADMIN_EMAIL }
        : null,
    smtpUrl: env.SMTP_URL,
    shopEmail: env.SHOP_EMAIL,
    publicUrl,
    adminUrl: `${env.ADMIN_ORIGIN[0] ?? publicUrl}/admin-dashboard/`,
    resetLinkMinutes: env.RESET_LINK_MINUTES,
    payments: {
      ...(paymentsProviderOf(env) === 'stripe'
        ? {
            provider: 'stripe' as const,
            stripe: {
              secretKey: env.STRIPE_SECRET_KEY!,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
              apiBase: env.STRIPE_API_BASE,
            },
          }
        : { provider: 'test' as const }),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
  };
}

/**
 * The directory a command was run from: pnpm runs a package's script in the package, and says
 * where its caller stood in INIT_CWD, so that a file named on the command line is found there.
 */
export const callerDirectory = (source: NodeJS.ProcessEnv = process.env): string =>
  source.INIT_CWD ?? process.cwd();
