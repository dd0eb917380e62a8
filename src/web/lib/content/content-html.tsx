/**
 * HTML written by content administrators, shown as HTML. Only text that came from the content
 * service may be passed here: the server sanitizes it on write with an allow-list (p, h2, h3, ul,
 * ol, li, a[href] to http(s)/mailto/this site, strong, em, br, blockquote) and rebuilds the markup
 * rather than copying it (ADR 0005 "HTML"), and the CSP allows no inline script as a second line.
 */
import type { Language } from '../../../shared/i18n/index.ts';
import { langOf } from './content-api.ts';

interface ContentHtmlProps {
  /** Sanitized HTML from the content service, never anything a visitor typed. */
  html: string;
  /** The item's own language and the page's, to mark a fallback with `lang` (WCAG 3.1.2). */
  locale: string;
  language: Language;
  className?: string;
}

export function ContentHtml({ html, locale, language, className = 'prose' }: ContentHtmlProps) {
  return (
    <div
      className={className}
      lang={langOf(locale, language)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by an allow-list (see the file comment); only content-service HTML reaches this component.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
