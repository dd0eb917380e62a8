/** The permit's data as read-only answers, loaded with the kind's definition when first shown. */
import { lazy, Suspense } from 'react';
import type { PartyDto } from '../../../shared/permits/api-types.ts';
import { useT } from '../../i18n/use-t.ts';
import { Spinner } from '../../ui/spinner.tsx';

const PermitAnswers = lazy(() => import('./permit-answers.tsx').then((m) => ({ default: m.PermitAnswers })));

export function PermitData(props: { kind: string; holder: PartyDto; data: Record<string, unknown> }) {
  const t = useT();
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PermitAnswers {...props} />
    </Suspense>
  );
}
