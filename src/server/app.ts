/**
 * `buildApp()`: the whole HTTP application, built from its parts so that tests can call it with
 * `app.inject()` (house style: fastify/demo). Security defaults are registered here once.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
// The server answers in every language from the start: all message bundles (ADR 0003).
import '../shared/i18n/all-messages.ts';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { devMailboxRoutes } from './adapters/mail/dev-mailbox-routes.ts';
import { createMailer } from './adapters/mail/mailer.ts';
import { notifyParty } from './adapters/mail/notify.ts';
import { createUnsubscribeLinks } from './adapters/mail/unsubscribe.ts';
import type { Registers } from './adapters/registers/types.ts';
import { devSmsRoutes } from './adapters/sms/dev-sms-routes.ts';
import { createSms, SMS_DELIVERY_REPORT_PATH } from './adapters/sms/index.ts';
import type { GatewayClient } from './adapters/viisp/types.ts';
import type { Config } from './config.ts';
import { createAccess } from './core/access.ts';
import { loadKeptSecret } from './core/kept-secret.ts';
import { createRoleCheck } from './core/roles.ts';
import type { RouteDeclaration } from './core/route.ts';
import { createSecurityCodes } from './core/security-codes.ts';
import type { Database } from './db/index.ts';
import { ClamdScanner, createUploads, parseClamdUrl } from './files/index.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { boundedJsonParser } from './http/json-body.ts';
import { createScheduler, type Job, type Scheduler } from './jobs/scheduler.ts';
import { testJobTriggerRoutes } from './jobs/test-trigger.ts';
import { anglerRoutes } from './modules/anglers/index.ts';
import { applicationRoutes, createApplicationService } from './modules/applications/index.ts';
import { authRoutes, createAuthService } from './modules/auth/index.ts';
import { catchReportRoutes, createCatchReportService } from './modules/catch-reports/index.ts';
import { contentRoutes, moveLegacyContentFiles } from './modules/content/index.ts';
import { documentRoutes } from './modules/documents/index.ts';
import { createFeeService, feeRoutes, importStatementFolder } from './modules/fees/index.ts';
import { fellingMapRoutes } from './modules/felling-map/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { createMessageService, messageRoutes, type PartyNotifier } from './modules/messages/index.ts';
import { setUpPayments } from './modules/payments/index.ts';
import { permitDocumentRoutes } from './modules/permit-document/index.ts';
import { createPermitService, permitRoutes } from './modules/permits/index.ts';
import { createProfileService, profileRoutes } from './modules/profile/index.ts';
import { createQuotaService, quotaRoutes } from './modules/quotas/index.ts';
import { createReminderService, reminderRoutes, unsubscribeRoutes } from './modules/reminders/index.ts';
import { setUpSandboxBank } from './modules/sandbox-bank/index.ts';
import {
  createSmsReportService,
  SMS_SIGNATURE_HEADER,
  signSmsWebhook,
  smsReportRoutes,
} from './modules/sms-reports/index.ts';
import { createStatisticsService, statisticsRoutes } from './modules/statistics/index.ts';
import {
  createLicenceRequests,
  createSalesSummary,
  createWaterBodyService,
  ROLE_L03,
  waterBodyRoutes,
} from './modules/water-bodies/index.ts';
import { requestIdMixin } from './observability/log-context.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { observabilityPlugin } from './plugins/observability.ts';
import { forgetEndedWindows } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { type SessionData, sessionPlugin } from './plugins/session.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { xsrfPlugin } from './plugins/xsrf.ts';
import { createFileStorage } from './storage/index.ts';

/**
 * Every route the app registers, for tests generated from the route table (authorization,
 * anti-forgery, malformed input): with its declaration (core/route.ts) when it was declared.
 */
export interface RouteEntry {
  method: string;
  url: string;
  xsrf: boolean;
  declaration?: RouteDeclaration;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteEntry[];
    /** Scheduled jobs (permit expiry, mail delivery); main.ts starts it, tests tick it. */
    scheduler: Scheduler;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  gateway: GatewayClient;
  registers: Registers;
  /** Mounts extra routes, such as the gateway simulator, inside the app. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Built web app; defaults to dist/web. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Paths may carry personal codes in their query (atstovaujamoAsmensKodas): logs get the path only. */
function pathOnly(url: string): string {
  return url.split('?')[0] ?? url;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // The request id on lines written with the app's logger while serving a request (ADR 0012).
    mixin: requestIdMixin,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
      ],
      remove: true,
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOnly(req.url),
      }),
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    requestIdHeader: false,
    // One access line per request, written when it is answered (plugins/observability.ts), instead
    // of Fastify's two: half the logging cost on every request (issue 8, ADR 0012).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
  });
  // Every JSON body, for every route: bounded depth and member count (http/json-body.ts).
  boundedJsonParser(app);
  // JSON answers compressed for clients that accept it, after every plugin's own hooks (issue 16).
  compressAnswers(app);
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const declaration = route.config?.declaration;
      routeList.push({
        method,
        url: route.url,
        xsrf: route.config?.xsrf !== false,
        ...(declaration ? { declaration } : {}),
      });
    }
  });
  // The role check of routes declared with a role (core/route.ts): ROLE_L03 is the acting party's
  // L03 permit in force (issue 18), every other role a `roles` row of the person.
  const roleCheck = createRoleCheck(database.db);
  const waterBodies = createWaterBodyService({ db: database.db });
  const actingCode = (session: SessionData) =>
    session.chosenIndex === null ? undefined : session.represented[session.chosenIndex]?.code;
  app.decorate('hasRole', async (session: SessionData, role: string) => {
    if (role !== ROLE_L03) return roleCheck(session.userCode, role);
    const party = actingCode(session);
    return party !== undefined && (await waterBodies.isLessor(party));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Request-Id', request.id);
    return payload;
  });

  await app.register(observabilityPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 64 * 1024 });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    production: config.production,
    formActions: config.viisp.mode === 'viisp' ? [new URL(config.viisp.loginUrl).origin] : [],
  });
  await app.register(sessionPlugin, {
    db: database.db,
    idleMs: config.session.idleMs,
    absoluteMs: config.session.absoluteMs,
    secureCookie: config.session.secureCookie,
  });
  await app.register(xsrfPlugin, { secureCookie: config.session.secureCookie });

  const postbackPath = '/api/auth/viisp/postback';
  const profiles = createProfileService({ db: database.db, registers: deps.registers });
  const auth = createAuthService({
    db: database.db,
    derivedAuthorities: async (session) => {
      const party = actingCode(session);
      return party !== undefined && (await waterBodies.isLessor(party)) ? [ROLE_L03] : [];
    },
    gateway: deps.gateway,
    registers: deps.registers,
  });
  // The real gateway knows us by PUBLIC_URL; the built-in simulator answers on whatever address the
  // browser used, so that a development server on any port works.
  const origin = (request: FastifyRequest) =>
    config.viisp.mode === 'viisp' ? config.publicUrl : `${request.protocol}://${request.host}`;

  await app.register(healthRoutes, { database, metricsToken: config.metricsToken });
  await app.register(authRoutes, {
    db: database.db,
    auth,
    profiles,
    production: config.production,
    secureCookie: config.session.secureCookie,
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
    postbackUrl: (request) => `${origin(request)}${postbackPath}`,
    loginUrl: (request) => new URL(deps.gateway.loginUrl, `${origin(request)}/`).toString(),
  });
  await app.register(profileRoutes, { profiles });
  // Every upload is kept through one FileStorage and, with CLAMD_URL, scanned on the way (ADR 0016).
  const uploads = createUploads({
    storage: createFileStorage(config),
    scanner: config.clamd
      ? new ClamdScanner(parseClamdUrl(config.clamd.url), {
          timeoutMs: config.clamd.timeoutMs,
          streamMaxBytes: config.clamd.streamMaxBytes,
        })
      : undefined,
  });
  await app.register(contentRoutes, {
    db: database.db,
    uploads,
    answerCacheMs: config.contentCacheMs,
  });
  await app.register(permitDocumentRoutes, { db: database.db, publicUrl: config.publicUrl });

  // Payments (architecture §6): `app.payments` for the modules that sell, the provider's routes.
  const bank =
    config.payments.provider === 'sandbox' ? await setUpSandboxBank(app, { config, db: database.db }) : null;
  const payments = await setUpPayments(app, { config, db: database.db, provider: bank?.provider ?? null });

  // Permit engine (issue 4): applications, permits, messages, the back office.
  const access = createAccess(app, database.db);
  const permitService = createPermitService({ db: database.db });
  // State fees (issue 20): no permit with a fee is issued unpaid (the `application-fee` purpose).
  // Every mail goes to the outbox first; the mail-delivery job sends it when SMTP is configured.
  // Every notice mail ends with a link that stops them, signed with a kept secret (ADR 0036).
  const unsubscribe = createUnsubscribeLinks({
    secret: await loadKeptSecret(config.mail.unsubscribeSecret, config.dataDir, 'notice-unsubscribe.secret'),
    publicUrl: config.publicUrl,
  });
  const mailer = createMailer({ db: database.db, config, unsubscribe });
  // Every SMS goes to its outbox first; the sms-delivery job hands it to the gateway (ADR 0033).
  // Inbound SMS and delivery reports come signed with this secret (ADR 0035, ADR 0037).
  const smsWebhookSecret = await loadKeptSecret(
    config.sms.webhookSecret,
    config.dataDir,
    'sms-webhook.secret',
  );
  const sms = createSms({
    db: database.db,
    config,
    reports: {
      notifyUrl: `${config.publicUrl}${SMS_DELIVERY_REPORT_PATH}`,
      // The simulator's reports reach this app in process, signed as the ministry's API gateway signs the real ones.
      post: async (url, body) => {
        await app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: {
            'content-type': 'application/json',
            [SMS_SIGNATURE_HEADER]: signSmsWebhook(smsWebhookSecret, body),
          },
          payload: body,
        });
      },
    },
  });
  const notify: PartyNotifier = (input) =>
    notifyParty({ db: database.db, mailer, sms, ...input }).then(() => undefined);
  const fees = createFeeService({
    db: database.db,
    payments: payments.payments,
    permits: permitService,
    account: config.fees.account,
    log: app.log,
    notify,
    publicUrl: config.publicUrl,
  });
  app.addHook('onClose', async () => mailer.close());
  const messageService = createMessageService({ db: database.db, notify });
  const applicationService = createApplicationService({
    db: database.db,
    permitEffects: permitService.effects,
    feeEffects: fees.effects,
    onDecision: messageService.onDecision,
  });
  await app.register(applicationRoutes, {
    access,
    applications: applicationService,
    messages: messageService,
  });
  await app.register(permitRoutes, { access, permits: permitService });
  await app.register(feeRoutes, { access, fees });
  // Lessors of fishing areas (issue 18): their water bodies and the L05.2 permit they sell.
  await app.register(waterBodyRoutes, {
    access,
    waterBodies,
    licenceRequests: createLicenceRequests({ db: database.db, waterBodies, notify }),
    summary: createSalesSummary({ db: database.db, waterBodies }),
  });
  // Commercial fishing (issue 19): L04 quotas, their allocation and conversion into other gear.
  await app.register(quotaRoutes, { access, quotas: createQuotaService({ db: database.db, notify }) });
  await app.register(messageRoutes, { access, messages: messageService });
  await app.register(documentRoutes, {
    db: database.db,
    uploads,
    access,
  });
  await app.register(devMailboxRoutes, {
    db: database.db,
    production: config.production,
    smtpConfigured: config.mail.smtpUrl !== undefined,
  });
  // Notices the mail server or the SMS gateway refused, for the administrator (issue 21).
  await app.register(reminderRoutes, { db: database.db });
  await app.register(unsubscribeRoutes, { db: database.db, links: unsubscribe });
  await app.register(devSmsRoutes, { db: database.db, production: config.production, gateway: sms.gateway });
  // Anglers (issue 5): the fishing catalogue, purchases (the `angler-purchase` payment purpose), downloads.
  await app.register(anglerRoutes, {
    db: database.db,
    payments: payments.payments,
    publicUrl: config.publicUrl,
    unsubscribe,
    purchaseRateLimitPerMinute: config.purchaseRateLimitPerMinute,
  });
  // Catch reports (issue 6): filed from the phone's outbox exactly once, the public report and lookup.
  await app.register(catchReportRoutes, {
    db: database.db,
    reportRateLimitPerMinute: config.catchReportRateLimitPerMinute,
  });
  // Catch reports by SMS (issue 21 item 4, ADR 0035): the gateway's signed webhook, filing through
  // the catch-reports service with the holder proven by the phone given at purchase.
  await app.register(smsReportRoutes, {
    reports: createSmsReportService({
      db: database.db,
      sms,
      catchReports: createCatchReportService({ db: database.db }),
    }),
    sms,
    webhookSecret: smsWebhookSecret,
  });
  // The forest felling map (issue 7 item 4): issued L08 permits and notices with their boundaries.
  await app.register(fellingMapRoutes, { db: database.db });
  // Public statistics per kind, open data and the officers' workload (issue 22, ADR 0030).
  const statistics = createStatisticsService({ db: database.db });
  await app.register(statisticsRoutes, { statistics });
  const reminders = createReminderService({
    db: database.db,
    mailer,
    sms,
    codes: createSecurityCodes(database.db),
    publicUrl: config.publicUrl,
  });
  const scheduledJobList: Job[] = [
    ...(bank?.jobs ?? []),
    ...payments.jobs,
    { name: 'permit-expiry', everyMs: 60 * 60_000, run: () => permitService.expireDue() },
    // Bank statements dropped into BANK_STATEMENTS_DIR (ADR 0028).
    {
      name: 'bank-statements',
      everyMs: 5 * 60_000,
      run: () => importStatementFolder(fees, config.fees.statementsDir, app.log),
    },
    { name: 'mail-delivery', everyMs: 60_000, run: () => mailer.deliverPending() },
    // The public statistics' figures and open datasets, made again by one node (ADR 0030).
    { name: 'statistics-refresh', everyMs: 15 * 60_000, run: () => statistics.refresh() },
    { name: 'sms-delivery', everyMs: 60_000, run: () => sms.deliverPending() },
    // Permits expiring in 30 and 7 days, cards owing their catch report (issue 21, ADR 0034).
    { name: 'reminders', everyMs: 60 * 60_000, run: () => reminders.remindDue() },
    // Anglers' tickets by SMS when they ticked "use phone" (issue 21 item 3).
    { name: 'ticket-sms', everyMs: 30_000, run: () => reminders.ticketsBySms() },
    // Client addresses in the rate-limit counters are kept only while they count (plugins/rate-limit.ts).
    { name: 'rate-limit-cleanup', everyMs: 15 * 60_000, run: () => forgetEndedWindows(database.db) },
    // Sessions past their idle or absolute end, abandoned without a logout (plugins/session.ts).
    { name: 'session-purge', everyMs: 15 * 60_000, run: () => app.sessions.purgeExpired() },
    // Content files written before the files module move into FileStorage (content/legacy-files.ts):
    // a job, so that a node starting while the database is down still starts, and one node does it.
    {
      name: 'content-legacy-files',
      everyMs: 60 * 60_000,
      run: () => moveLegacyContentFiles(database.db, uploads.storage, join(config.dataDir, 'files')),
    },
  ];
  const scheduler = createScheduler(database.db, scheduledJobList, (message, error) =>
    app.log.error({ err: error }, message),
  );
  app.decorate('scheduler', scheduler);
  // Test servers only: a journey runs a job now rather than waiting for its turn (jobs/test-trigger.ts).
  if (config.env === 'test')
    await app.register(testJobTriggerRoutes, {
      scheduler,
      jobNames: scheduledJobList.map((job) => job.name),
    });
  app.addHook('onClose', async () => scheduler.stop());

  if (deps.extraRoutes) await deps.extraRoutes(app);
  await app.register(webAppPlugin, {
    secureCookie: config.session.secureCookie,
    root: deps.webRoot ?? config.webRoot ?? fileURLToPath(new URL('../../dist/web', import.meta.url)),
  });
  return app;
}
