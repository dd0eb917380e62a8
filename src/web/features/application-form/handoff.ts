/**
 * When a new form gets its id (`/paraiskos/{kind}` → `/paraiskos/{kind}/{id}`) the router shows
 * another page component; the form's state crosses over here so that nothing typed, touched or
 * shown is lost and no spinner flashes. Read during render (pure, so StrictMode's second render
 * reads the same), dropped once the new page has mounted.
 */
import type { PathFormState } from '../../platform/forms/path-form.ts';

export interface HandedOver {
  state: PathFormState;
  /** What takes focus on the new page: `heading` or an element id. */
  focus: string | null;
}

const states = new Map<string, HandedOver>();

export function handOver(kind: string, id: string, carried: HandedOver): void {
  states.set(`${kind}:${id}`, carried);
}

export function handedOver(kind: string, id: string): HandedOver | undefined {
  return states.get(`${kind}:${id}`);
}

export function dropHandOver(kind: string, id: string): void {
  states.delete(`${kind}:${id}`);
}
