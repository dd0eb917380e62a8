/**
 * HTML written by content administrators, shown as HTML. Only text that came from the content
 * service may be passed here. It is sanitised twice with one allow-list
 * (src/shared/content/allow-list.ts; ADR 0005 "HTML", issue 15 item 7): by sanitize-html on the
 * server when it was saved, and here by DOMPurify on the browser's own parse right before it is
 * shown; the CSP allows no inline script as a third line. DOMPurify is loaded with the first rich
 * content shown, not with the page: until it is there (a moment, while the content itself loads)
 * the element is empty.
 *
 * Content that is nothing but paragraphs of plain text (`<p>…</p>` with no markup or character
 * reference inside; most warnings) is shown as React text instead: nothing is parsed as HTML, so
 * there is nothing to sanitise, and the start page with a warning on it does not download DOMPurify
 * (issue 16: its JavaScript budget).
 */
import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../shared/i18n/index.ts';
import { langOf } from './content-api.ts';
import { loadRichTextSanitizer, type RichTextSanitizer } from './sanitize.ts';

interface ContentHtmlProps {
  /** HTML from the content service, never anything a visitor typed. */
  html: string;
  /** The item's own language and the page's, to mark a fallback with `lang` (WCAG 3.1.2). */
  locale: string;
  language: Language;
  className?: string;
}

let loaded: RichTextSanitizer | null = null;

/** `<p>text</p>` repeated, nothing else: no tag, `&` or `>` inside a paragraph. */
const PLAIN_PARAGRAPHS = /^\s*(?:<p>[^<>&]*<\/p>\s*)+$/;

/** The paragraphs' texts when the HTML is only paragraphs of plain text; null otherwise. */
export function plainParagraphs(html: string): string[] | null {
  if (!PLAIN_PARAGRAPHS.test(html)) return null;
  return [...html.matchAll(/<p>([^<>&]*)<\/p>/g)].map((match) => match[1] ?? '');
}

/**
 * Loads the sanitizer when `html` will need it, so that a page fetched before its first render
 * (pages.tsx FIRST_DATA) shows the content at once instead of an empty element that grows.
 */
export async function prepareContentHtml(html: string | undefined): Promise<void> {
  if (loaded || html === undefined || plainParagraphs(html)) return;
  loaded = await loadRichTextSanitizer();
}

/** The browser's sanitizer, once loaded (the same one for every component); `needed` false: not loaded. */
export function useRichTextSanitizer(needed = true): RichTextSanitizer | null {
  const [sanitizer, setSanitizer] = useState(loaded);
  useEffect(() => {
    if (sanitizer || !needed) return;
    let current = true;
    void loadRichTextSanitizer().then((s) => {
      loaded = s;
      if (current) setSanitizer(s);
    });
    return () => {
      current = false;
    };
  }, [sanitizer, needed]);
  return sanitizer;
}

export function ContentHtml({ html, locale, language, className = 'prose' }: ContentHtmlProps) {
  // Kept between renders: a page around it re-renders (a list drawn in steps, use-rest-later.ts),
  // and DOMPurify walks the whole text each time.
  const paragraphs = useMemo(() => plainParagraphs(html), [html]);
  const sanitizer = useRichTextSanitizer(paragraphs === null);
  const safe = useMemo(() => (sanitizer ? sanitizer.html(html) : ''), [sanitizer, html]);
  if (paragraphs)
    return (
      <div className={className} lang={langOf(locale, language)}>
        {paragraphs.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in their order
          <p key={i}>{text}</p>
        ))}
      </div>
    );
  return (
    <div
      className={className}
      lang={langOf(locale, language)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify right here with the shared allow-list (and by sanitize-html when saved); see the file comment.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
