/**
 * What other features use of the permits feature: the permits API (applications, permits,
 * documents, messages, signing keys; the back office's calls too), which is light (no page, no
 * stylesheet).
 */
export * from './permits-api.ts';
