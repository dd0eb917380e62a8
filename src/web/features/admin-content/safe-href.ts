/**
 * Which link targets the preview keeps: the server's allow-list (ADR 0005: http(s), mailto and this
 * site). Anything else is shown as plain text, as the server would store it.
 */
export function safeHref(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  const href = raw.trim();
  if (href === '' || href.length > 2000) return null;
  // Same site: a path, but not `//host` (another site) nor `/\host` (read as one by browsers).
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? null : href;
  return /^(https?:\/\/[^\s/?#]+|mailto:[^\s])/i.test(href) ? href : null;
}
