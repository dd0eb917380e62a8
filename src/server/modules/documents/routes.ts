/**
 * Document calls (api-types.ts, ADR 0008): the applicant adds, downloads and removes documents of
 * the chosen represented person's application; officers download them from the back office.
 * Every call reaches the application through `access` first, so anyone else's answers 404.
 *
 * Uploads are multipart (`type`, `title`, `confidential`, `file`, optionally `url`) or JSON for a
 * document given by address. The file streams to storage as it arrives — never whole in memory —
 * and is checked there; a refused or failed upload deletes it, so nothing half-stored remains.
 */
import fastifyMultipart, {
  type Multipart,
  type MultipartFile,
  type MultipartValue,
} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { documentDtoSchema } from '../../../shared/permits/api-types.ts';
import type { ApplicationState } from '../../../shared/permits/engine/lifecycle.ts';
import { isEditable } from '../../../shared/permits/engine/lifecycle.ts';
import type { Access } from '../../core/access.ts';
import { rawBody, route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import type { DocumentRow } from '../../db/schema-permits.ts';
import {
  cleanFileName,
  contentDisposition,
  fileTypeOf,
  nameForType,
  type Uploads,
  uploadRefusal,
} from '../../files/index.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { rateLimit } from '../../plugins/rate-limit.ts';
import { FileTooLargeError, newStorageKey } from '../../storage/file-storage.ts';
import {
  applicantDocumentUrl,
  createDocumentService,
  type DocumentInput,
  MAX_FILE_BYTES,
  type StagedFile,
  toDocumentDto,
} from './service.ts';

export interface DocumentRoutesOptions {
  db: Db;
  /** Where files go, scanned for viruses on the way when a scanner is configured. */
  uploads: Uploads;
  access: Access;
  /** Downloads per person per minute across all nodes (issue 8 §4: rate limits on downloads). */
  downloadRateLimitPerMinute?: number;
}

/** Ids as sent: `access` and the service answer 404 for anything not the caller's. */
const applicationParams = v.object({ kind: v.string(), id: v.string() });
const documentParams = v.object({ kind: v.string(), id: v.string(), documentId: v.string() });

const TRUE = new Set(['true', 'on', '1', 'yes']);

export async function documentRoutes(app: FastifyInstance, opts: DocumentRoutesOptions) {
  const { access, uploads } = opts;
  const storage = uploads.storage;
  const service = createDocumentService({ db: opts.db, storage });

  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: 1,
      fields: 10,
      parts: 12,
      fieldNameSize: 100,
      fieldSize: 4096,
      headerPairs: 100,
    },
  });

  const downloadLimit = rateLimit(opts.db, {
    bucket: 'document-download',
    max: opts.downloadRateLimitPerMinute ?? 300,
    windowMs: 60_000,
    key: (request) => request.session?.data.userCode ?? request.ip,
  });

  /** Reads the form, streaming its one file to storage; `onStaged` learns the key at once for cleanup. */
  async function readMultipart(
    request: FastifyRequest,
    onStaged: (file: StagedFile) => void,
  ): Promise<DocumentInput> {
    const fields = new Map<string, string>();
    let file: StagedFile | undefined;
    const parts = request.parts();
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw brokenUpload(error);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await drain(part);
          continue;
        }
        file = await stage(part, request);
        onStaged(file);
      } else {
        const value = (part as MultipartValue).value;
        fields.set(part.fieldname, typeof value === 'string' ? value : String(value ?? ''));
      }
    }
    return {
      type: fields.get('type'),
      title: fields.get('title'),
      url: fields.get('url'),
      confidential: TRUE.has((fields.get('confidential') ?? '').trim().toLowerCase()),
      file,
    };
  }

  async function stage(part: MultipartFile, request: FastifyRequest): Promise<StagedFile> {
    const key = newStorageKey('documents');
    try {
      // Busboy cuts the stream at fileSize and flags it; maxBytes guards the same limit in storage.
      const stored = await uploads.store(key, part.file, { maxBytes: MAX_FILE_BYTES });
      return { key, ...stored, fileName: cleanFileName(part.filename), truncated: part.file.truncated };
    } catch (error) {
      if (error instanceof FileTooLargeError)
        return { key, size: MAX_FILE_BYTES + 1, sha256: '', fileName: '', truncated: true };
      // Infected, not scannable, or no scanner to ask: refused, and nothing was stored.
      const refusal = uploadRefusal(error, request.lang);
      if (refusal) throw refusal;
      // The disk's own failures (a full disk is already a 507) are ours; anything else broke the body.
      if (error instanceof HttpError || (error as { syscall?: unknown }).syscall) throw error;
      throw brokenUpload(error);
    }
  }

  function jsonInput(body: unknown): DocumentInput {
    const b = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      type: text(b.type),
      title: text(b.title),
      url: text(b.url),
      confidential: b.confidential === true || TRUE.has(String(b.confidential ?? '').toLowerCase()),
      file: undefined,
    };
  }

  async function send(reply: FastifyReply, row: DocumentRow) {
    const stream = await service.open(row);
    const name = nameForType(row.fileName ?? 'dokumentas', fileTypeOf(row.contentType));
    return reply
      .type(row.contentType ?? 'application/octet-stream')
      .header('Content-Length', row.sizeBytes)
      .header('Content-Disposition', contentDisposition(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(stream);
  }

  route(app, {
    method: 'POST',
    url: '/api/v1/paraiskos/:kind/:id/dokumentai',
    auth: 'person',
    response: documentDtoSchema,
    params: applicationParams,
    body: rawBody(
      'multipart form streamed to storage (readMultipart) or JSON by address (jsonInput); the document service validates the fields',
    ),
    handler: async ({ request, reply, params }) => {
      const application = await access.applicationForApplicant(request, params.kind, params.id);
      const actor = access.actor(request);
      // Before reading any of the body: nothing is stored for an application that cannot change.
      if (!isEditable(application.state as ApplicationState))
        throw new HttpError(409, 'engine.error.notEditable');
      let staged: StagedFile | undefined;
      try {
        const input = request.isMultipart()
          ? await readMultipart(request, (file) => {
              staged = file;
            })
          : jsonInput(request.body);
        const clientKey = idempotencyKeyOf(request, 'upload.error.idempotencyKey');
        const row = await service.create(application, actor.code, { ...input, clientKey }, request.lang);
        // A repeated upload answers the first document; the bytes sent again are not kept.
        if (staged && row.storageKey !== staged.key) await storage.delete(staged.key);
        reply.code(201);
        return toDocumentDto(row, applicantDocumentUrl(application.kind, application.id));
      } catch (error) {
        if (staged) {
          const key: string = staged.key;
          await storage
            .delete(key)
            .catch((cause: unknown) =>
              request.log.error({ error: String(cause) }, 'could not remove a refused upload'),
            );
        }
        throw error;
      }
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/paraiskos/:kind/:id/dokumentai/:documentId',
    auth: 'person',
    params: documentParams,
    onRequest: downloadLimit,
    handler: async ({ request, reply, params }) => {
      const application = await access.applicationForApplicant(request, params.kind, params.id);
      return send(reply, await service.find(application, params.documentId));
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/v1/paraiskos/:kind/:id/dokumentai/:documentId',
    auth: 'person',
    params: documentParams,
    handler: async ({ request, reply, params }) => {
      const application = await access.applicationForApplicant(request, params.kind, params.id);
      await service.remove(application, params.documentId);
      return reply.code(204).send();
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/tarnyba/paraiskos/:id/dokumentai/:documentId',
    auth: 'officer',
    params: v.object({ id: v.string(), documentId: v.string() }),
    onRequest: downloadLimit,
    handler: async ({ request, reply, params }) => {
      const application = await access.applicationForOfficer(request, params.id);
      return send(reply, await service.find(application, params.documentId));
    },
  });
}

/**
 * A body that is not well-formed multipart (cut short, a wrong boundary) is the client's error:
 * 400, or the limit's own 413 when a part or file count was passed.
 */
function brokenUpload(error: unknown): Error {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error as Error;
  return new HttpError(400, 'error.badRequest');
}

async function drain(part: MultipartFile) {
  try {
    for await (const _ of part.file) {
      // Discarded: only the field named `file` is kept.
    }
  } catch (error) {
    throw brokenUpload(error);
  }
}
