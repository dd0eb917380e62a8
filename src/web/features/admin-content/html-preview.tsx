/**
 * Preview of HTML an administrator is typing, built as React elements by the server's allow-list
 * (ADR 0005: p, h2, h3, ul, ol, li, a[href], strong, em, br, blockquote; b and i become strong and
 * em). The text is parsed by DOMParser, whose document is inert (no script runs, nothing loads),
 * and never inserted as HTML, so what is typed cannot act in the administrator's session; and the
 * preview shows what visitors will see after the server sanitizes it.
 */
import { createElement, Fragment, type ReactNode, useDeferredValue, useMemo } from 'react';
import { safeHref } from './safe-href.ts';

const ALLOWED = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'blockquote']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements whose content is not text for a reader: dropped whole, as on the server. */
const DROPPED = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'svg',
  'math',
  'template',
  'object',
  'select',
  'head',
  'applet',
  'frameset',
]);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const raw = element.localName;
  if (DROPPED.has(raw)) return null;
  const tag = RENAMED[raw] ?? raw;
  const children = Array.from(element.childNodes, toReact);
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    // A new tab, so following a link never loses what is being typed.
    return href
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children)
      : createElement(Fragment, { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

export function HtmlPreview({ html, id, labelledBy }: { html: string; id?: string; labelledBy: string }) {
  // Typing stays responsive: the preview follows when the browser has time.
  const deferred = useDeferredValue(html);
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(deferred, 'text/html').body;
    return Array.from(body.childNodes, toReact);
  }, [deferred]);
  return (
    <section className="html-preview prose" id={id} aria-labelledby={labelledBy}>
      {content}
    </section>
  );
}
