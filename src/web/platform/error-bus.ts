/**
 * Errors reported from outside React (query cache, API client) reach the fixed error modal through
 * this small bus (spec §8 "Caught errors").
 */
export type ReportedError = unknown;
type Listener = (error: ReportedError) => void;

const listeners = new Set<Listener>();

export function reportError(error: ReportedError): void {
  for (const listener of listeners) listener(error);
}

export function onErrorReported(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
