/**
 * What `meta` may say on a query or mutation:
 * - `silent`: the caller shows its own failure, so the global error modal stays quiet;
 * - `languageDependent`: the answer holds server text, fetched again when the language changes.
 */
import '@tanstack/react-query';

interface PortalMeta extends Record<string, unknown> {
  silent?: boolean;
  languageDependent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PortalMeta;
    mutationMeta: PortalMeta;
  }
}
