/**
 * Typed calls of the applications, permits, documents and messages API (paths and shapes in
 * src/shared/permits/api-types.ts; ADR 0008). Shared by the application form, the lists, the
 * permit pages, the messages pages and the back office.
 */
import type {
  ApplicationDetail,
  ApplicationSort,
  ApplicationSummary,
  DocumentDto,
  MessageDto,
  Page,
  PermitCheckResult,
  PermitDetail,
  PermitSort,
  PermitSummary,
  SigningKeyDto,
} from '../../../shared/permits/api-types.ts';
import type { ApplicationType } from '../../../shared/permits/engine/definition.ts';
import { api } from '../../platform/api.ts';

export interface ListQuery {
  kind?: string | undefined;
  state?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  /** Back office only: free text (number, applicant name or code). */
  q?: string | undefined;
}

const enc = encodeURIComponent;

export const permitsKeys = {
  applications: (query: ListQuery) => ['applications', 'list', query] as const,
  application: (kind: string, id: string) => ['applications', 'detail', kind, id] as const,
  applicationMessages: (kind: string, id: string) => ['applications', 'messages', kind, id] as const,
  permits: (query: ListQuery) => ['permits', 'list', query] as const,
  permit: (kind: string, id: string) => ['permits', 'detail', kind, id] as const,
  messages: (box: 'gauti' | 'issiusti', page: number) => ['messages', box, page] as const,
  officerApplications: (query: ListQuery) => ['officer', 'applications', query] as const,
  officerApplication: (id: string) => ['officer', 'application', id] as const,
  officerPermits: (query: ListQuery) => ['officer', 'permits', query] as const,
  officerPermit: (id: string) => ['officer', 'permit', id] as const,
};

// --- applicant ------------------------------------------------------------------------------------

export const listApplications = (query: ListQuery & { sort?: ApplicationSort | undefined }) =>
  api.get<Page<ApplicationSummary>>('/v1/paraiskos', { query: { ...query } });

export const createApplication = (
  kind: string,
  /** `clientKey`: the device's id of the draft; the server answers the same application for it. */
  body: { type: ApplicationType; permitId?: string; data?: Record<string, unknown>; clientKey?: string },
) => api.post<ApplicationDetail>(`/v1/paraiskos/${enc(kind)}`, { body: { json: body } });

export const getApplication = (kind: string, id: string) =>
  api.get<ApplicationDetail>(`/v1/paraiskos/${enc(kind)}/${enc(id)}`);

export const saveApplication = (
  kind: string,
  id: string,
  body: { data: Record<string, unknown>; revision: number },
) => api.put<ApplicationDetail>(`/v1/paraiskos/${enc(kind)}/${enc(id)}`, { body: { json: body } });

/** `revision`: the revision the input was typed on; the server refuses (409) input typed on an older one. */
export const autosaveApplication = (
  kind: string,
  id: string,
  data: Record<string, unknown>,
  revision?: number | null,
) =>
  api.put<{ autosavedAt: string }>(`/v1/paraiskos/${enc(kind)}/${enc(id)}/autosave`, {
    body: { json: revision ? { data, revision } : { data } },
  });

export const applicationAction = (
  kind: string,
  id: string,
  action: 'submit' | 'recall' | 'withdraw',
  body: { data?: Record<string, unknown>; revision?: number } = {},
) =>
  api.post<ApplicationDetail>(`/v1/paraiskos/${enc(kind)}/${enc(id)}/veiksmai/${action}`, {
    body: { json: body },
  });

export function uploadDocument(
  kind: string,
  id: string,
  input: { type: string; title: string; confidential: boolean } & (
    | { file: File | Blob; fileName?: string }
    | { url: string }
  ),
  /** A file kept on the device is sent with its own key until one answer arrives (issue 7). */
  idempotencyKey?: string,
) {
  const path = `/v1/paraiskos/${enc(kind)}/${enc(id)}/dokumentai`;
  if ('url' in input) return api.post<DocumentDto>(path, { body: { json: input } });
  const form = new FormData();
  form.append('type', input.type);
  form.append('title', input.title);
  form.append('confidential', String(input.confidential));
  form.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'file'));
  return api.post<DocumentDto>(path, {
    body: { multipart: form },
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

export const deleteDocument = (kind: string, id: string, documentId: string) =>
  api.delete<void>(`/v1/paraiskos/${enc(kind)}/${enc(id)}/dokumentai/${enc(documentId)}`);

export const applicationMessages = (kind: string, id: string) =>
  api.get<MessageDto[]>(`/v1/paraiskos/${enc(kind)}/${enc(id)}/pranesimai`);

export const sendApplicationMessage = (kind: string, id: string, body: { subject: string; body: string }) =>
  api.post<MessageDto>(`/v1/paraiskos/${enc(kind)}/${enc(id)}/pranesimai`, { body: { json: body } });

export const listMessages = (box: 'gauti' | 'issiusti', page = 1) =>
  api.get<Page<MessageDto>>(`/v1/pranesimai/${box}`, { query: { page } });

export const markMessageRead = (id: string) => api.post<void>(`/v1/pranesimai/${enc(id)}/perskaityta`);

export const listPermits = (query: ListQuery & { sort?: PermitSort | undefined }) =>
  api.get<Page<PermitSummary>>('/v1/leidimai', { query: { ...query } });

export const getPermit = (kind: string, id: string) =>
  api.get<PermitDetail>(`/v1/leidimai/${enc(kind)}/${enc(id)}`);

/** The PDF's address; the browser downloads it with the session cookie. */
export const permitPdfUrl = (kind: string, id: string) => `/api/v1/atsisiusti/${enc(kind)}/${enc(id)}`;

// --- officers -------------------------------------------------------------------------------------

export const officerListApplications = (query: ListQuery) =>
  api.get<Page<ApplicationSummary>>('/v1/tarnyba/paraiskos', { query: { ...query } });

export const officerGetApplication = (id: string) =>
  api.get<ApplicationDetail>(`/v1/tarnyba/paraiskos/${enc(id)}`);

export const officerApplicationAction = (
  id: string,
  action: string,
  body: { reason?: string; validFrom?: string; validUntil?: string; priceCents?: number } = {},
) =>
  api.post<ApplicationDetail>(`/v1/tarnyba/paraiskos/${enc(id)}/veiksmai/${enc(action)}`, {
    body: { json: body },
  });

export const officerSendMessage = (id: string, body: { subject: string; body: string }) =>
  api.post<MessageDto>(`/v1/tarnyba/paraiskos/${enc(id)}/pranesimai`, { body: { json: body } });

export const officerApplicationMessages = (id: string) =>
  api.get<MessageDto[]>(`/v1/tarnyba/paraiskos/${enc(id)}/pranesimai`);

export const officerListPermits = (query: ListQuery) =>
  api.get<Page<PermitSummary>>('/v1/tarnyba/leidimai', { query: { ...query } });

export const officerGetPermit = (id: string) => api.get<PermitDetail>(`/v1/tarnyba/leidimai/${enc(id)}`);

export const officerPermitAction = (id: string, action: string, body: { reason?: string } = {}) =>
  api.post<PermitDetail>(`/v1/tarnyba/leidimai/${enc(id)}/veiksmai/${enc(action)}`, { body: { json: body } });

export const officerDocumentUrl = (applicationId: string, documentId: string) =>
  `/api/v1/tarnyba/paraiskos/${enc(applicationId)}/dokumentai/${enc(documentId)}`;

export const officerPermitPdfUrl = (id: string) => `/api/v1/tarnyba/leidimai/${enc(id)}/pdf`;

// --- public ---------------------------------------------------------------------------------------

export const checkPermit = (numeris: string) =>
  api.get<PermitCheckResult>('/public/leidimai/tikrinti', { query: { numeris }, on401: 'throw' });

export const signingKeys = () => api.get<SigningKeyDto[]>('/public/leidimai/raktai', { on401: 'throw' });
