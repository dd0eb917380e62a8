/**
 * Allow-list HTML sanitizer for content written by administrators (articles, FAQ answers, permit
 * descriptions, warnings, about and contacts). The web app renders this HTML as is, so what is
 * stored must be harmless whatever was sent.
 *
 * The output is built, never copied: only the elements below, with no attributes except a checked
 * `href` on links, and text with `<`, `>` and stray `&` escaped. So even where this small tokenizer
 * reads a tag differently from a browser, the worst outcome is odd text, never script.
 *
 * Kept: p, h2, h3, ul, ol, li, a[href], strong, em, br, blockquote (`b` and `i` become strong/em).
 * Dropped with everything inside: script, style and the other elements whose content is not text
 * for a reader (svg, math, iframe, template…). Any other tag is dropped and its text kept.
 */

const ALLOWED = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'blockquote']);
const VOID = new Set(['br']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };

/** Raw text elements: a browser reads their content as text up to the matching end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
/** Elements whose markup content is dropped too (nesting of the same element is counted). */
const DROP_WITH_CONTENT = new Set([
  'svg',
  'math',
  'template',
  'object',
  'select',
  'head',
  'applet',
  'frameset',
]);

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

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

interface Tag {
  kind: 'start' | 'end';
  name: string;
  attrs: Map<string, string>;
  selfClosing: boolean;
}

/** One tag, comment or stray `<` read at `at` (where `input[at] === '<'`), and where reading stops. */
function readMarkup(input: string, at: number): { tag: Tag | null; end: number; literal?: boolean } {
  const n = input.length;
  const next = input[at + 1];
  if (next === '!' || next === '?' || (next === '/' && !isLetter(input[at + 2]))) {
    // Comments, doctypes, processing instructions, `</>` and `</ x>`: dropped whole.
    if (input.startsWith('<!--', at)) {
      const close = input.indexOf('-->', at + 4);
      return { tag: null, end: close === -1 ? n : close + 3 };
    }
    const close = input.indexOf('>', at + 1);
    return { tag: null, end: close === -1 ? n : close + 1 };
  }
  const isEnd = next === '/';
  if (!isEnd && !isLetter(next)) return { tag: null, end: at + 1, literal: true };
  let i = at + (isEnd ? 2 : 1);
  const nameStart = i;
  while (i < n && !isSpace(input[i]) && input[i] !== '/' && input[i] !== '>') i++;
  const name = input.slice(nameStart, i).toLowerCase();
  const attrs = new Map<string, string>();
  let selfClosing = false;
  while (i < n) {
    const c = input[i];
    if (c === '>') {
      return { tag: { kind: isEnd ? 'end' : 'start', name, attrs, selfClosing }, end: i + 1 };
    }
    if (isSpace(c) || c === '/') {
      selfClosing = c === '/';
      i++;
      continue;
    }
    selfClosing = false;
    const attrStart = i;
    i++; // the first character belongs to the name even when it is `=`
    while (i < n && !isSpace(input[i]) && input[i] !== '/' && input[i] !== '>' && input[i] !== '=') i++;
    const attrName = input.slice(attrStart, i).toLowerCase();
    while (i < n && isSpace(input[i])) i++;
    let value = '';
    if (input[i] === '=') {
      i++;
      while (i < n && isSpace(input[i])) i++;
      const quote = input[i];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, i + 1);
        if (close === -1) return { tag: null, end: n };
        value = input.slice(i + 1, close);
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < n && !isSpace(input[i]) && input[i] !== '>') i++;
        value = input.slice(valueStart, i);
      }
    }
    if (!attrs.has(attrName)) attrs.set(attrName, value);
  }
  // A tag cut off by the end of the input is dropped, as a browser does.
  return { tag: null, end: n };
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

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text: `<` and `>` escaped, `&` kept only where it starts a character reference. */
function escapeText(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/&(?!(?:#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
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

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const n = input.length;
  let i = 0;
  while (i < n) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out.push(escapeText(input.slice(i)));
      break;
    }
    if (lt > i) out.push(escapeText(input.slice(i, lt)));
    const { tag, end, literal } = readMarkup(input, lt);
    i = end;
    if (literal) {
      out.push('&lt;');
      continue;
    }
    if (!tag) continue;
    if (tag.kind === 'start' && RAW_TEXT.has(tag.name)) {
      const endTag = new RegExp(`</${tag.name}`, 'gi');
      endTag.lastIndex = i;
      const close = endTag.exec(input);
      if (close === null) break;
      const after = input.indexOf('>', close.index);
      i = after === -1 ? n : after + 1;
      continue;
    }
    if (tag.kind === 'start' && DROP_WITH_CONTENT.has(tag.name)) {
      if (!tag.selfClosing) i = skipElement(input, i, tag.name);
      continue;
    }
    const name = RENAMED[tag.name] ?? tag.name;
    if (!ALLOWED.has(name)) continue;
    if (tag.kind === 'start') {
      if (VOID.has(name)) {
        out.push(`<${name}>`);
        continue;
      }
      if (name === 'a') {
        const href = safeHref(tag.attrs.get('href') ?? '');
        if (href === null) continue; // a link without a safe target is just its text
        out.push(`<a href="${escapeAttr(href)}">`);
      } else {
        out.push(`<${name}>`);
      }
      open.push(name);
    } else {
      if (VOID.has(name)) continue;
      const at = open.lastIndexOf(name);
      if (at === -1) continue; // an end tag nothing opened
      while (open.length > at) out.push(`</${open.pop()}>`);
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** Where the element opened just before `from` ends (after its matching end tag), counting nesting. */
function skipElement(input: string, from: number, name: string): number {
  let depth = 1;
  let i = from;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) return input.length;
    const { tag, end } = readMarkup(input, lt);
    i = end;
    if (!tag || tag.name !== name) continue;
    if (tag.kind === 'start' && !tag.selfClosing) depth++;
    if (tag.kind === 'end' && --depth === 0) return i;
  }
  return input.length;
}

/** Text content only (for checks such as "the answer is not empty"): tags dropped, spaces collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(sanitizeHtml(html).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
