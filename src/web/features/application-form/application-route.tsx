/**
 * `/paraiskos/{kind}` and `/paraiskos/{kind}/{id}` (spec §2): the route's own module. It draws the
 * page's header and asks for the form (application-page.tsx: the form engine, the drafts' database,
 * the fields) and all the permit engine's texts only once that header has painted (issue 16 target
 * 1, ADR 0045): on a phone's first visit over a slow network the heading, the page's largest text,
 * waits for the shell and this module only, not for some 120 KB of form code, texts and Dexie.
 * A page this device reopens has them all with this module (app/pages.tsx `KindApplicationPage`).
 */
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { loadPermitMessages } from '../../i18n/permit-messages.ts';
import { laterPart, useLaterPart } from '../../ui/after-paint.ts';
import { FormPending, useParty } from './application-shell.tsx';
import './application-form.css';

/** The form with its texts; this device's drafts database starts opening with them. */
export const applicationForm = laterPart(() => {
  void import('../drafts/index.ts').then((m) => m.openDraftsDatabase()).catch(() => undefined);
  return Promise.all([import('./application-page.tsx'), loadPermitMessages()]).then(([m]) => m);
});

export function ApplicationPage({ kind }: { kind: KindSegment }) {
  const party = useParty();
  const form = useLaterPart(applicationForm);
  if (!party) return null;
  if (!form) return <FormPending kind={kind} />;
  return <form.ApplicationForm kind={kind} party={party} />;
}
