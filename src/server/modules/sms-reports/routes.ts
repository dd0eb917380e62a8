/**
 * `POST /api/sms/gaunamos`: the SMS gateway's webhook for inbound SMS (issue 21 item 4, ADR 0035),
 * in Infobip's forwarding shape (`{ results: [{ messageId, from, to, text, receivedAt }] }`). The
 * body is read as text and must carry `X-Sms-Signature: <hex HMAC-SHA256 of the exact bytes>` made
 * with SMS_WEBHOOK_SECRET; anything else is 401 and handled not at all.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type DeliveryReport, SMS_DELIVERY_REPORT_PATH, type SmsSender } from '../../adapters/sms/index.ts';
import { rawBody, route } from '../../core/route.ts';
import { HttpError } from '../../http/errors.ts';
import type { InboundSms, SmsReportService } from './service.ts';

export const SMS_SIGNATURE_HEADER = 'x-sms-signature';
export const SMS_WEBHOOK_PATH = '/api/sms/gaunamos';

export function signSmsWebhook(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

function signedBy(secret: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signSmsWebhook(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

const resultSchema = v.object({
  messageId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  from: v.pipe(v.string(), v.regex(/^\+?\d{6,15}$/)),
  text: v.pipe(v.string(), v.maxLength(2000)),
  receivedAt: v.string(),
});
const webhookSchema = v.object({ results: v.pipe(v.array(resultSchema), v.maxLength(100)) });

/** Infobip writes `2026-07-01T05:42:10.000+0000`; Date wants a colon in the offset. */
function moment(value: string): Date | null {
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? null : date;
}

const answerSchema = v.object({ received: v.number(), outcomes: v.array(v.string()) });

/** Infobip's delivery report (notifyUrl, ADR 0037); fields not read are let through. */
const reportSchema = v.object({
  messageId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  doneAt: v.optional(v.string()),
  status: v.object({
    groupName: v.pipe(v.string(), v.maxLength(50)),
    name: v.optional(v.pipe(v.string(), v.maxLength(100))),
    description: v.optional(v.pipe(v.string(), v.maxLength(500))),
  }),
  error: v.optional(
    v.nullable(
      v.object({
        name: v.optional(v.pipe(v.string(), v.maxLength(100))),
        description: v.optional(v.pipe(v.string(), v.maxLength(500))),
      }),
    ),
  ),
});
const reportsSchema = v.object({ results: v.pipe(v.array(reportSchema), v.maxLength(1000)) });
const reportAnswerSchema = v.object({ received: v.number(), matched: v.number() });

/** The reason kept for a failed report: the status and the network's error, as Infobip names them. */
function reasonOf(report: v.InferOutput<typeof reportSchema>): string {
  const error = report.error && report.error.name !== 'NO_ERROR' ? report.error : null;
  return [report.status.name, error?.name, error?.description ?? report.status.description]
    .filter(Boolean)
    .join(' ');
}

/** The signed body as text, parsed with the schema; 401 unsigned, 400 unreadable. */
function signedJson<S extends v.GenericSchema>(secret: string, body: unknown, signature: unknown, schema: S) {
  const text = typeof body === 'string' ? body : '';
  if (!signedBy(secret, text, signature)) throw new HttpError(401, 'error.unauthorized');
  try {
    return v.parse(schema, JSON.parse(text)) as v.InferOutput<S>;
  } catch {
    throw new HttpError(400, 'error.validation');
  }
}

export async function smsReportRoutes(
  app: FastifyInstance,
  opts: { reports: SmsReportService; sms: Pick<SmsSender, 'recordReports'>; webhookSecret: string },
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    route(scope, {
      method: 'POST',
      url: SMS_WEBHOOK_PATH,
      auth: 'anonymous',
      // Posted by the gateway's server, without a session or an anti-forgery cookie: the signature proves it.
      xsrf: false,
      guard: "the gateway's HMAC-SHA256 signature over the exact bytes of the body",
      body: rawBody('text, whatever the content type says: the signature covers the exact bytes'),
      response: answerSchema,
      handler: async ({ request, body }) => {
        const parsed = signedJson(
          opts.webhookSecret,
          body,
          request.headers[SMS_SIGNATURE_HEADER],
          webhookSchema,
        );
        const messages: InboundSms[] = [];
        for (const result of parsed.results) {
          const receivedAt = moment(result.receivedAt);
          if (!receivedAt) throw new HttpError(400, 'error.validation');
          messages.push({ messageId: result.messageId, from: result.from, text: result.text, receivedAt });
        }
        const outcomes: string[] = [];
        for (const message of messages) outcomes.push(await opts.reports.receive(message));
        return { received: messages.length, outcomes };
      },
    });
    // Delivery reports (ADR 0037): Infobip posts each SMS's final state to the notifyUrl the SMS
    // named; signed like inbound SMS (by the ministry's API gateway in production, by the
    // simulator here). Reports of SMS this portal never sent match nothing and change nothing.
    route(scope, {
      method: 'POST',
      url: SMS_DELIVERY_REPORT_PATH,
      auth: 'anonymous',
      // Posted by the gateway's server, without a session or an anti-forgery cookie: the signature proves it.
      xsrf: false,
      guard: "the gateway's HMAC-SHA256 signature over the exact bytes of the body",
      body: rawBody('text, whatever the content type says: the signature covers the exact bytes'),
      response: reportAnswerSchema,
      handler: async ({ request, body }) => {
        const parsed = signedJson(
          opts.webhookSecret,
          body,
          request.headers[SMS_SIGNATURE_HEADER],
          reportsSchema,
        );
        const reports: DeliveryReport[] = parsed.results.map((result) => ({
          messageId: result.messageId,
          group: result.status.groupName,
          reason: reasonOf(result),
          doneAt: result.doneAt ? moment(result.doneAt) : null,
        }));
        return { received: reports.length, matched: await opts.sms.recordReports(reports) };
      },
    });
  });
}
