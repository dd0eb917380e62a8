/** /api/v1/pranesimai: the chosen party's received and sent messages (issue 4 item 8). */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '../../../shared/permits/api-types.ts';
import type { Access } from '../../core/access.ts';
import { notFound } from '../../http/errors.ts';
import { parseOr400 } from '../../http/validate.ts';
import type { MessageService } from './service.ts';

const pageSchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function messageRoutes(
  app: FastifyInstance,
  opts: { access: Access; messages: MessageService },
) {
  const { access, messages } = opts;

  for (const box of ['gauti', 'issiusti'] as const) {
    app.get(`/api/v1/pranesimai/${box}`, async (request, reply) => {
      const party = access.party(request);
      const { page } = parseOr400(pageSchema, request.query, request.lang);
      reply.header('Cache-Control', 'private, no-store');
      return messages.box(party.code, box, page, DEFAULT_PAGE_SIZE);
    });
  }

  app.post<{ Params: { id: string } }>('/api/v1/pranesimai/:id/perskaityta', async (request, reply) => {
    const party = access.party(request);
    if (!UUID.test(request.params.id)) throw notFound();
    await messages.markRead(party.code, request.params.id);
    return reply.code(204).send();
  });
}
