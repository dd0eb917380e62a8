import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: port 8080, ./data, embedded database, simulator, demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.viisp.mode).toBe('simulator');
    expect(c.seedDemo).toBe(true);
    expect(c.session.secureCookie).toBe(false);
  });

  it('fails fast naming the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
  });

  it('refuses the simulator in production and asks for the gateway settings', () => {
    expect(() =>
      loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://x.lt', VIISP_MODE: 'simulator' }),
    ).toThrow(/simulator cannot run/);
    const error = (() => {
      try {
        loadConfig({ APP_ENV: 'production', PUBLIC_URL: 'https://x.lt' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/VIISP_ENDPOINT: required/);
    expect(error?.message).toMatch(/VIISP_GATEWAY_CERT_FILE: required/);
  });

  it('makes cookies secure and turns demo data off in production', () => {
    const c = loadConfig({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://leidimai.am.lt/',
      VIISP_ENDPOINT: 'https://gw/soap',
      VIISP_LOGIN_URL: 'https://gw/login',
      VIISP_PID: 'VSID1',
      VIISP_PRIVATE_KEY_FILE: 'a',
      VIISP_PUBLIC_KEY_FILE: 'b',
      VIISP_GATEWAY_CERT_FILE: 'c',
    });
    expect(c.session.secureCookie).toBe(true);
    expect(c.seedDemo).toBe(false);
    expect(c.publicUrl).toBe('https://leidimai.am.lt');
  });

  it('sends mail only when SMTP_URL is set, and then needs MAIL_FROM', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    const c = loadConfig({
      SMTP_URL: 'smtp://user:secret@mail.example.lt:587',
      MAIL_FROM: 'noreply@example.lt',
    });
    expect(c.mail).toEqual({ smtpUrl: 'smtp://user:secret@mail.example.lt:587', from: 'noreply@example.lt' });
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.lt' })).toThrow(
      /MAIL_FROM: required with SMTP_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.lt', MAIL_FROM: 'a@b.lt' })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });

  it('pays through the sandbox outside production, and in production only when allowed twice', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', sandboxSecret: undefined });
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).payments.provider).toBe('none');
    const production = {
      APP_ENV: 'production',
      PUBLIC_URL: 'https://leidimai.am.lt',
      VIISP_ENDPOINT: 'https://gw/soap',
      VIISP_LOGIN_URL: 'https://gw/login',
      VIISP_PID: 'VSID1',
      VIISP_PRIVATE_KEY_FILE: 'a',
      VIISP_PUBLIC_KEY_FILE: 'b',
      VIISP_GATEWAY_CERT_FILE: 'c',
    };
    expect(loadConfig(production).payments.provider).toBe('none');
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER: the sandbox payment provider cannot run with APP_ENV=production unless PAYMENT_SANDBOX_IN_PRODUCTION=true/,
    );
    expect(
      loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })
        .payments.provider,
    ).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'bank' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(
      /PAYMENT_SANDBOX_SECRET: must be at least 32 characters/,
    );
    const secret = 'x'.repeat(32);
    expect(loadConfig({ PAYMENT_SANDBOX_SECRET: secret }).payments.sandboxSecret).toBe(secret);
  });

  it('takes a metrics token of 32 printable characters or more, and none by default', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'k3y-'.repeat(8);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${'x'.repeat(32)} y` })).toThrow(
      /METRICS_TOKEN: must be printable ASCII without spaces/,
    );
  });

  it('keeps public content in memory for a second, not in the test environment unless asked', () => {
    expect(loadConfig({}).contentCacheMs).toBe(1000);
    expect(loadConfig({ APP_ENV: 'test' }).contentCacheMs).toBe(0);
    expect(loadConfig({ APP_ENV: 'test', CONTENT_CACHE_MS: '1500' }).contentCacheMs).toBe(1500);
    expect(loadConfig({ CONTENT_CACHE_MS: '0' }).contentCacheMs).toBe(0);
    expect(() => loadConfig({ CONTENT_CACHE_MS: '-1' })).toThrow(/CONTENT_CACHE_MS: must be at least 0/);
    expect(() => loadConfig({ CONTENT_CACHE_MS: 'soon' })).toThrow(
      /CONTENT_CACHE_MS: must be a whole number/,
    );
  });

  it('keeps files on the local disk by default, in an S3-compatible store with FILE_STORAGE=s3', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'https://minio.example.lt:9000',
        S3_BUCKET: 'leidimai-failai',
        S3_ACCESS_KEY_ID: 'leidimai',
        S3_SECRET_ACCESS_KEY: 'paslaptis',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      endpoint: 'https://minio.example.lt:9000',
      bucket: 'leidimai-failai',
      region: 'us-east-1',
      credentials: { accessKeyId: 'leidimai', secretAccessKey: 'paslaptis' },
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, virtual-hosted addresses, the SDK's own credentials (an instance role).
    expect(
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'leidimai-failai', S3_REGION: 'eu-central-1' }).fileStorage,
    ).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required with FILE_STORAGE=s3/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b1b', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(() => loadConfig({ FILE_STORAGE: 'nfs' })).toThrow(/FILE_STORAGE/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
  });

  it('scans uploads with clamd only when CLAMD_URL is set, at a TCP or unix socket address', () => {
    expect(loadConfig({}).clamd).toBeUndefined();
    expect(loadConfig({ CLAMD_URL: 'tcp://127.0.0.1:3310' }).clamd).toEqual({
      url: 'tcp://127.0.0.1:3310',
      timeoutMs: 30_000,
      streamMaxBytes: 25 * 1024 * 1024,
    });
    expect(
      loadConfig({
        CLAMD_URL: 'unix:///run/clamav/clamd.ctl',
        CLAMD_TIMEOUT_MS: '5000',
        CLAMD_STREAM_MAX_BYTES: '11534336',
      }).clamd,
    ).toEqual({ url: 'unix:///run/clamav/clamd.ctl', timeoutMs: 5000, streamMaxBytes: 11_534_336 });
    expect(() => loadConfig({ CLAMD_URL: 'http://clamd:3310' })).toThrow(
      /CLAMD_URL: must be tcp:\/\/host:port/,
    );
    expect(() => loadConfig({ CLAMD_URL: 'tcp://clamd' })).toThrow(/CLAMD_URL/);
  });
});
