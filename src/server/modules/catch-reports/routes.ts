/**
 * Catch reports' HTTP API (issue 6; paths and shapes in src/shared/anglers/catch-reports.ts;
 * ADR 0010): filing a report from the phone's outbox, the public report of caught fish, the holder's
 * own reports, and the public lookup of an angler permit.
 *
 * Refusals answer 409 `{ message, refusal }` (refusals.ts); everything else goes through the error
 * plugin's usual shape.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  anglerPermitLookupSchema,
  catchReportResultSchema,
  publicCatchReportSchema,
} from '../../../shared/anglers/catch-reports.ts';
import { rawBody, route } from '../../core/route.ts';
import { createSecurityCodes } from '../../core/security-codes.ts';
import type { Db } from '../../db/index.ts';
import { keepCookiesOutOfPublicAnswers } from '../../http/public-cache.ts';
import { perMinute } from '../../plugins/rate-limit.ts';
import { createHolderProof, HOLDER_PROOF_FAILURES_PER_MINUTE } from '../anglers/index.ts';
import { parseReportQuery, publicCatchReport } from './public-report.ts';
import { CatchReportRefused, refusalBody } from './refusals.ts';
import { checkedPermitNumber, createCatchReportService } from './service.ts';

/** The report changes only as reports arrive; five minutes of caching spares the database. */
const REPORT_CACHE = 'public, max-age=300';

export interface CatchReportRoutesOptions {
  db: Db;
  /**
   * Reports per client address per minute. Generous: a phone's outbox sends everything it saved in
   * a burst when the network returns, and several anglers may share one mobile network address.
   */
  reportRateLimitPerMinute?: number;
  /** Public permit lookups per client address per minute (like the permit check's 30). */
  lookupRateLimitPerMinute?: number;
  /** Failed proofs of the holder per address per minute, shared with the download form (ADR 0015). */
  holderProofFailuresPerMinute?: number;
}

export async function catchReportRoutes(app: FastifyInstance, opts: CatchReportRoutesOptions) {
  const { db } = opts;
  // The holder's proof and its count of failures are the anglers' (ADR 0015): one bucket per
  // address for the catch report, the download form and the wallet.
  const proof = createHolderProof({
    db,
    codes: createSecurityCodes(db),
    maxFailuresPerMinute: opts.holderProofFailuresPerMinute ?? HOLDER_PROOF_FAILURES_PER_MINUTE,
  });
  const service = createCatchReportService({ db, proof });
  const reportLimit = perMinute(db, 'catch-report', opts.reportRateLimitPerMinute ?? 120);
  const lookupLimit = perMinute(db, 'angler-permit-lookup', opts.lookupRateLimitPerMinute ?? 30);

  keepCookiesOutOfPublicAnswers(app);

  route(app, {
    method: 'POST',
    url: '/api/public/zvejyba/laimikis',
    auth: 'anonymous',
    guard: "the holder's proof (holder-proof.ts) in the report",
    body: rawBody(
      'the catch report, validated by validateCatchReport (shared/anglers/catch-reports.ts) in the service',
    ),
    preHandler: reportLimit,
    response: catchReportResultSchema,
    handler: async ({ request, reply, body }) => {
      const receivedAt = new Date();
      try {
        const filed = await service.file(body, request.headers['idempotency-key'], request, receivedAt);
        reply.code(filed.status).header('Cache-Control', 'no-store');
        return filed.result;
      } catch (error) {
        if (error instanceof CatchReportRefused)
          return reply.code(409).header('Cache-Control', 'no-store').send(refusalBody(request.lang, error));
        throw error;
      }
    },
  });

  // The report's query is read by parseReportQuery (its own messages and today's defaults).
  route(app, {
    method: 'GET',
    url: '/api/public/zvejyba/laimikis/ataskaita',
    auth: 'anonymous',
    response: publicCatchReportSchema,
    handler: async ({ request, reply }) => {
      const query = parseReportQuery(request.query, request.lang);
      const report = await publicCatchReport(db, query, request.lang);
      reply.header('Cache-Control', REPORT_CACHE);
      return report;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/zvejyba/laimikis',
    auth: 'person',
    // The permit number is checked by checkedPermitNumber (check digit, its own messages).
    query: v.object({ leidimas: v.optional(v.unknown()) }),
    response: v.array(catchReportResultSchema),
    handler: async ({ request, reply, session, query }) => {
      const number = checkedPermitNumber(query.leidimas, 'leidimas', request.lang);
      const reports = await service.holderReports(session.data.userCode, number);
      reply.header('Cache-Control', 'private, no-store');
      return reports;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/public/zvejyba/leidimai/:number',
    auth: 'anonymous',
    params: v.object({ number: v.string() }),
    preHandler: lookupLimit,
    response: anglerPermitLookupSchema,
    handler: async ({ request, reply, params }) => {
      const number = checkedPermitNumber(params.number, 'numeris', request.lang);
      const found = await service.lookup(number);
      reply.header('Cache-Control', 'no-store');
      return found;
    },
  });
}
