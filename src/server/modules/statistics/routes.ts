/**
 * Public statistics' HTTP API (issue 22; paths and shapes in src/shared/statistics/api.ts): the
 * report per kind as JSON and CSV, the open felling dataset as GeoJSON and CSV, and the officers'
 * workload.
 *
 * Public answers are the same for everyone (the language is in the address) and change only when
 * the figures are refreshed, so they are cacheable by browsers and shared caches for a few minutes
 * and carry no cookie. Each names the date of its data (`Last-Modified`, and `asOf` in JSON) and
 * its licence (`Link: <…>; rel="license"`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  FELLING_DATASET,
  OFFICER_WORKLOAD_PATH,
  OPEN_DATA_LICENCE,
  OPEN_DATA_PATH,
  reportParamsSchema,
  STATISTICS_PATH,
  statisticsQuerySchema,
  statisticsReportSchema,
  workloadSchema,
} from '../../../shared/statistics/api.ts';
import { route } from '../../core/route.ts';
import { cachePublicAnswers } from '../../http/answer-cache.ts';
import { notFound } from '../../http/errors.ts';
import { keepCookiesOutOfPublicAnswers } from '../../http/public-cache.ts';
import { reportCsv, resolveReportQuery, type StatisticsService } from './service.ts';

/** The figures are refreshed every 15 minutes (ADR 0030): five minutes of caching loses little. */
export const STATISTICS_CACHE = 'public, max-age=300, stale-while-revalidate=600';
/** How long a node answers a report from its memory. */
const ANSWER_MEMORY_MS = 60_000;

function describeData(reply: FastifyReply, asOf: Date | string | null) {
  reply.header('Link', `<${OPEN_DATA_LICENCE.url}>; rel="license"`);
  if (asOf) reply.header('Last-Modified', new Date(asOf).toUTCString());
}

export async function statisticsRoutes(app: FastifyInstance, opts: { statistics: StatisticsService }) {
  const { statistics } = opts;
  keepCookiesOutOfPublicAnswers(app);
  // The same bytes for everyone per address: answered from this node's memory for a minute (the
  // figures change every 15 minutes), as the content calls are (http/answer-cache.ts).
  const answers = cachePublicAnswers(app, {
    ttlMs: ANSWER_MEMORY_MS,
    maxEntries: 500,
    maxBytes: 512 * 1024,
    skip: (request) => !request.url.startsWith(STATISTICS_PATH),
    keepHeaders: ['link', 'last-modified', 'content-disposition'],
  });
  statistics.onRefresh(() => answers.clear());

  route(app, {
    method: 'GET',
    url: `${STATISTICS_PATH}/:report`,
    auth: 'anonymous',
    params: reportParamsSchema,
    query: statisticsQuerySchema,
    response: statisticsReportSchema,
    handler: async ({ request, reply, params, query }) => {
      // `l08.csv` is the same report as CSV; anything else must be a report of spec §2.
      const csv = params.report.endsWith('.csv');
      const report = csv ? params.report.slice(0, -4) : params.report;
      const resolved = resolveReportQuery(report, query, request.lang);
      const answer = await statistics.cachedReport(report, resolved);
      reply.header('Cache-Control', STATISTICS_CACHE);
      describeData(reply, answer.asOf);
      if (!csv) return answer;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="statistika-${report}-${resolved.measure}-${resolved.by}-${resolved.period}.csv"`,
        )
        .send(reportCsv(answer));
    },
  });

  route(app, {
    method: 'GET',
    url: `${OPEN_DATA_PATH}/:file`,
    auth: 'anonymous',
    params: v.object({ file: v.string() }),
    handler: async ({ reply, params }) => {
      const match = /^(.+)\.(geojson|csv)$/.exec(params.file);
      if (!match || match[1] !== FELLING_DATASET) throw notFound();
      const format = match[2] as 'geojson' | 'csv';
      const file = await statistics.openData(FELLING_DATASET, format);
      if (!file) throw notFound('statistics.error.notYet');
      reply.header('Cache-Control', STATISTICS_CACHE);
      describeData(reply, file.generatedAt);
      reply.header('X-Rows', String(file.rows));
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/geo+json; charset=utf-8')
        .header('Content-Disposition', `inline; filename="${FELLING_DATASET}.${format}"`)
        .send(file.content);
    },
  });

  route(app, {
    method: 'GET',
    url: OFFICER_WORKLOAD_PATH,
    auth: 'officer',
    response: workloadSchema,
    handler: async ({ reply }) => {
      reply.header('Cache-Control', 'private, no-store');
      return statistics.workload();
    },
  });
}
