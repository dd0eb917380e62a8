/**
 * `/paraiskos/l05_1`, `/paraiskos/l05_2`, `/paraiskos/l06_1`, `/paraiskos/l06_2` and
 * `/paraiskos/{kind}/:id`: the angler's purchase's route module (issue 5; the journey itself is
 * purchase-journey.tsx). On a first visit it draws the first screen's header (its lead is the
 * page's largest text) and asks for the journey's code after that paint: Lighthouse's phone replays
 * every script that finished before the largest paint over a slow network, and the journey's
 * modules, the form library and the rules were most of them (issue 16 target 1, ADR 0045). A page
 * this device reopens (its service worker answers, or there is no network) asks for the whole page
 * as this module runs, as before: everything is on the device (issue 16 target 5).
 */
import type { AnglerKind } from '../../../../shared/anglers/api-types.ts';
import { laterPart, useLaterPart } from '../../../ui/after-paint.ts';
import { PurchasePending } from './purchase-header.tsx';
import './purchase.css';

const journey = laterPart(() => import('./purchase-journey.tsx'));

// A reopened page asks for its whole code as this module runs, beside the page's texts. Not a
// top-level `await`: a module with one makes Rolldown stop merging chunks across the whole build
// (the map and the felling form got three chunks more each).
void journey.whenReopened();

/** Awaited by the route's lazy import: a reopened page's whole code (at once on a first visit). */
export const preparePurchase = (): Promise<void> => journey.whenReopened();

export function AnglerPurchasePage({ kind }: { kind: AnglerKind }) {
  const loaded = useLaterPart(journey);
  if (!loaded) return <PurchasePending kind={kind} />;
  return <loaded.PurchasePages kind={kind} />;
}
