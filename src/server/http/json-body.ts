/**
 * The one JSON body parser of the app (issue 15 item 2): Fastify's own parser (prototype
 * poisoning refused, its empty-body and syntax errors) behind a bound on how deep a body nests
 * and how many object members it holds. Without it a 20 KB body of 5,000 nested arrays parsed
 * fine and then overflowed the stack where the jsonb was written: a 500.
 *
 * The limits sit far above any form a person fills in (measured: every kind's example body nests
 * at most 6 levels and has at most 51 members; a repeated table of a hundred rows of ten fields is
 * 1,000; a GeoJSON FeatureCollection inside a body nests 9–10 levels, and its thousands of points
 * are array elements, which are not counted) and far below what breaks a recursive walk:
 *   - MAX_JSON_DEPTH: 32 levels of objects and arrays;
 *   - MAX_JSON_MEMBERS: 10,000 object members in the whole body.
 * Array elements are bounded only by the body's size (1 MB, `bodyLimit` in app.ts).
 *
 * The text is scanned before it is parsed, in one pass without recursion, so a refused body is
 * never built in memory.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const MAX_JSON_DEPTH = 32;
export const MAX_JSON_MEMBERS = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Why a JSON text is refused, or null. Malformed text passes: the parser answers it. */
export function jsonShapeProblem(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxMembers = MAX_JSON_MEMBERS,
): 'depth' | 'members' | null {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return 'depth';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    // Outside strings a colon only ever separates a member's name from its value.
    else if (c === COLON && ++members > maxMembers) return 'members';
  }
  return null;
}

/** Replaces Fastify's `application/json` parser with the bounded one, for the whole app. */
export function boundedJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonShapeProblem(text) !== null) {
      done(
        new HttpError(400, 'error.bodyTooComplex', { depth: MAX_JSON_DEPTH, members: MAX_JSON_MEMBERS }),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}
