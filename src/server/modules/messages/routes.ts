/** /api/v1/pranesimai: the chosen party's received and sent messages (issue 4 item 8). */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, messagePageSchema } from '../../../shared/permits/api-types.ts';
import type { Access } from '../../core/access.ts';
import { route } from '../../core/route.ts';
import { notFound } from '../../http/errors.ts';
import { pageNumberSchema } from '../../http/list-query.ts';
import type { MessageService } from './service.ts';

const pageSchema = v.object({ page: pageNumberSchema });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function messageRoutes(
  app: FastifyInstance,
  opts: { access: Access; messages: MessageService },
) {
  const { access, messages } = opts;

  for (const box of ['gauti', 'issiusti'] as const) {
    route(app, {
      method: 'GET',
      url: `/api/v1/pranesimai/${box}`,
      auth: 'person',
      query: pageSchema,
      response: messagePageSchema,
      handler: async ({ request, reply, query }) => {
        const party = access.party(request);
        reply.header('Cache-Control', 'private, no-store');
        return messages.box(party.code, box, query.page, DEFAULT_PAGE_SIZE);
      },
    });
  }

  route(app, {
    method: 'POST',
    url: '/api/v1/pranesimai/:id/perskaityta',
    auth: 'person',
    // Any text: a malformed id is a message that is not there (404), as a foreign one.
    params: v.object({ id: v.string() }),
    handler: async ({ request, reply, params }) => {
      const party = access.party(request);
      if (!UUID.test(params.id)) throw notFound();
      await messages.markRead(party.code, params.id);
      return reply.code(204).send();
    },
  });
}
