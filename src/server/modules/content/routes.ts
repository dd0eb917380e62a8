/**
 * Content service routes (spec §7 "Content service (GET)") under /api/content, with the Strapi
 * query conventions the web app uses (`_locale`, `_sort=field:DIR`, `_start`, `_limit`, field
 * filters), and the administrators' edits under /api/content/admin (ROLE_ADMIN, spec §6).
 *
 * Public answers may be cached by browsers, the service worker and shared caches for a minute and
 * served stale for ten while revalidating (architecture §5). They depend on the URL alone, so they
 * carry no cookie: a shared cache must never hand one browser's anti-forgery cookie to another.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { translate } from '../../../shared/i18n/index.ts';
import type { Db } from '../../db/index.ts';
import { contentDisposition, type Uploads, uploadRefusal } from '../../files/index.ts';
import { cachePublicAnswers } from '../../http/answer-cache.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { parseOr400 } from '../../http/validate.ts';
import {
  adminArticleListQuerySchema,
  articleFilterSchema,
  articleInputSchema,
  articleListQuerySchema,
  faqTagInputSchema,
  idParamsSchema,
  localeParamsSchema,
  localeQuerySchema,
  pageInputSchema,
  permitInputSchema,
  permitQuerySchema,
  questionInputSchema,
  uploadQuerySchema,
  warningInputSchema,
  warningQuerySchema,
} from './schemas.ts';
import { type Actor, ContentFieldError, createContentService } from './service.ts';

export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** Spec §9: files of 10 MB at most. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** What an upload may be sent as; the bytes decide the type (the files module's sniffer). */
const UPLOAD_TYPES = ['application/octet-stream', 'application/pdf', 'image/png', 'image/jpeg'];

export interface ContentRoutesOptions {
  db: Db;
  /** Where uploaded files live (FileStorage), scanned for viruses on the way when configured. */
  uploads: Uploads;
  /** How long a node answers a public read from memory (CONTENT_CACHE_MS; 0: never). */
  answerCacheMs?: number;
}

export async function contentRoutes(app: FastifyInstance, opts: ContentRoutesOptions) {
  const content = createContentService({ db: opts.db, uploads: opts.uploads });

  // Raw bytes for uploads; only this module's routes accept them.
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.addHook('onSend', async (_request, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && cacheControl.startsWith('public'))
      reply.removeHeader('set-cookie');
    return payload;
  });

  // Public reads from memory for a moment (http/answer-cache.ts); every edit below clears them.
  const answers = cachePublicAnswers(app, {
    ttlMs: opts.answerCacheMs ?? 0,
    // By the matched route, not the raw URL, which may spell the same route otherwise (`%61dmin`).
    skip: (request) => {
      const route = request.routeOptions.url ?? '';
      return route.startsWith('/api/content/admin/') || route.startsWith('/api/content/upload/');
    },
  });

  const query = <S extends v.GenericSchema>(schema: S, request: FastifyRequest) =>
    parseOr400(schema, request.query, request.lang);
  const params = <S extends v.GenericSchema>(schema: S, request: FastifyRequest) =>
    parseOr400(schema, request.params, request.lang);

  function cached<T>(reply: FastifyReply, body: T): T {
    reply.header('Cache-Control', PUBLIC_CACHE);
    return body;
  }

  // --- public reading (GET, anonymous) ---------------------------------------------------------

  app.get('/api/content/questions', async (request, reply) =>
    cached(reply, await content.questions(query(localeQuerySchema, request)._locale)),
  );

  app.get('/api/content/faq-tags', async (request, reply) =>
    cached(reply, await content.faqTags(query(localeQuerySchema, request)._locale)),
  );

  app.get('/api/content/articles', async (request, reply) =>
    cached(reply, await content.articles(query(articleListQuerySchema, request))),
  );

  /** A bare JSON number, as Strapi's count answers. */
  app.get('/api/content/articles/count', async (request, reply) => {
    const total = await content.countArticles(query(articleFilterSchema, request));
    cached(reply, total);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(total));
  });

  app.get('/api/content/articles/:id', async (request, reply) => {
    const article = await content.article(params(idParamsSchema, request).id);
    if (!article) throw notFound();
    return cached(reply, article);
  });

  app.get('/api/content/about', async (request, reply) => {
    const page = await content.about(query(localeQuerySchema, request)._locale);
    if (!page) throw notFound();
    return cached(reply, page);
  });

  app.get('/api/content/contacts', async (request, reply) => {
    const page = await content.contacts(query(localeQuerySchema, request)._locale);
    if (!page) throw notFound();
    return cached(reply, page);
  });

  app.get('/api/content/permits', async (request, reply) =>
    cached(reply, await content.permits(query(permitQuerySchema, request))),
  );

  app.get('/api/content/warnings', async (request, reply) =>
    cached(reply, await content.warnings(query(warningQuerySchema, request))),
  );

  app.get('/api/content/upload/files/:id', async (request, reply) => {
    const found = await content.file(params(idParamsSchema, request).id);
    if (!found) throw notFound();
    return reply
      .header('Cache-Control', PUBLIC_CACHE)
      .type(found.row.mime)
      .header('Content-Length', found.row.size)
      .header('Content-Disposition', contentDisposition(found.row.name))
      .header('X-Content-Type-Options', 'nosniff')
      .send(found.stream);
  });

  // --- administrators' edits --------------------------------------------------------------------

  /** 401 without a session, 403 unless the person holds ROLE_ADMIN; before any body is read. */
  const adminOnly = {
    onRequest: async (request: FastifyRequest) => {
      const session = app.sessions.require(request);
      if (!(await content.isAdmin(session.data.userCode))) throw forbidden();
    },
  };
  const actor = (request: FastifyRequest): Actor => ({
    code: request.session!.data.userCode,
    requestId: request.id,
  });
  const body = <S extends v.GenericSchema>(schema: S, request: FastifyRequest) =>
    parseOr400(schema, request.body, request.lang);

  /** Runs an edit; a refused value becomes a 400 naming the field, in the caller's language. */
  async function edit<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T> {
    reply.header('Cache-Control', 'no-store');
    try {
      const done = await run();
      if (request.method !== 'GET') answers.clear();
      return done;
    } catch (error) {
      if (error instanceof ContentFieldError) {
        throw new HttpError(400, 'error.validation', undefined, [
          { field: error.field, message: translate(request.lang, error.messageId) },
        ]);
      }
      // An infected upload, or no virus scanner to ask: refused, nothing stored.
      throw uploadRefusal(error, request.lang) ?? error;
    }
  }
  const created = <T>(reply: FastifyReply, value: T) => {
    reply.code(201);
    return value;
  };
  const found = <T>(value: T | null): T => {
    if (value === null) throw notFound();
    return value;
  };
  const deleted = (reply: FastifyReply, gone: boolean) => {
    if (!gone) throw notFound();
    return reply.code(204).send();
  };

  app.get('/api/content/admin/articles', adminOnly, (request, reply) =>
    edit(request, reply, () => content.adminArticles(query(adminArticleListQuerySchema, request))),
  );
  app.post('/api/content/admin/articles', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      created(reply, await content.createArticle(body(articleInputSchema, request), actor(request))),
    ),
  );
  app.put('/api/content/admin/articles/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () => {
      const { id } = params(idParamsSchema, request);
      return found(await content.updateArticle(id, body(articleInputSchema, request), actor(request)));
    }),
  );
  app.delete('/api/content/admin/articles/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(reply, await content.deleteArticle(params(idParamsSchema, request).id, actor(request))),
    ),
  );

  app.post('/api/content/admin/faq-tags', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      created(reply, await content.createFaqTag(body(faqTagInputSchema, request), actor(request))),
    ),
  );
  app.put('/api/content/admin/faq-tags/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () => {
      const { id } = params(idParamsSchema, request);
      return found(await content.updateFaqTag(id, body(faqTagInputSchema, request), actor(request)));
    }),
  );
  app.delete('/api/content/admin/faq-tags/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(reply, await content.deleteFaqTag(params(idParamsSchema, request).id, actor(request))),
    ),
  );

  app.post('/api/content/admin/questions', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      created(reply, await content.createQuestion(body(questionInputSchema, request), actor(request))),
    ),
  );
  app.put('/api/content/admin/questions/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () => {
      const { id } = params(idParamsSchema, request);
      return found(await content.updateQuestion(id, body(questionInputSchema, request), actor(request)));
    }),
  );
  app.delete('/api/content/admin/questions/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(reply, await content.deleteQuestion(params(idParamsSchema, request).id, actor(request))),
    ),
  );

  app.post('/api/content/admin/permits', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      created(reply, await content.createPermit(body(permitInputSchema, request), actor(request))),
    ),
  );
  app.put('/api/content/admin/permits/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () => {
      const { id } = params(idParamsSchema, request);
      return found(await content.updatePermit(id, body(permitInputSchema, request), actor(request)));
    }),
  );
  app.delete('/api/content/admin/permits/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(reply, await content.deletePermit(params(idParamsSchema, request).id, actor(request))),
    ),
  );

  app.post('/api/content/admin/warnings', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      created(reply, await content.createWarning(body(warningInputSchema, request), actor(request))),
    ),
  );
  app.put('/api/content/admin/warnings/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () => {
      const { id } = params(idParamsSchema, request);
      return found(await content.updateWarning(id, body(warningInputSchema, request), actor(request)));
    }),
  );
  app.delete('/api/content/admin/warnings/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(reply, await content.deleteWarning(params(idParamsSchema, request).id, actor(request))),
    ),
  );

  // About and contacts: one page per language, written whole (PUT creates or replaces).
  app.put('/api/content/admin/about/:locale', adminOnly, (request, reply) =>
    edit(request, reply, async () => {
      const { locale } = params(localeParamsSchema, request);
      return content.saveAbout(locale, body(pageInputSchema, request), actor(request));
    }),
  );
  app.delete('/api/content/admin/about/:locale', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(reply, await content.deleteAbout(params(localeParamsSchema, request).locale, actor(request))),
    ),
  );
  app.put('/api/content/admin/contacts/:locale', adminOnly, (request, reply) =>
    edit(request, reply, async () => {
      const { locale } = params(localeParamsSchema, request);
      return content.saveContacts(locale, body(pageInputSchema, request), actor(request));
    }),
  );
  app.delete('/api/content/admin/contacts/:locale', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(
        reply,
        await content.deleteContacts(params(localeParamsSchema, request).locale, actor(request)),
      ),
    ),
  );

  /** The file's bytes as the body (`Content-Type` any of UPLOAD_TYPES), its name in `?name=`. */
  app.post('/api/content/admin/upload/files', { ...adminOnly, bodyLimit: MAX_FILE_BYTES }, (request, reply) =>
    edit(request, reply, async () => {
      const { name } = query(uploadQuerySchema, request);
      if (!Buffer.isBuffer(request.body)) throw new ContentFieldError('file', 'content.fileType');
      return created(reply, await content.uploadFile(request.body, name, actor(request)));
    }),
  );
  app.delete('/api/content/admin/upload/files/:id', adminOnly, (request, reply) =>
    edit(request, reply, async () =>
      deleted(reply, await content.deleteFile(params(idParamsSchema, request).id, actor(request))),
    ),
  );
}
