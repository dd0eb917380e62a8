/**
 * Permit documents and their public check (issue 4 §9; architecture §7; paths in
 * src/shared/permits/api-types.ts):
 * - the holder downloads the permit PDF (scoped to the represented person: anyone else gets 404);
 * - officers download any permit's PDF from the back office;
 * - anyone checks a permit number: the check digit first (a typo never reaches the database),
 *   then the registry; the holder is shown by initials only; rate-limited against guessing;
 * - anyone fetches the public keys that verify the QR seal offline.
 */

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isAnglerKind } from '../../../shared/anglers/api-types.ts';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/index.ts';
import {
  type PermitCheckResult,
  permitCheckResultSchema,
  type SigningKeyDto,
  signingKeyDtoSchema,
} from '../../../shared/permits/api-types.ts';
import { isPermitValid, type PermitState } from '../../../shared/permits/engine/lifecycle.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { dammDigit, normalizePermitNumber } from '../../../shared/permits/permit-number.ts';
import { holderInitials } from '../../../shared/permits/permit-seal.ts';
import { type Access, createAccess } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import { createSecurityCodes } from '../../core/security-codes.ts';
import type { Db } from '../../db/index.ts';
import type { PermitRow } from '../../db/schema-permits.ts';
import { contentDisposition } from '../../files/index.ts';
import { HttpError } from '../../http/errors.ts';
import { keepCookiesOutOfPublicAnswers } from '../../http/public-cache.ts';
import { limitParameters, type RateLimitRule, rateLimit, refuseOverLimit } from '../../plugins/rate-limit.ts';
import { dayInLithuania } from '../payments/index.ts';
import { type CheckedPermit, createCheckBatcher } from './check-batch.ts';
import { renderPermitPdf } from './pdf.ts';
import { createPermitSigner, sealPermit } from './signing.ts';

/** The page that checks a permit (route table: pageType permitCheck). */
export const PERMIT_CHECK_PATH = '/leidimo-tikrinimas';
/** Public keys change only on a rotation; an hour of caching keeps phones' copies fresh enough. */
const KEYS_CACHE = 'public, max-age=3600';

export interface PermitDocumentRoutesOptions {
  db: Db;
  /** Shared with the applications module; made here when not given. */
  access?: Access;
  /** PUBLIC_URL, printed on the PDF with the check page's path. */
  publicUrl?: string;
  /** Public lookups per client address per minute (field notes: numbers must not be guessable in bulk). */
  checkRateLimitPerMinute?: number;
  /** Permit PDFs per person per minute: each is rendered and sealed anew (issue 8 §4: rate limits on downloads). */
  downloadRateLimitPerMinute?: number;
}

function numberError(request: FastifyRequest, id: MessageId): HttpError {
  return new HttpError(400, id, undefined, [{ field: 'numeris', message: translate(request.lang, id) }]);
}

/** The number from `?numeris=`, normalised; 400 with what to fix otherwise. */
export function checkedNumber(request: FastifyRequest): string {
  const raw = (request.query as Record<string, unknown> | undefined)?.numeris;
  if (typeof raw !== 'string' || raw.trim() === '')
    throw numberError(request, 'permitDocument.error.numberRequired');
  const number = normalizePermitNumber(raw);
  if (!/^\d{11}$/.test(number)) throw numberError(request, 'permitDocument.error.numberFormat');
  if (dammDigit(number) !== 0) throw numberError(request, 'permitDocument.error.checkDigit');
  return number;
}

export function checkResult(row: CheckedPermit | undefined, today = todayInLithuania()): PermitCheckResult {
  if (!row) return { found: false };
  const state = row.state as PermitState;
  const inDates = row.validFrom <= today && (row.validUntil === null || today <= row.validUntil);
  return {
    found: true,
    number: row.number,
    kind: row.kind as KindSegment,
    state,
    valid: isPermitValid(state) && inDates,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    holderInitials: holderInitials(row.holderName, row.holderKind),
  };
}

export async function permitDocumentRoutes(app: FastifyInstance, opts: PermitDocumentRoutesOptions) {
  const access = opts.access ?? createAccess(app, opts.db);
  const signer = createPermitSigner(opts.db);
  // An angler permit's PDF carries its security code, whoever downloads it (ADR 0015).
  const codes = createSecurityCodes(opts.db);
  const checkUrl = `${opts.publicUrl ?? ''}${PERMIT_CHECK_PATH}`;
  const checkRule: RateLimitRule = {
    bucket: 'permit-check',
    max: opts.checkRateLimitPerMinute ?? 30,
    windowMs: 60_000,
  };
  const checkLimit = rateLimit(opts.db, checkRule);
  // The check's hit and read, batched with the checks in flight beside it (check-batch.ts).
  const checks = createCheckBatcher(opts.db, { windowSeconds: checkRule.windowMs / 1000 });

  const downloadLimit = rateLimit(opts.db, {
    bucket: 'permit-download',
    max: opts.downloadRateLimitPerMinute ?? 60,
    windowMs: 60_000,
    key: (request) => request.session?.data.userCode ?? request.ip,
  });

  keepCookiesOutOfPublicAnswers(app);

  async function sendPdf(reply: FastifyReply, permit: PermitRow) {
    // A permit project waits for its state fee (issue 20, ADR 0027): it has no document yet.
    if (permit.state === 'LEIDIMO_PROJEKTAS') throw new HttpError(409, 'fees.error.permitUnpaid');
    const seal = await sealPermit(signer, permit);
    const securityCode = isAnglerKind(permit.kind) ? await codes.codeOf(permit.id) : undefined;
    const pdf = await renderPermitPdf(permit, { seal, checkUrl, securityCode });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(`leidimas-${permit.number}.pdf`))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  }

  route(app, {
    method: 'GET',
    url: '/api/v1/atsisiusti/:kind/:id',
    auth: 'person',
    // As sent: `access` answers 404 for anything not the holder's.
    params: v.object({ kind: v.string(), id: v.string() }),
    onRequest: downloadLimit,
    handler: async ({ request, reply, params }) =>
      sendPdf(reply, await access.permitForHolder(request, params.kind, params.id)),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/leidimai/:id/pdf',
    auth: 'officer',
    params: v.object({ id: v.string() }),
    onRequest: downloadLimit,
    handler: async ({ request, reply, params }) =>
      sendPdf(reply, await access.permitForOfficer(request, params.id)),
  });

  // Every check counts against the limit, a mistyped number too (counted on its own before its 400).
  // The number is checked by `checkedNumber` (its messages name the check digit), not a schema.
  route(app, {
    method: 'GET',
    url: '/api/public/leidimai/tikrinti',
    auth: 'anonymous',
    response: permitCheckResultSchema,
    handler: async ({ request, reply }) => {
      let number: string;
      try {
        number = checkedNumber(request);
      } catch (error) {
        await checkLimit(request);
        throw error;
      }
      const [key] = limitParameters(checkRule, request);
      const answer = await checks.check({ key, number });
      refuseOverLimit(checkRule, answer.count, answer.windowStart);
      reply.header('Cache-Control', 'no-store');
      return checkResult(answer.permit, dayInLithuania());
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/public/leidimai/raktai',
    auth: 'anonymous',
    response: v.array(signingKeyDtoSchema),
    handler: async ({ reply }): Promise<SigningKeyDto[]> => {
      const keys = await signer.publicKeys();
      reply.header('Cache-Control', KEYS_CACHE);
      return keys;
    },
  });
}
