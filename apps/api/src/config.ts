import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { poolSizeSchema } from './db/pool-size.ts';
import { TAKE_DEFAULT_QUOTA_MB } from '@gjs/shared';

// Three levels up from apps/api/src and from apps/api/dist (the compiled server) alike.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: poolSizeSchema,
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).default(30),
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(14 * 24 * 3600),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Gypsy Jazz Guitar School <no-reply@gypsyjazz.school>'),
  SCHOOL_EMAIL: z.email().default('info@gypsyjazz.school'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SEED_DEMO: bool(true),
  TRUST_PROXY: bool(false),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  REGISTRATION_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORUM_POST_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORUM_COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  ANALYTICS_ALLOWED_ORIGINS: z.string().default(''),
  DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(30),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  MEDIA_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 3600),
  MEDIA_BASE_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: optionalUrl,
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
  BILLING_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  PAYMENT_GRACE_DAYS: z.coerce.number().int().min(0).default(7),
  /** Transcodes one process runs at a time (docs/decisions/0304); 0: this process transcodes nothing. */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(0).max(8).default(1),
  /** FFmpeg threads per transcode. */
  TRANSCODE_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** How long a job's claim lasts unrenewed: a killed process's job is taken up again after it. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  PUBLIC_CANCELLATION_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Storage of takes per private student (docs/decisions/0632-takes.md). */
  TAKES_QUOTA_MB: z.coerce.number().int().min(1).default(TAKE_DEFAULT_QUOTA_MB),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long the start waits for PostgreSQL to answer before giving up. */
  databaseConnectTimeoutSeconds: number;
  /** PostgreSQL connections per process: processes × this must stay below the server's max_connections. */
  databasePoolSize: number;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  passwordResetTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  schoolEmail: string;
  logLevel: string;
  webDistDir: string;
  seedDemo: boolean;
  trustProxy: boolean;
  loginRateLimit: number;
  passwordResetRateLimit: number;
  /** Contact-form messages per address per hour. */
  contactRateLimit: number;
  /** Login attempts per address per 15 minutes, whatever the accounts (password spraying). */
  loginAddressRateLimit: number;
  /** Registrations per address per hour. */
  registrationRateLimit: number;
  /** Forum posts and comments per member per hour. */
  forumPostRateLimit: number;
  forumCommentRateLimit: number;
  bodyLimitBytes: number;
  analyticsAllowedOrigins: string[];
  /** On SIGTERM, how long /api/ready answers 503 before the server stops taking connections. */
  drainSeconds: number;
  /** How long in-flight requests may take to finish on shutdown before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Bearer token of `/metrics`; unset turns the metrics off. */
  metricsToken: string | undefined;
  /** Bytes of takes a private student may keep (TAKES_QUOTA_MB). */
  takesQuotaBytes: number;
  storageDriver: 'local' | 's3';
  /** The bucket of STORAGE_DRIVER=s3; credentials unset use the SDK's own chain. */
  s3: {
    endpoint: string | undefined;
    region: string;
    bucket: string | undefined;
    credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    forcePathStyle: boolean;
  };
  mediaSigningSecret: string | undefined;
  mediaUrlTtlSeconds: number;
  /** Prefix of media and thumbnail URLs; '' keeps them relative to the site (`/api/media/...`). */
  mediaBaseUrl: string;
  /** Card payments; unset keys hide the card option (decision 0402). `apiBase` points the SDK at a sandbox or fake. */
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
  };
  paypal: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    webhookId: string | undefined;
    apiBase: string;
  };
  /** How often the server runs the subscription lifecycle jobs; 0 leaves them to the CLI. */
  billingJobsIntervalSeconds: number;
  transcode: { concurrency: number; threads: number };
  jobs: { leaseSeconds: number; pollMs: number };
  paymentGraceDays: number;
  publicCancellationRateLimit: number;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER is s3');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    passwordResetTtlSeconds: e.PASSWORD_RESET_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    schoolEmail: e.SCHOOL_EMAIL,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    passwordResetRateLimit: e.PASSWORD_RESET_RATE_LIMIT,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    loginAddressRateLimit: e.LOGIN_ADDRESS_RATE_LIMIT,
    registrationRateLimit: e.REGISTRATION_RATE_LIMIT,
    forumPostRateLimit: e.FORUM_POST_RATE_LIMIT,
    forumCommentRateLimit: e.FORUM_COMMENT_RATE_LIMIT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    analyticsAllowedOrigins: e.ANALYTICS_ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    drainSeconds: e.DRAIN_SECONDS,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    takesQuotaBytes: e.TAKES_QUOTA_MB * 1024 ** 2,
    storageDriver: e.STORAGE_DRIVER,
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    mediaSigningSecret: e.MEDIA_SIGNING_SECRET,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    mediaBaseUrl: (e.MEDIA_BASE_URL ?? '').replace(/\/$/, ''),
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
    },
    billingJobsIntervalSeconds: e.BILLING_JOBS_INTERVAL_SECONDS,
    transcode: { concurrency: e.TRANSCODE_CONCURRENCY, threads: e.TRANSCODE_THREADS },
    jobs: { leaseSeconds: e.JOB_LEASE_SECONDS, pollMs: e.JOB_POLL_MS },
    paymentGraceDays: e.PAYMENT_GRACE_DAYS,
    publicCancellationRateLimit: e.PUBLIC_CANCELLATION_RATE_LIMIT,
  };
}
