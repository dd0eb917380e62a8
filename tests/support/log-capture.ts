/**
 * The app's log, caught line by line: Fastify logger options with the app's own serializers,
 * redaction and request-id mixin (`loggerOptions`), writing into memory instead of stdout.
 */
import type { FastifyServerOptions } from 'fastify';
import { loggerOptions } from '../../src/server/app.ts';

export interface CapturedLog {
  /** For createTestApp's `logger` option. */
  logger: FastifyServerOptions['logger'];
  /** Every line exactly as written. */
  raw: string[];
  /** Every line parsed. */
  lines(): Record<string, unknown>[];
}

export function captureLogs(level = 'info'): CapturedLog {
  const raw: string[] = [];
  // pino writes to anything with a write(string) method, synchronously.
  const stream = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim() !== '') raw.push(line);
    },
  };
  const options = loggerOptions(level) as Record<string, unknown>;
  return {
    logger: { ...options, stream } as FastifyServerOptions['logger'],
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
