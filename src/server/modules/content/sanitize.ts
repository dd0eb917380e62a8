/**
 * Rich content is sanitised on the server with sanitize-html when it is saved (issue 15 item 7):
 * the allow-list of src/shared/content/allow-list.ts, the same one DOMPurify applies in the browser
 * before the HTML is shown. What is stored is sanitize-html's serialisation of what it parsed, so
 * text is escaped and only the allowed elements, with a checked `href`, come out.
 */
import sanitize from 'sanitize-html';
import {
  DROPPED_WITH_CONTENT,
  decodeEntities,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_RENAMED,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  safeHref,
} from '../../../shared/content/allow-list.ts';

const OPTIONS: sanitize.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedSchemes: RICH_TEXT_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  // Comments, doctypes and processing instructions are dropped by sanitize-html.
  transformTags: {
    ...RICH_TEXT_RENAMED,
    // A link without a safe target keeps no target: `<a>` alone is no link (the browser's pass
    // unwraps it). Turning it into a dropped tag instead would hit a sanitize-html 2.17 bug that
    // writes the next element's end tag with the wrong name.
    a: (_tagName, attribs): sanitize.Tag => {
      const href = safeHref(attribs.href);
      return { tagName: 'a', attribs: href === null ? {} : { href } };
    },
  },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input.replaceAll('\u0000', ''), OPTIONS);
}

/** Text content only (for checks such as "the answer is not empty"): tags dropped, spaces collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(sanitizeHtml(html).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
