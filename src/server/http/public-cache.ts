import type { FastifyInstance } from 'fastify';

/**
 * A cacheable public answer (`Cache-Control: public…`) must not carry this browser's anti-forgery
 * cookie to a shared cache. Hooks are scoped to the plugin that adds them: call it in each plugin
 * that answers publicly cacheable data.
 */
export function keepCookiesOutOfPublicAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (typeof cacheControl === 'string' && cacheControl.startsWith('public'))
      reply.removeHeader('set-cookie');
    return payload;
  });
}
