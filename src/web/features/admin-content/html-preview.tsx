/**
 * Preview of HTML an administrator is typing: what visitors will see, because it is the output of
 * the sanitizer visitors' browsers apply (DOMPurify with the allow-list the server's sanitize-html
 * also applies: src/shared/content/allow-list.ts, ADR 0005). The sanitised fragment is inert until
 * inserted, and it is turned into React elements — never inserted as HTML — so what is typed cannot
 * act in the admin's session.
 */
import { createElement, type ReactNode, useDeferredValue, useMemo } from 'react';
import { useRichTextSanitizer } from '../content/index.ts';

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
  const sanitizer = useRichTextSanitizer();
  const content = useMemo(
    () => (sanitizer ? Array.from(sanitizer.fragment(deferred).childNodes, toReact) : null),
    [deferred, sanitizer],
  );
  return (
    <section className="html-preview prose" id={id} aria-labelledby={labelledBy}>
      {content}
    </section>
  );
}
