/**
 * The purchase journey's header (caption with the step count, the screen's question as its heading,
 * the first screen's lead), and what stands while the journey's code or the catalogue is on its
 * way: the first screen's header over a loading indicator. The same header in both, so that the
 * heading and the lead (the page's largest text) paint before the journey's code and stay where
 * they are when the form comes (purchase-page.tsx, issue 16 target 1).
 */
import type { Ref } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { AnglerKind } from '../../../../shared/anglers/api-types.ts';
import { findKind } from '../../../../shared/permits/kind-list.ts';
import { useT } from '../../../i18n/use-t.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import {
  LICENCE_PARAM,
  questionOf,
  STEP_PARAM,
  type StepId,
  stepsFor,
  WATER_BODY_PARAM,
} from './purchase-screens.ts';

export function PurchaseHeader({
  kind,
  index,
  question,
  headingRef,
}: {
  kind: AnglerKind;
  /** The screen's place in the journey, from 0. */
  index: number;
  question: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const info = findKind(kind)!;
  return (
    <header className="page-header">
      <p className="page-header__caption">
        {info.code} {t(info.pageTitle)}
        <span className="angler-step-count">
          {' · '}
          {t('anglersPurchase.stepOf', { step: index + 1, count: stepsFor(kind).length })}
        </span>
      </p>
      <h1 className="page-header__title" id="ap-heading" ref={headingRef} tabIndex={-1}>
        {question}
      </h1>
      {index === 0 && <p className="page-header__lead">{t(`anglersPurchase.lead.${kind}`)}</p>}
    </header>
  );
}

/**
 * While the journey's code, the catalogue or the session is on its way. The journey's first screen
 * (no screen or the first one in the address, nothing preselected that would move it on) has its
 * header at once: its question depends on nothing the journey loads. Any other screen may turn out
 * to be another (an earlier question unanswered, a preselection applied), so it waits with the
 * loading indicator alone, as before. The indicator's box is a screen high, so that the footer is
 * out of sight before the form comes as after (Lighthouse's layout shift).
 */
export function PurchasePending({ kind }: { kind: AnglerKind }) {
  const t = useT();
  const { id } = useParams();
  const [params] = useSearchParams();
  const steps = stepsFor(kind);
  const first = steps[0]!;
  const requested = params.get(STEP_PARAM) as StepId | null;
  const onFirst =
    !id &&
    (!requested || requested === first || !steps.includes(requested)) &&
    !params.has(WATER_BODY_PARAM) &&
    !params.has(LICENCE_PARAM);
  if (!onFirst) {
    return (
      <article className="page angler-purchase">
        <Spinner label={t('common.loading')} />
      </article>
    );
  }
  return (
    <article className="page angler-purchase">
      <PurchaseHeader kind={kind} index={0} question={t(questionOf(kind, first, false))} />
      <div className="angler-purchase__pending">
        <Spinner label={t('common.loading')} />
      </div>
    </article>
  );
}
