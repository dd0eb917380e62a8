/**
 * `/laimikio-ataskaita`, the catch report's route module (issue 6; the page itself is
 * catch-report-body.tsx). On a first visit it draws the page's header (its lead is the page's
 * largest text) and asks for the form, Dexie and the rest only after that paint: Lighthouse's
 * phone replays every script that finished before the largest paint over a slow network, and the
 * form's 100 KB and more were most of them (issue 16 target 1, ADR 0045). A page this device
 * reopens (its service worker answers, or there is no network) gets the whole page before its
 * first render, as before: everything is on the device, and reopening offline does not wait a step
 * more (issue 16 target 5).
 */
import { laterPart, useLaterPart } from '../../../ui/after-paint.ts';
import { CatchReportFrame, CatchReportPending } from './catch-report-frame.tsx';
import './catch-report.css';

const body = laterPart(() => import('./catch-report-body.tsx'));

// A reopened page asks for its whole code as this module runs, beside the page's texts. Not a
// top-level `await`: a module with one makes Rolldown stop merging chunks across the whole build
// (measured: the map and the felling form got three chunks more each).
void body.whenReopened();

/** Awaited by the route's lazy import: a reopened page's whole code (at once on a first visit). */
export const prepareCatchReport = (): Promise<void> => body.whenReopened();

export function CatchReportFormPage() {
  const loaded = useLaterPart(body);
  // One frame, whose header stays the same nodes when the form comes (the written header's
  // successor, ADR 0043: the same lead in the same box).
  return <CatchReportFrame>{loaded ? <loaded.CatchReportBody /> : <CatchReportPending />}</CatchReportFrame>;
}
