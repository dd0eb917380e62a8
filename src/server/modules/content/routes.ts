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
import * as v from 'valibot';
import {
  articleSchema,
  contentPageSchema,
  faqTagSchema,
  permitDescriptionSchema,
  questionSchema,
  warningSchema,
} from '../../../shared/content/api-types.ts';
import { translate } from '../../../shared/i18n/index.ts';
import { rawBody, route } from '../../core/route.ts';
import type { Db } from '../../db/index.ts';
import { contentDisposition, type Uploads, uploadRefusal } from '../../files/index.ts';
import { cachePublicAnswers } from '../../http/answer-cache.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Session } from '../../plugins/session.ts';
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

  function cached<T>(reply: FastifyReply, body: T): T {
    reply.header('Cache-Control', PUBLIC_CACHE);
    return body;
  }

  // --- public reading (GET, anonymous) ---------------------------------------------------------

  const read = <Q extends v.GenericSchema, R extends v.GenericSchema>(
    url: string,
    query: Q,
    response: R,
    answer: (query: v.InferOutput<Q>) => Promise<v.InferInput<R> | null>,
  ) =>
    route(app, {
      method: 'GET',
      url,
      auth: 'anonymous',
      query,
      response,
      handler: async ({ reply, query: parsed }) => {
        const found = await answer(parsed);
        if (found === null || found === undefined) throw notFound();
        // `answer`'s own type ties it to `response` (a generic R leaves the helper's check open).
        return cached(reply, found) as never;
      },
    });

  read('/api/content/questions', localeQuerySchema, v.array(questionSchema), (q) =>
    content.questions(q._locale),
  );
  read('/api/content/faq-tags', localeQuerySchema, v.array(faqTagSchema), (q) => content.faqTags(q._locale));
  read('/api/content/articles', articleListQuerySchema, v.array(articleSchema), (q) => content.articles(q));

  /** A bare JSON number, as Strapi's count answers. */
  route(app, {
    method: 'GET',
    url: '/api/content/articles/count',
    auth: 'anonymous',
    query: articleFilterSchema,
    handler: async ({ reply, query }) => {
      const total = await content.countArticles(query);
      cached(reply, total);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(total));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/content/articles/:id',
    auth: 'anonymous',
    params: idParamsSchema,
    response: articleSchema,
    handler: async ({ reply, params }) => {
      const article = await content.article(params.id);
      if (!article) throw notFound();
      return cached(reply, article);
    },
  });

  read('/api/content/about', localeQuerySchema, contentPageSchema, (q) => content.about(q._locale));
  read('/api/content/contacts', localeQuerySchema, contentPageSchema, (q) => content.contacts(q._locale));
  read('/api/content/permits', permitQuerySchema, v.array(permitDescriptionSchema), (q) =>
    content.permits(q),
  );
  read('/api/content/warnings', warningQuerySchema, v.array(warningSchema), (q) => content.warnings(q));

  route(app, {
    method: 'GET',
    url: '/api/content/upload/files/:id',
    auth: 'anonymous',
    params: idParamsSchema,
    handler: async ({ reply, params }) => {
      const found = await content.file(params.id);
      if (!found) throw notFound();
      return reply
        .header('Cache-Control', PUBLIC_CACHE)
        .type(found.row.mime)
        .header('Content-Length', found.row.size)
        .header('Content-Disposition', contentDisposition(found.row.name))
        .header('X-Content-Type-Options', 'nosniff')
        .send(found.stream);
    },
  });

  // --- administrators' edits (ROLE_ADMIN, checked before any body is read) -----------------------

  /** Every answer of an edit, a refused one too, is kept by no cache. */
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
  };
  const actor = (request: FastifyRequest, session: Session): Actor => ({
    code: session.data.userCode,
    requestId: request.id,
  });

  /** Runs an edit; a refused value becomes a 400 naming the field, in the caller's language. */
  async function edit<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
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

  route(app, {
    method: 'GET',
    url: '/api/content/admin/articles',
    auth: 'admin',
    query: adminArticleListQuerySchema,
    onRequest: noStore,
    handler: ({ request, query }) => edit(request, () => content.adminArticles(query)),
  });

  /** POST `path`, PUT and DELETE `path/:id` of one kind of content. */
  function collection<S extends v.GenericSchema, T>(
    path: string,
    schema: S,
    ops: {
      create: (input: v.InferOutput<S>, actor: Actor) => Promise<T>;
      update: (id: number, input: v.InferOutput<S>, actor: Actor) => Promise<T | null>;
      remove: (id: number, actor: Actor) => Promise<boolean>;
    },
  ) {
    route(app, {
      method: 'POST',
      url: path,
      auth: 'admin',
      body: schema,
      onRequest: noStore,
      handler: ({ request, session, reply, body }) =>
        edit(request, async () => created(reply, await ops.create(body, actor(request, session)))),
    });
    route(app, {
      method: 'PUT',
      url: `${path}/:id`,
      auth: 'admin',
      params: idParamsSchema,
      body: schema,
      onRequest: noStore,
      handler: ({ request, session, params, body }) =>
        edit(request, async () => found(await ops.update(params.id, body, actor(request, session)))),
    });
    route(app, {
      method: 'DELETE',
      url: `${path}/:id`,
      auth: 'admin',
      params: idParamsSchema,
      onRequest: noStore,
      handler: ({ request, session, reply, params }) =>
        edit(request, async () => deleted(reply, await ops.remove(params.id, actor(request, session)))),
    });
  }

  collection('/api/content/admin/articles', articleInputSchema, {
    create: content.createArticle,
    update: content.updateArticle,
    remove: content.deleteArticle,
  });
  collection('/api/content/admin/faq-tags', faqTagInputSchema, {
    create: content.createFaqTag,
    update: content.updateFaqTag,
    remove: content.deleteFaqTag,
  });
  collection('/api/content/admin/questions', questionInputSchema, {
    create: content.createQuestion,
    update: content.updateQuestion,
    remove: content.deleteQuestion,
  });
  collection('/api/content/admin/permits', permitInputSchema, {
    create: content.createPermit,
    update: content.updatePermit,
    remove: content.deletePermit,
  });
  collection('/api/content/admin/warnings', warningInputSchema, {
    create: content.createWarning,
    update: content.updateWarning,
    remove: content.deleteWarning,
  });

  // About and contacts: one page per language, written whole (PUT creates or replaces).
  for (const [path, save, remove] of [
    ['/api/content/admin/about/:locale', content.saveAbout, content.deleteAbout],
    ['/api/content/admin/contacts/:locale', content.saveContacts, content.deleteContacts],
  ] as const) {
    route(app, {
      method: 'PUT',
      url: path,
      auth: 'admin',
      params: localeParamsSchema,
      body: pageInputSchema,
      onRequest: noStore,
      handler: ({ request, session, params, body }) =>
        edit(request, () => save(params.locale, body, actor(request, session))),
    });
    route(app, {
      method: 'DELETE',
      url: path,
      auth: 'admin',
      params: localeParamsSchema,
      onRequest: noStore,
      handler: ({ request, session, reply, params }) =>
        edit(request, async () => deleted(reply, await remove(params.locale, actor(request, session)))),
    });
  }

  /** The file's bytes as the body (`Content-Type` any of UPLOAD_TYPES), its name in `?name=`. */
  route(app, {
    method: 'POST',
    url: '/api/content/admin/upload/files',
    auth: 'admin',
    query: uploadQuerySchema,
    body: rawBody("the file's bytes; the files module decides their type by content"),
    onRequest: noStore,
    options: { bodyLimit: MAX_FILE_BYTES },
    handler: ({ request, session, reply, query, body }) =>
      edit(request, async () => {
        if (!Buffer.isBuffer(body)) throw new ContentFieldError('file', 'content.fileType');
        return created(reply, await content.uploadFile(body, query.name, actor(request, session)));
      }),
  });
  route(app, {
    method: 'DELETE',
    url: '/api/content/admin/upload/files/:id',
    auth: 'admin',
    params: idParamsSchema,
    onRequest: noStore,
    handler: ({ request, session, reply, params }) =>
      edit(request, async () => deleted(reply, await content.deleteFile(params.id, actor(request, session)))),
  });
}
