/**
 * Permit documents and their public check (issue 4 §9; architecture §7; paths in
 * src/shared/permits/api-types.ts):
 * - the holder downloads the permit PDF (scoped to the represented person: anyone else gets 404);
 * - officers download any permit's PDF from the back office;
 * - anyone checks a permit number: the check digit first (a typo never reaches the database),
 *   then the registry; the holder is shown by initials only; rate-limited against guessing;
 * - anyone fetches the public keys that verify the QR seal offline.
 */

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { todayInLithuania } from '../../../shared/fields/dates.ts';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { translate } from '../../../shared/i18n/index.ts';
import type { PermitCheckResult, SigningKeyDto } from '../../../shared/permits/api-types.ts';
import { isPermitValid, type PermitState } from '../../../shared/permits/engine/lifecycle.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { dammDigit, normalizePermitNumber } from '../../../shared/permits/permit-number.ts';
import { holderInitials } from '../../../shared/permits/permit-seal.ts';
import type { Db } from '../../db/client.ts';
import { type PermitRow, permits } from '../../db/schema-permits.ts';
import { HttpError } from '../../http/errors.ts';
import { keepCookiesOutOfPublicAnswers } from '../../http/public-cache.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { type Access, createAccess } from '../applications/access.ts';
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

export function checkResult(row: PermitRow | undefined, today = todayInLithuania()): PermitCheckResult {
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
  const checkUrl = `${opts.publicUrl ?? ''}${PERMIT_CHECK_PATH}`;
  const checkLimit = rateLimit(opts.db, {
    bucket: 'permit-check',
    max: opts.checkRateLimitPerMinute ?? 30,
    windowMs: 60_000,
  });

  keepCookiesOutOfPublicAnswers(app);

  async function sendPdf(reply: FastifyReply, permit: PermitRow) {
    const seal = await sealPermit(signer, permit);
    const pdf = await renderPermitPdf(permit, { seal, checkUrl });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="leidimas-${permit.number}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  }

  app.get<{ Params: { kind: string; id: string } }>('/api/v1/atsisiusti/:kind/:id', async (request, reply) =>
    sendPdf(reply, await access.permitForHolder(request, request.params.kind, request.params.id)),
  );

  app.get<{ Params: { id: string } }>('/api/v1/tarnyba/leidimai/:id/pdf', async (request, reply) =>
    sendPdf(reply, await access.permitForOfficer(request, request.params.id)),
  );

  app.get('/api/public/leidimai/tikrinti', { preHandler: checkLimit }, async (request, reply) => {
    const number = checkedNumber(request);
    const [row] = await opts.db.select().from(permits).where(eq(permits.number, number)).limit(1);
    reply.header('Cache-Control', 'no-store');
    return checkResult(row);
  });

  app.get('/api/public/leidimai/raktai', async (_request, reply): Promise<SigningKeyDto[]> => {
    const keys = await signer.publicKeys();
    reply.header('Cache-Control', KEYS_CACHE);
    return keys;
  });
}
