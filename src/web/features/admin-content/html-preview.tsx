/**
 * Preview of HTML an administrator is typing: exactly what visitors will see, because it is the
 * output of the same sanitizer the server stores (src/shared/content/sanitize.ts, ADR 0005). That
 * output is parsed by DOMParser, whose document is inert (no script runs, nothing loads), and turned
 * into React elements — never inserted as HTML — so what is typed cannot act in the admin's session.
 */
import { createElement, type ReactNode, useDeferredValue, useMemo } from 'react';
import { sanitizeHtml } from '../../../shared/content/sanitize.ts';

/** The sanitized tree holds only allowed elements, with `href` the only attribute. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes, toReact);
  if (element.localName === 'br') return createElement('br', { key });
  if (element.localName === 'a') {
    // A new tab, so following a link never loses what is being typed.
    const href = element.getAttribute('href');
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(element.localName, { key }, ...children);
}

export function HtmlPreview({ html, id, labelledBy }: { html: string; id?: string; labelledBy: string }) {
  // Typing stays responsive: the preview follows when the browser has time.
  const deferred = useDeferredValue(html);
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(sanitizeHtml(deferred), 'text/html').body;
    return Array.from(body.childNodes, toReact);
  }, [deferred]);
  return (
    <section className="html-preview prose" id={id} aria-labelledby={labelledBy}>
      {content}
    </section>
  );
}
