/**
 * Failures tell the caller nothing of the inside (issue 8 §4; ASVS 5.0 V16.5.1, V16.3.4): with the
 * database gone, calls answer 5xx with a generic message in the caller's language — no stack, no
 * SQL, no driver error — while the log records each failure with its request id and no personal
 * data.
 */
import { translate } from '../../../src/shared/i18n/index.ts';
import { Client, createTestApp } from '../../support/app.ts';
import { captureLogs } from '../../support/log-capture.ts';

describe('unexpected failures', () => {
  it('answer a generic message without internals, and are logged with the request id', async () => {
    const log = captureLogs('info');
    const broken = await createTestApp({}, { logger: log.logger });
    const client = new Client(broken.app);
    await client.testLogin('38703181745', 'Jonas', 'Jonaitis');
    await broken.database.close();
    try {
      for (const url of ['/api/content/faq-tags', '/api/v1/paraiskos', '/api/public/zvejyba/katalogas']) {
        const res = await client.request({
          method: 'GET',
          url,
          headers: { 'x-request-id': 'trace-db-down-1' },
        });
        // 503 when the driver reports the database unreachable, 500 for this closed pool: generic either way.
        expect([500, 503], url).toContain(res.statusCode);
        expect(
          [translate('en', 'error.serviceUnavailable'), translate('en', 'error.defaultError')],
          url,
        ).toContain(res.json().message);
        expect(Object.keys(res.json()), url).toEqual(['message']);
        expect(res.body, url).not.toMatch(/select|insert|pool|ECONN|at \w+ \(|\.ts:\d+/i);
      }
      const failures = log
        .lines()
        .filter((line) => Number(line.level) >= 40 && line.reqId === 'trace-db-down-1');
      expect(failures.length).toBeGreaterThanOrEqual(3);
      expect(log.raw.join('\n')).not.toContain('38703181745');
    } finally {
      await broken.app.close();
    }
  });
});
