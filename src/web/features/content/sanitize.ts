/**
 * Rich content is sanitised in the browser too, with DOMPurify, right before it is shown (issue 15
 * item 7): the server stores only what sanitize-html let through, and this second pass, with the
 * same allow-list (src/shared/content/allow-list.ts), works on the browser's own parse of the
 * markup, so that no difference between a server-side parser and the browser's (mutation XSS) can
 * turn stored text into script. The CSP allows no inline script as a third line.
 *
 * DOMPurify (about 12 KB compressed) is loaded only where rich content is shown
 * (`loadRichTextSanitizer`), never with the start page's first paint.
 */
import type { Config, DOMPurify } from 'dompurify';
import {
  DROPPED_WITH_CONTENT,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_RENAMED,
  RICH_TEXT_TAGS,
  safeHref,
} from '../../../shared/content/allow-list.ts';

const CONFIG: Config = {
  // The renamed ones are let in and renamed after the pass (`rename`).
  ALLOWED_TAGS: [...RICH_TEXT_TAGS, ...Object.keys(RICH_TEXT_RENAMED)],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  FORBID_TAGS: DROPPED_WITH_CONTENT,
  // http(s), mailto, paths of this site and #fragments; `safeHref` below decides the rest.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\])|#)/i,
  RETURN_DOM_FRAGMENT: true,
};

/** Renames b/i to strong/em and unwraps links left without a safe target, in place. */
function tidy(root: ParentNode, document: Document): void {
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const name = element.localName;
    const renamed = RICH_TEXT_RENAMED[name];
    if (renamed) {
      const replacement = document.createElement(renamed);
      replacement.append(...Array.from(element.childNodes));
      element.replaceWith(replacement);
    } else if (name === 'a') {
      const href = safeHref(element.getAttribute('href'));
      if (href === null) element.replaceWith(...Array.from(element.childNodes));
      else element.setAttribute('href', href);
    }
  }
}

export interface RichTextSanitizer {
  /** The allowed part of `html` as a fragment of the current document (inert until inserted). */
  fragment(html: string): DocumentFragment;
  /** The allowed part of `html` as markup. */
  html(html: string): string;
}

export function createRichTextSanitizer(purify: DOMPurify, document: Document): RichTextSanitizer {
  const fragment = (html: string) => {
    const result = purify.sanitize(html, CONFIG) as unknown as DocumentFragment;
    tidy(result, document);
    return result;
  };
  return {
    fragment,
    html(html) {
      const holder = document.createElement('div');
      holder.append(fragment(html));
      return holder.innerHTML;
    },
  };
}

let loading: Promise<RichTextSanitizer> | null = null;

/** DOMPurify, loaded once on first use. */
export function loadRichTextSanitizer(): Promise<RichTextSanitizer> {
  loading ??= import('dompurify').then(({ default: purify }) => createRichTextSanitizer(purify, document));
  return loading;
}
