/**
 * The teaser of an article in lists (spec §9: "excerpt length 250 characters with HTML stripped").
 * Pure string work, no DOM, so it runs and is tested anywhere.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  euro: '€',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment: tags gone, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    // Content that is not text for a reader.
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Block ends and line breaks separate words; inline tags do not.
    .replace(/<\/?(p|div|h[1-6]|li|ul|ol|br|blockquote|tr|td|th|table|section|article)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * At most `max` characters of the text of `html` (ellipsis included). A longer text is cut at the
 * last word boundary that fits, so no word is broken, and ends with "…".
 */
export function excerpt(html: string, max = 250): string {
  const text = htmlToText(html);
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  // Room for the text before the ellipsis.
  const budget = max - 1;
  const room = chars.slice(0, budget).join('');
  // A space right after the room means its last word is whole.
  const lastWordWhole = chars[budget] === ' ';
  let cut = lastWordWhole ? room : room.slice(0, Math.max(room.lastIndexOf(' '), 0));
  // One very long word: cut inside it rather than show nothing.
  if (cut.trim() === '') cut = room;
  return `${cut.replace(/[\s,;:.–—-]+$/u, '')}…`;
}
