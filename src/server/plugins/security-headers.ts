/**
 * Security headers in one place (house style §11). The CSP allows no inline scripts; the only
 * outside address a form may post to is the national gateway's login page.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { production: boolean; formActions: string[] }) => {
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      // React sets style attributes; no inline <style> elements are used.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "object-src 'none'",
      // ASVS 5.0 V3.4.3: no page needs a <base>, so none may be injected.
      "base-uri 'none'",
      "frame-ancestors 'none'",
      `form-action 'self' ${opts.formActions.join(' ')}`.trim(),
    ].join('; ');
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', csp);
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)');
      if (opts.production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
);
