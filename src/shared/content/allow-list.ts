/**
 * The one allow-list for content written by administrators (articles, FAQ answers, permit
 * descriptions, warnings, about and contacts; ADR 0005 "HTML", issue 15 item 7). Two kept
 * libraries apply it: sanitize-html on the server when content is saved
 * (src/server/modules/content/sanitize.ts) and DOMPurify in the browser before the HTML is shown
 * (src/web/features/content/sanitize.ts). Both read this file, so what the server stores and what the
 * browser lets through are the same set.
 *
 * Kept: p, h2, h3, ul, ol, li, a[href], strong, em, br, blockquote (`b` and `i` become strong/em),
 * with no attribute but a link's `href`, and that only to http(s), mailto or this site (`safeHref`).
 * Dropped with everything inside: script, style and the other elements whose content is not text
 * for a reader (svg, math, iframe, template, noscript…). Any other tag is dropped and its text kept.
 */

export const RICH_TEXT_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'blockquote'];
/** The only attribute kept, on links; its value must pass `safeHref`. */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = { a: ['href'] };
/** Presentational names of the kept elements. */
export const RICH_TEXT_RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
/** Link schemes kept (besides paths of this site and `#fragments`). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'];
/** Elements dropped with all they contain: raw text, foreign content, embedded and form parts. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'svg',
  'math',
  'template',
  'object',
  'embed',
  'select',
  'option',
  'head',
  'applet',
  'frameset',
];

const MAX_HREF = 2000;

const isControl = (code: number) => code < 0x20 || code === 0x7f;

/** True when the text holds a C0 control character or DEL. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/** The text without C0 control characters and DEL. */
export function withoutControlCharacters(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) if (!isControl(text.charCodeAt(i))) out += text[i];
  return out;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references a browser would decode in an attribute (numeric and the common named ones). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return '\ufffd';
      return String.fromCodePoint(code);
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A link target people may follow: http(s) and mailto addresses, and paths of this site
 * (`/…` but not `//host`, or `#fragment`). Returns the value as the browser will read it, or null.
 */
export function safeHref(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  // Browsers strip leading and trailing spaces and control characters and ignore tabs and newlines
  // anywhere; refusing any control character is simpler and loses nothing real.
  const value = decodeEntities(raw).trim();
  if (value === '' || value.length > MAX_HREF || hasControlCharacter(value) || value.includes('\\'))
    return null;
  if (/^https?:\/\/[^\s/?#]+/i.test(value) && !/\s/.test(value)) return value;
  if (/^mailto:[^\s]+$/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return /\s/.test(value) ? null : value;
  return null;
}
