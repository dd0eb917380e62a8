/**
 * Shapes of the applications, permits, documents and messages API (issue 4), shared by the server
 * that answers and the web app that asks. Spec §7 leaves these calls "not shown"; ADR 0008 records
 * the paths. Dates are ISO strings: timestamps `2026-11-21T10:15:00.000Z`, days `2026-11-21`.
 *
 * Applicant (scoped to the represented person chosen in the session):
 *   GET    /api/v1/paraiskos?kind&state&sort&page&pageSize          Page<ApplicationSummary>
 *   POST   /api/v1/paraiskos/:kind   {type, permitId?, data?}       201 ApplicationDetail
 *   GET    /api/v1/paraiskos/:kind/:id                              ApplicationDetail
 *   PUT    /api/v1/paraiskos/:kind/:id  {data, revision}            ApplicationDetail (400 field errors, 409 stale)
 *   PUT    /api/v1/paraiskos/:kind/:id/autosave {data}              {autosavedAt}
 *   POST   /api/v1/paraiskos/:kind/:id/veiksmai/:action {data?, revision?}  ApplicationDetail (submit|recall|withdraw)
 *   POST   /api/v1/paraiskos/:kind/:id/dokumentai (multipart: file, type, title, confidential | JSON with url)  DocumentDto
 *   GET    /api/v1/paraiskos/:kind/:id/dokumentai/:documentId       the file
 *   DELETE /api/v1/paraiskos/:kind/:id/dokumentai/:documentId       204
 *   GET    /api/v1/paraiskos/:kind/:id/pranesimai                   MessageDto[]
 *   POST   /api/v1/paraiskos/:kind/:id/pranesimai {subject, body}   MessageDto
 *   GET    /api/v1/pranesimai/gauti?page  /api/v1/pranesimai/issiusti?page   Page<MessageDto>
 *   POST   /api/v1/pranesimai/:id/perskaityta                       204
 *   GET    /api/v1/leidimai?kind&state&sort&page&pageSize           Page<PermitSummary>
 *   GET    /api/v1/leidimai/:kind/:id                               PermitDetail
 *   GET    /api/v1/atsisiusti/:kind/:id                             application/pdf
 * Officers (ROLE_OFFICER):
 *   GET    /api/v1/tarnyba/paraiskos?kind&state&q&page              Page<ApplicationSummary>
 *   GET    /api/v1/tarnyba/paraiskos/:id                            ApplicationDetail (actions for the officer)
 *   POST   /api/v1/tarnyba/paraiskos/:id/veiksmai/:action {reason?, validFrom?, validUntil?, priceCents?}
 *   GET    /api/v1/tarnyba/paraiskos/:id/dokumentai/:documentId
 *   POST   /api/v1/tarnyba/paraiskos/:id/pranesimai {subject, body}
 *   GET    /api/v1/tarnyba/leidimai?kind&state&q&page               Page<PermitSummary>
 *   GET    /api/v1/tarnyba/leidimai/:id                             PermitDetail
 *   POST   /api/v1/tarnyba/leidimai/:id/veiksmai/:action {reason?}  PermitDetail (suspend|renew|annul|archive)
 *   GET    /api/v1/tarnyba/leidimai/:id/pdf                         application/pdf
 * Public:
 *   GET    /api/public/leidimai/tikrinti?numeris=                   PermitCheckResult (rate-limited)
 *   GET    /api/public/leidimai/raktai                              SigningKeyDto[]
 */
import * as v from 'valibot';
import { feeDtoSchema } from '../fees/api-types.ts';
import type { MessageId } from '../i18n/index.ts';
import { APPLICATION_TYPES } from './engine/definition.ts';
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATES,
  PERMIT_ACTIONS,
  PERMIT_STATES,
} from './engine/lifecycle.ts';
import { KIND_SEGMENTS } from './kind-list.ts';

// The answers below are valibot schemas: the routes declare them as their `response`
// (src/server/core/route.ts), which ties each handler's answer to them when it compiles (and, in
// the API tests, checks every answer against them), and the types the web app uses are inferred
// from them, so a shape is written once.

export interface Page<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const APPLICATION_SORTS = [
  'updated-desc',
  'updated-asc',
  'number-asc',
  'number-desc',
  'state',
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const PERMIT_SORTS = ['issued-desc', 'issued-asc', 'valid-until-asc', 'number-asc', 'state'] as const;
export type PermitSort = (typeof PERMIT_SORTS)[number];

const iso = v.string();
const kindSegment = v.picklist(KIND_SEGMENTS);
const jsonObject = v.record(v.string(), v.unknown());

/** One page of a list. */
export const pageOf = <const S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() });

export const historyEntrySchema = v.object({
  at: iso,
  action: v.string(),
  fromState: v.nullable(v.string()),
  toState: v.string(),
  actorName: v.string(),
  actorRole: v.picklist(['applicant', 'officer', 'system']),
  note: v.nullable(v.string()),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

export const documentDtoSchema = v.object({
  id: v.string(),
  type: v.string(),
  title: v.string(),
  fileName: v.nullable(v.string()),
  contentType: v.nullable(v.string()),
  size: v.number(),
  /** A document given by address instead of a file. */
  url: v.nullable(v.string()),
  confidential: v.boolean(),
  signed: v.boolean(),
  uploadedAt: iso,
  /** Where the caller downloads the file (null for a link-only document). */
  downloadUrl: v.nullable(v.string()),
  /**
   * A felling boundary's computed area, perimeter (metres; null when unknown) and reading warnings
   * (slot accept `boundary`); null otherwise.
   */
  boundary: v.exactOptional(
    v.nullable(
      v.object({
        areaHa: v.number(),
        perimeterM: v.nullable(v.number()),
        warnings: v.array(v.custom<MessageId>((x) => typeof x === 'string')),
      }),
    ),
  ),
});
export type DocumentDto = v.InferOutput<typeof documentDtoSchema>;

export const partyDtoSchema = v.object({
  code: v.string(),
  kind: v.picklist(['person', 'company']),
  name: v.string(),
});
export type PartyDto = v.InferOutput<typeof partyDtoSchema>;

export const applicationSummarySchema = v.object({
  id: v.string(),
  kind: kindSegment,
  number: v.string(),
  type: v.picklist(APPLICATION_TYPES),
  state: v.picklist(APPLICATION_STATES),
  /** The value of the kind's title field, when it has one. */
  title: v.nullable(v.string()),
  applicant: partyDtoSchema,
  createdAt: iso,
  updatedAt: iso,
  submittedAt: v.nullable(iso),
  permitId: v.nullable(v.string()),
  permitNumber: v.nullable(v.string()),
  /** Messages from the other side not yet read by the caller. */
  unreadMessages: v.number(),
  /** The state fee, for kinds that have one once it is owed (issue 20). */
  fee: v.exactOptional(v.nullable(feeDtoSchema)),
});
export type ApplicationSummary = v.InferOutput<typeof applicationSummarySchema>;

export const applicationDetailSchema = v.object({
  ...applicationSummarySchema.entries,
  schemaVersion: v.number(),
  revision: v.number(),
  filer: v.picklist(['person', 'company', 'anonymous']),
  data: jsonObject,
  /** Raw input autosaved after the last save, if newer. */
  autosave: v.nullable(v.object({ data: jsonObject, savedAt: iso })),
  editable: v.boolean(),
  documents: v.array(documentDtoSchema),
  /** The kind's warnings that do not block it (engine/warnings.ts), e.g. L08's area mismatch. */
  warnings: v.array(
    v.object({
      path: v.string(),
      message: v.custom<MessageId>((x) => typeof x === 'string'),
      values: v.record(v.string(), v.number()),
    }),
  ),
  history: v.array(historyEntrySchema),
  /** What the caller may do now (applicant or officer actions, depending on the route). */
  actions: v.array(v.picklist(APPLICATION_ACTIONS)),
  relatedPermit: v.nullable(v.object({ id: v.string(), number: v.string(), kind: kindSegment })),
  /** Officer routes only: the price the kind's rule proposes, in cents. */
  proposedPriceCents: v.exactOptional(v.number()),
});
export type ApplicationDetail = v.InferOutput<typeof applicationDetailSchema>;

/** The answer of an autosave. */
export const autosavedSchema = v.object({ autosavedAt: iso });
export type Autosaved = v.InferOutput<typeof autosavedSchema>;

export const permitSummarySchema = v.object({
  id: v.string(),
  kind: kindSegment,
  number: v.string(),
  state: v.picklist(PERMIT_STATES),
  title: v.nullable(v.string()),
  holder: partyDtoSchema,
  issuedAt: iso,
  validFrom: iso,
  /** Null: valid indefinitely. */
  validUntil: v.nullable(iso),
  priceCents: v.number(),
});
export type PermitSummary = v.InferOutput<typeof permitSummarySchema>;

/** What a holder may start from a permit's page: a change, an amendment or an extension request. */
export const HOLDER_PERMIT_REQUESTS = [
  'LEIDIMO_KEITIMAS',
  'LEIDIMO_TIKSLINIMAS',
  'PRATESIMAS',
  'TURIO_TIKSLINIMAS',
] as const;
export type HolderPermitRequest = (typeof HOLDER_PERMIT_REQUESTS)[number];

export const permitDetailSchema = v.object({
  ...permitSummarySchema.entries,
  schemaVersion: v.number(),
  data: jsonObject,
  applicationId: v.nullable(v.string()),
  applicationNumber: v.nullable(v.string()),
  history: v.array(historyEntrySchema),
  /** Holder routes: the requests this permit allows now. */
  requests: v.array(v.picklist(HOLDER_PERMIT_REQUESTS)),
  /** Officer routes: the actions allowed now. */
  actions: v.array(v.picklist(PERMIT_ACTIONS)),
  downloadUrl: v.string(),
});
export type PermitDetail = v.InferOutput<typeof permitDetailSchema>;

export const messageDtoSchema = v.object({
  id: v.string(),
  applicationId: v.string(),
  applicationNumber: v.string(),
  kind: kindSegment,
  direction: v.picklist(['TO_INSTITUTION', 'TO_APPLICANT']),
  senderName: v.string(),
  subject: v.string(),
  body: v.string(),
  createdAt: iso,
  readAt: v.nullable(iso),
});
export type MessageDto = v.InferOutput<typeof messageDtoSchema>;

export const permitCheckResultSchema = v.object({
  found: v.boolean(),
  number: v.exactOptional(v.string()),
  kind: v.exactOptional(kindSegment),
  state: v.exactOptional(v.picklist(PERMIT_STATES)),
  valid: v.exactOptional(v.boolean()),
  validFrom: v.exactOptional(iso),
  validUntil: v.exactOptional(v.nullable(iso)),
  /** Initials only (issue 6: the public sees no names). */
  holderInitials: v.exactOptional(v.string()),
});
export type PermitCheckResult = v.InferOutput<typeof permitCheckResultSchema>;

export const signingKeyDtoSchema = v.object({
  id: v.string(),
  algorithm: v.literal('Ed25519'),
  /** Raw 32-byte public key, base64url. */
  publicKey: v.string(),
  active: v.boolean(),
});
export type SigningKeyDto = v.InferOutput<typeof signingKeyDtoSchema>;

export const applicationPageSchema = pageOf(applicationSummarySchema);
export const permitPageSchema = pageOf(permitSummarySchema);
export const messagePageSchema = pageOf(messageDtoSchema);
