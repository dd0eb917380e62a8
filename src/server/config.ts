/**
 * Configuration from the environment, parsed once and failing fast with a message that names the
 * variable (house style §8). Every variable is documented in README.md and `.env.example`.
 */
import { resolve } from 'node:path';
import * as v from 'valibot';

const int = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const url = v.pipe(v.string(), v.url('must be a URL'));

const envSchema = v.object({
  /** production | development | test: the test login and the gateway simulator are refused in production. */
  APP_ENV: v.optional(v.picklist(['production', 'development', 'test']), 'development'),
  PORT: int(8080, 0, 65535),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://'))),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  /** Address people use to reach the portal; the gateway posts back to it. */
  PUBLIC_URL: v.optional(url),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  SESSION_IDLE_MINUTES: int(30, 1, 24 * 60),
  SESSION_ABSOLUTE_HOURS: int(12, 1, 24 * 7),
  /** Addresses of reverse proxies whose X-Forwarded-For we trust (comma separated), or empty. */
  TRUST_PROXY: v.optional(v.string(), ''),
  /** simulator: the built-in gateway; viisp: the national gateway at VIISP_ENDPOINT. */
  VIISP_MODE: v.optional(v.picklist(['simulator', 'viisp'])),
  VIISP_ENDPOINT: v.optional(url),
  VIISP_LOGIN_URL: v.optional(url),
  VIISP_PID: v.optional(v.string()),
  VIISP_PRIVATE_KEY_FILE: v.optional(v.string()),
  VIISP_PUBLIC_KEY_FILE: v.optional(v.string()),
  VIISP_GATEWAY_CERT_FILE: v.optional(v.string()),
  LOGIN_RATE_LIMIT_PER_MINUTE: int(30, 1, 100_000),
  CATCH_REPORT_RATE_LIMIT_PER_MINUTE: int(120, 1, 1_000_000),
  PURCHASE_RATE_LIMIT_PER_MINUTE: int(20, 1, 1_000_000),
  /** How often a node's scheduler looks for due jobs, in milliseconds; the jobs' own periods are 30 s or more. */
  JOB_TICK_MS: int(30_000, 50, 3_600_000),
  /** How long a node answers the content service's public reads from memory (issue 8); 0: never. Default 1000, 0 with APP_ENV=test. */
  CONTENT_CACHE_MS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer('must be a whole number'),
      v.minValue(0, 'must be at least 0'),
      v.maxValue(60_000, 'must be at most 60000'),
    ),
  ),
  /** The built web app to serve; default dist/web (npm run build). */
  WEB_ROOT: v.optional(v.string()),
  /** Outgoing mail server, e.g. smtp://user:pass@host:587; unset: mails wait in the outbox, shown by the local mailbox. */
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'must start with smtp:// or smtps://')),
  ),
  /** Sender of every mail, e.g. `Aplinkos leidimai <noreply@leidimai.am.lt>`; required with SMTP_URL. */
  MAIL_FROM: v.optional(v.string()),
  /** simulator: the in-process Infobip simulator (default outside production); infobip: Infobip's HTTP API; none: SMS wait in the outbox (ADR 0033). */
  SMS_GATEWAY: v.optional(v.picklist(['simulator', 'infobip', 'none'])),
  /** Infobip's base URL of the account, e.g. https://xxxxx.api.infobip.com; required with SMS_GATEWAY=infobip. */
  INFOBIP_BASE_URL: v.optional(url),
  /** Infobip's API key (sent as `Authorization: App <key>`); required with SMS_GATEWAY=infobip. */
  INFOBIP_API_KEY: v.optional(v.string()),
  /** The sender shown on the phone: a short number or up to 11 letters and digits. */
  SMS_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^([A-Za-z0-9 ]{1,11}|\+?\d{3,15})$/, 'must be up to 11 letters and digits, or a number'),
    ),
    'AM LEIDIMAI',
  ),
  /** Signs inbound SMS the gateway posts to /api/sms/gaunamos (HMAC-SHA256); unset: kept under DATA_DIR/keys (ADR 0035). */
  SMS_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /** Signs the unsubscribe links of notice mails (HMAC-SHA256); unset: kept under DATA_DIR/keys (ADR 0036). */
  NOTICE_UNSUBSCRIBE_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')),
  ),
  /** sandbox: the embedded test bank (default outside production); none: no provider, paying is closed. */
  PAYMENT_PROVIDER: v.optional(v.picklist(['sandbox', 'none'])),
  /** true lets the sandbox run with APP_ENV=production (a public demonstration where no money moves). */
  PAYMENT_SANDBOX_IN_PRODUCTION: v.optional(v.picklist(['true', 'false'])),
  /** Signs the sandbox's callbacks; set it when several nodes serve one database. Unset: kept under DATA_DIR/keys. */
  PAYMENT_SANDBOX_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /** Bearer token a scraper sends for /metrics; unset: /metrics answers direct private-network callers only (ADR 0012). */
  FEE_ACCOUNT_IBAN: v.optional(
    v.pipe(v.string(), v.regex(/^LT\d{18}$/, 'must be a Lithuanian IBAN, LT and 18 digits, no spaces')),
  ),
  FEE_ACCOUNT_NAME: v.optional(v.string()),
  BANK_STATEMENTS_DIR: v.optional(v.string()),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.minLength(32, 'must be at least 32 characters'),
      v.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
    ),
  ),
  /** local: files under DATA_DIR/files (default); s3: an S3-compatible object store (MinIO, Ceph, AWS). */
  FILE_STORAGE: v.optional(v.picklist(['local', 's3']), 'local'),
  /** The store's address, e.g. https://minio.example.lt:9000; unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: v.optional(url),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      ),
    ),
  ),
  S3_REGION: v.optional(v.string(), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  /** true: https://endpoint/bucket/key (MinIO, Ceph); false: https://bucket.endpoint/key. Default true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'])),
  /** clamd for virus scanning of every upload: tcp://host:3310 or unix:///run/clamav/clamd.ctl; unset: no scanning. */
  CLAMD_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(tcp:\/\/[^/\s]+:\d+\/?|unix:\/\/\/\S+)$/, 'must be tcp://host:port or unix:///path'),
    ),
  ),
  /** How long clamd may take to answer once a file is sent, in milliseconds. */
  CLAMD_TIMEOUT_MS: int(30_000, 100, 600_000),
  /** clamd's StreamMaxLength in bytes: a longer file is refused as not scannable before it is sent on. */
  CLAMD_STREAM_MAX_BYTES: int(25 * 1024 * 1024, 1024, 4 * 1024 * 1024 * 1024),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  session: { idleMs: number; absoluteMs: number; secureCookie: boolean };
  trustProxy: string[];
  viisp:
    | { mode: 'simulator' }
    | {
        mode: 'viisp';
        endpoint: string;
        loginUrl: string;
        pid: string;
        privateKeyFile: string;
        publicKeyFile: string;
        gatewayCertFile: string;
      };
  loginRateLimitPerMinute: number;
  /** Catch reports per client address per minute: a phone's outbox sends its queue in a burst on reconnecting. */
  catchReportRateLimitPerMinute: number;
  /**
   * Anglers' purchases created per client address per minute (issue 8 item 4). Each one reserves a
   * licence or quota for the 30-minute payment window, so one address must not hoard them. The
   * default of 20 is far above a person's need — a family or a club buys its tickets one purchase
   * after another, a few a minute, with a correction or two — and leaves room for the many people a
   * mobile carrier puts behind one shared (CGNAT) address, who rarely buy in the same minute. Every
   * request counts, an Idempotency-Key replay too: it is refused past the count like the rest and,
   * repeated after Retry-After with the same key, answers the same purchase.
   */
  purchaseRateLimitPerMinute: number;
  /** JOB_TICK_MS: how often the scheduler looks for due jobs (30 s; scripts shorten it to see jobs run in seconds). */
  jobTickMs: number;
  /**
   * Milliseconds a node answers the content service's public reads from memory (http/answer-cache.ts).
   * 0 with APP_ENV=test by default: the API suites change content in the database between reads.
   */
  contentCacheMs: number;
  webRoot: string | undefined;
  /** `smtpUrl` undefined: no mail leaves the outbox (issue 4 §8, the local mailbox page). */
  /** `unsubscribeSecret` undefined: kept under DATA_DIR/keys (ADR 0036). */
  mail: { smtpUrl: string | undefined; from: string; unsubscribeSecret?: string | undefined };
  /** ADR 0033: `none`, no SMS leaves the outbox; `webhookSecret` undefined: kept under DATA_DIR (ADR 0035). */
  sms:
    | { gateway: 'none' | 'simulator'; from: string; webhookSecret: string | undefined }
    | {
        gateway: 'infobip';
        from: string;
        webhookSecret: string | undefined;
        baseUrl: string;
        apiKey: string;
      };
  /**
   * Architecture §6. `none`: payments cannot start (selling is closed) until a real provider is
   * configured. `sandboxSecret` undefined: the sandbox keeps a generated secret under DATA_DIR.
   */
  payments: { provider: 'sandbox' | 'none'; sandboxSecret: string | undefined };
  /**
   * State fees by bank transfer (issue 20, ADR 0028): the account fees are paid into (null: the
   * portal offers online payment only) and the folder whose camt.053/054 files a job imports.
   */
  fees: { account: { iban: string; name: string } | null; statementsDir: string };
  /** METRICS_TOKEN (ADR 0012). */
  metricsToken: string | undefined;
  /** Where uploaded files are kept (architecture §7, ADR 0016). */
  fileStorage:
    | { kind: 'local' }
    | {
        kind: 's3';
        endpoint: string | undefined;
        bucket: string;
        region: string;
        /** Undefined: the SDK's own chain (environment, instance role). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      };
  /** CLAMD_URL: every upload is scanned there; undefined: no scanning (ADR 0016). */
  clamd: { url: string; timeoutMs: number; streamMaxBytes: number } | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>;
  const parsed = v.safeParse(envSchema, input);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  const production = e.APP_ENV === 'production';
  const viispMode = e.VIISP_MODE ?? (production ? 'viisp' : 'simulator');
  if (production && viispMode === 'simulator') {
    throw new ConfigError(
      'Invalid configuration:\n  VIISP_MODE: the gateway simulator cannot run with APP_ENV=production',
    );
  }
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required with APP_ENV=production');
  }
  let viisp: Config['viisp'] = { mode: 'simulator' };
  if (viispMode === 'viisp') {
    const missing = (
      [
        'VIISP_ENDPOINT',
        'VIISP_LOGIN_URL',
        'VIISP_PID',
        'VIISP_PRIVATE_KEY_FILE',
        'VIISP_PUBLIC_KEY_FILE',
        'VIISP_GATEWAY_CERT_FILE',
      ] as const
    ).filter((k) => !e[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required with VIISP_MODE=viisp`).join('\n')}`,
      );
    }
    viisp = {
      mode: 'viisp',
      endpoint: e.VIISP_ENDPOINT!,
      loginUrl: e.VIISP_LOGIN_URL!,
      pid: e.VIISP_PID!,
      privateKeyFile: e.VIISP_PRIVATE_KEY_FILE!,
      publicKeyFile: e.VIISP_PUBLIC_KEY_FILE!,
      gatewayCertFile: e.VIISP_GATEWAY_CERT_FILE!,
    };
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('Invalid configuration:\n  MAIL_FROM: required with SMTP_URL');
  }
  const smsGateway = e.SMS_GATEWAY ?? (production ? 'none' : 'simulator');
  if (production && smsGateway === 'simulator') {
    throw new ConfigError(
      'Invalid configuration:\n  SMS_GATEWAY: the SMS simulator cannot run with APP_ENV=production',
    );
  }
  if (smsGateway === 'infobip' && (!e.INFOBIP_BASE_URL || !e.INFOBIP_API_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  INFOBIP_BASE_URL, INFOBIP_API_KEY: required with SMS_GATEWAY=infobip',
    );
  }
  const sms: Config['sms'] =
    smsGateway === 'infobip'
      ? {
          gateway: 'infobip',
          from: e.SMS_FROM,
          webhookSecret: e.SMS_WEBHOOK_SECRET,
          baseUrl: e.INFOBIP_BASE_URL!,
          apiKey: e.INFOBIP_API_KEY!,
        }
      : { gateway: smsGateway, from: e.SMS_FROM, webhookSecret: e.SMS_WEBHOOK_SECRET };
  // A copied development .env must not put a bank that takes no money in front of real buyers:
  // production runs the sandbox only when told so twice.
  const paymentProvider = e.PAYMENT_PROVIDER ?? (production ? 'none' : 'sandbox');
  if (production && paymentProvider === 'sandbox' && e.PAYMENT_SANDBOX_IN_PRODUCTION !== 'true') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: the sandbox payment provider cannot run with APP_ENV=production unless PAYMENT_SANDBOX_IN_PRODUCTION=true',
    );
  }
  let fileStorage: Config['fileStorage'] = { kind: 'local' };
  if (e.FILE_STORAGE === 's3') {
    const problems: string[] = [];
    if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required with FILE_STORAGE=s3');
    if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
      problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
    fileStorage = {
      kind: 's3',
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      credentials: e.S3_ACCESS_KEY_ID
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! }
        : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : e.S3_ENDPOINT !== undefined,
    };
  }
  return {
    env: e.APP_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      secureCookie: production,
    },
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    viisp,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    catchReportRateLimitPerMinute: e.CATCH_REPORT_RATE_LIMIT_PER_MINUTE,
    purchaseRateLimitPerMinute: e.PURCHASE_RATE_LIMIT_PER_MINUTE,
    jobTickMs: e.JOB_TICK_MS,
    contentCacheMs: e.CONTENT_CACHE_MS ?? (e.APP_ENV === 'test' ? 0 : 1000),
    webRoot: e.WEB_ROOT ? resolve(e.WEB_ROOT) : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'noreply@localhost',
      unsubscribeSecret: e.NOTICE_UNSUBSCRIBE_SECRET,
    },
    sms,
    payments: { provider: paymentProvider, sandboxSecret: e.PAYMENT_SANDBOX_SECRET },
    fees: {
      // Outside production a test account (its check digits are right; no bank holds it).
      account:
        e.FEE_ACCOUNT_IBAN || !production
          ? {
              iban: e.FEE_ACCOUNT_IBAN ?? 'LT577300010000000000',
              name: e.FEE_ACCOUNT_NAME ?? 'Lietuvos Respublikos aplinkos ministerija',
            }
          : null,
      statementsDir: resolve(e.BANK_STATEMENTS_DIR ?? `${e.DATA_DIR}/bank-statements`),
    },
    metricsToken: e.METRICS_TOKEN,
    fileStorage,
    clamd: e.CLAMD_URL
      ? { url: e.CLAMD_URL, timeoutMs: e.CLAMD_TIMEOUT_MS, streamMaxBytes: e.CLAMD_STREAM_MAX_BYTES }
      : undefined,
  };
}
