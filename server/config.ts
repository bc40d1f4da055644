// The one place that reads process.env: every setting, parsed and checked once at boot.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SHARE_LINK_MAX_DAYS } from '../contract/preview.ts';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

// proxy-addr's names for address ranges, accepted beside addresses and CIDR ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whose `X-Forwarded-For` to believe: nobody (unset), or the proxies at these addresses or CIDR
 * ranges (comma-separated). No hop count: it cannot tell a proxy from a client that sends the
 * header itself, and Fastify 5 ignores forwarded headers for one anyway.
 */
const trustProxySetting = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .optional()
    .transform((value, ctx): false | string[] => {
      if (value === undefined) return false;
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isProxyAddress)) return entries;
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY takes the addresses or CIDR ranges of your proxies, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    TRUST_PROXY: trustProxySetting,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    JWT_SECRET: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ),
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('auto'),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Salvia <no-reply@salvia.example>'),
    REDIS_URL: optionalUrl,
    REDIS_KEY_PREFIX: z.string().min(1).default('salvia:'),
    SITE_URL: optionalUrl,
    GA_MEASUREMENT_ID: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^G-[A-Z0-9]+$/, 'GA_MEASUREMENT_ID looks like G-XXXXXXX')
        .optional(),
    ),
    SHED_LOAD_AFTER_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    PAGE_CACHE: z.enum(['on', 'off'], { error: 'PAGE_CACHE is on or off' }).default('on'),
    REVISIONS_KEPT: z.coerce.number().int().min(1).max(1000).default(50),
    SHARE_LINK_DAYS: z.coerce.number().int().min(1).max(SHARE_LINK_MAX_DAYS).default(7),
    WRITERS_MAY_PUBLISH: z
      .enum(['true', 'false'], { error: 'WRITERS_MAY_PUBLISH is true or false' })
      .default('false')
      .transform((v) => v === 'true'),
    MEDIA_IMPORT_ALLOWED_ADDRESSES: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'MEDIA_IMPORT_ALLOWED_ADDRESSES lists IP addresses' }))),
    SEARCH_READINGS: z
      .enum(['background', 'off'], { error: 'SEARCH_READINGS is background or off' })
      .default('background'),
    STORED_BODIES: z.enum(['background', 'off'], { error: 'STORED_BODIES is background or off' }).default('background'),
    SCHEDULED_UPDATES: z
      .enum(['background', 'off'], { error: 'SCHEDULED_UPDATES is background or off' })
      .default('background'),
    METRICS_TOKEN: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
    MIGRATE_ON_START: z
      .enum(['true', 'false'], { error: 'MIGRATE_ON_START is true or false' })
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required with DATABASE_URL: every instance must share it',
      });
    }
    if (env.MEDIA_STORAGE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required with MEDIA_STORAGE=s3` });
      }
    }
  });

type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Fastify's `trustProxy`: false, or the addresses and ranges of the proxies to believe. */
  trustProxy: false | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  media:
    | { storage: 'local'; dir: string }
    | {
        storage: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string;
      };
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  redisUrl: string | undefined;
  /** Starts every key Salvia writes to Redis, so several sites (or staging) can share one server. */
  redisKeyPrefix: string;
  /** The public origin, no trailing slash: SITE_URL, else where this process listens (`listeningOrigin`). */
  siteUrl: string;
  gaMeasurementId: string | undefined;
  /** Event-loop delay past which new requests get 503 + Retry-After instead of queueing; 0 never sheds. */
  shedLoadAfterMs: number;
  /** How long public pages and rankings are kept in process; 0 turns the cache off. */
  publicCacheSeconds: number;
  /**
   * Whether rendered pages are kept too (PAGE_CACHE); off, every page is rendered while the data
   * pages share is still kept: for a CDN that keeps pages itself, and to measure a render.
   */
  keepPages: boolean;
  /** The newest revisions kept per article; older ones go as new ones come. */
  revisionsKept: number;
  /** How long a new share link of an unpublished article works, unless its maker chooses. */
  shareLinkDays: number;
  /** Writers publish their own articles; otherwise they submit them for review (校正) and admins publish. */
  writersMayPublish: boolean;
  /** Addresses a pasted picture may be fetched from although they are not public (an intranet server). */
  mediaImportAllowedAddresses: string[];
  /** Whether this process fills the search's readings in the background (tests fill them themselves). */
  fillSearchReadings: boolean;
  /** Whether this process renders stored bodies again at start when the renderer changed. */
  renderStoredBodies: boolean;
  /** Whether this process puts approved scheduled updates live when their time comes. */
  applyScheduledUpdates: boolean;
  /** The bearer token `GET /metrics` asks for; unset, the endpoint does not exist. */
  metricsToken: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  /**
   * Apply pending migrations at start (one process at a time); false when a release step runs
   * `npm run migrate` first, and the server then refuses a schema older than its own.
   */
  migrateOnStart: boolean;
};

export class ConfigError extends Error {}

/** Mode of the directories the app creates for its own files: owner only. */
export const PRIVATE_DIR = 0o700;

/**
 * Parses an environment into the app's config. Not quite pure: it creates DATA_DIR (readable by
 * the app's user only) when anything is kept there, and the generated JWT secret file.
 */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const keepsFilesInDataDir = !env.DATABASE_URL || !env.JWT_SECRET || env.MEDIA_STORAGE === 'local' || !env.SMTP_URL;
  if (keepsFilesInDataDir) keepPrivate(dataDir);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    media:
      env.MEDIA_STORAGE === 's3'
        ? {
            storage: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET as string,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
            publicUrl: env.S3_PUBLIC_URL as string,
          }
        : { storage: 'local', dir: localMediaDir(dataDir) },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxDir: path.join(dataDir, 'outbox'),
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    siteUrl: env.SITE_URL?.replace(/\/$/, '') ?? listeningOrigin(env.HOST, env.PORT),
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    publicCacheSeconds: env.PUBLIC_CACHE_SECONDS,
    keepPages: env.PAGE_CACHE === 'on',
    revisionsKept: env.REVISIONS_KEPT,
    writersMayPublish: env.WRITERS_MAY_PUBLISH,
    shareLinkDays: env.SHARE_LINK_DAYS,
    shedLoadAfterMs: env.SHED_LOAD_AFTER_MS,
    mediaImportAllowedAddresses: env.MEDIA_IMPORT_ALLOWED_ADDRESSES,
    fillSearchReadings: env.SEARCH_READINGS === 'background',
    renderStoredBodies: env.STORED_BODIES === 'background',
    applyScheduledUpdates: env.SCHEDULED_UPDATES === 'background',
    metricsToken: env.METRICS_TOKEN,
    logLevel: env.LOG_LEVEL,
    // Demo content only ever goes into the embedded database.
    seedDemo: env.SEED_DEMO === 'auto' && !env.DATABASE_URL,
    migrateOnStart: env.MIGRATE_ON_START,
  };
}

/**
 * The embedded database, the secret and the outbox's reset links are nobody else's business: DATA_DIR
 * is created for the app's user only, and one made beforehand (0755 by a plain `mkdir`) is tightened.
 */
function keepPrivate(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  if ((statSync(dataDir).mode & 0o777) === PRIVATE_DIR) return;
  try {
    chmodSync(dataDir, PRIVATE_DIR);
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR（${dataDir}）を起動ユーザーだけが読み書きできる設定（0700）にできませんでした: ${(error as Error).message}\n` +
        'データベースや署名用の秘密鍵が他のユーザーから読めてしまうため、起動しません。' +
        'このフォルダの持ち主で起動するか、持ち主が chmod 700 を実行してください。',
    );
  }
}

/**
 * The address a browser on this machine reaches a server listening on `host` and `port` at: the
 * public origin when SITE_URL is unset, so links follow the port (and host) the site runs on.
 */
export function listeningOrigin(host: string, port: number): string {
  const everyInterface = host === '' || host === '0.0.0.0' || host === '::';
  const name = everyInterface ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Where MEDIA_STORAGE=local keeps files; `npm run media:to-s3` copies them from there. */
export function localMediaDir(dataDir: string): string {
  return path.join(dataDir, 'media');
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}
