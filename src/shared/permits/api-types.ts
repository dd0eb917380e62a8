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
import type { MessageId } from '../i18n/index.ts';
import type { ApplicationType, ApplicationWarning, Filer } from './engine/definition.ts';
import type { ApplicationAction, ApplicationState, PermitAction, PermitState } from './engine/lifecycle.ts';
import type { KindSegment } from './kind-list.ts';

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

export interface HistoryEntry {
  at: string;
  action: string;
  fromState: string | null;
  toState: string;
  actorName: string;
  actorRole: 'applicant' | 'officer' | 'system';
  note: string | null;
}

export interface DocumentDto {
  id: string;
  type: string;
  title: string;
  fileName: string | null;
  contentType: string | null;
  size: number;
  /** A document given by address instead of a file. */
  url: string | null;
  confidential: boolean;
  signed: boolean;
  uploadedAt: string;
  /** Where the caller downloads the file (null for a link-only document). */
  downloadUrl: string | null;
  /**
   * A felling boundary's computed area, perimeter (metres; null when unknown) and reading warnings
   * (slot accept `boundary`); null otherwise.
   */
  boundary?: { areaHa: number; perimeterM: number | null; warnings: MessageId[] } | null;
}

export interface PartyDto {
  code: string;
  kind: 'person' | 'company';
  name: string;
}

export interface ApplicationSummary {
  id: string;
  kind: KindSegment;
  number: string;
  type: ApplicationType;
  state: ApplicationState;
  /** The value of the kind's title field, when it has one. */
  title: string | null;
  applicant: PartyDto;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  permitId: string | null;
  permitNumber: string | null;
  /** Messages from the other side not yet read by the caller. */
  unreadMessages: number;
}

export interface ApplicationDetail extends ApplicationSummary {
  schemaVersion: number;
  revision: number;
  filer: Filer;
  data: Record<string, unknown>;
  /** Raw input autosaved after the last save, if newer. */
  autosave: { data: Record<string, unknown>; savedAt: string } | null;
  editable: boolean;
  documents: DocumentDto[];
  /** The kind's warnings that do not block it (engine/warnings.ts), e.g. L08's area mismatch. */
  warnings: ApplicationWarning[];
  history: HistoryEntry[];
  /** What the caller may do now (applicant or officer actions, depending on the route). */
  actions: ApplicationAction[];
  relatedPermit: { id: string; number: string; kind: KindSegment } | null;
  /** Officer routes only: the price the kind's rule proposes, in cents. */
  proposedPriceCents?: number;
}

export interface PermitSummary {
  id: string;
  kind: KindSegment;
  number: string;
  state: PermitState;
  title: string | null;
  holder: PartyDto;
  issuedAt: string;
  validFrom: string;
  /** Null: valid indefinitely. */
  validUntil: string | null;
  priceCents: number;
}

/** What a holder may start from a permit's page: a change, an amendment or an extension request. */
export type HolderPermitRequest =
  | 'LEIDIMO_KEITIMAS'
  | 'LEIDIMO_TIKSLINIMAS'
  | 'PRATESIMAS'
  | 'TURIO_TIKSLINIMAS';

export interface PermitDetail extends PermitSummary {
  schemaVersion: number;
  data: Record<string, unknown>;
  applicationId: string | null;
  applicationNumber: string | null;
  history: HistoryEntry[];
  /** Holder routes: the requests this permit allows now. */
  requests: HolderPermitRequest[];
  /** Officer routes: the actions allowed now. */
  actions: PermitAction[];
  downloadUrl: string;
}

export interface MessageDto {
  id: string;
  applicationId: string;
  applicationNumber: string;
  kind: KindSegment;
  direction: 'TO_INSTITUTION' | 'TO_APPLICANT';
  senderName: string;
  subject: string;
  body: string;
  createdAt: string;
  readAt: string | null;
}

export interface PermitCheckResult {
  found: boolean;
  number?: string;
  kind?: KindSegment;
  state?: PermitState;
  valid?: boolean;
  validFrom?: string;
  validUntil?: string | null;
  /** Initials only (issue 6: the public sees no names). */
  holderInitials?: string;
}

export interface SigningKeyDto {
  id: string;
  algorithm: 'Ed25519';
  /** Raw 32-byte public key, base64url. */
  publicKey: string;
  active: boolean;
}
