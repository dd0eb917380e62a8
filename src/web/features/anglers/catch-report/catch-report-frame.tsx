/**
 * The frame of `/laimikio-ataskaita` and its header (caption, title and lead): the same whether a
 * permit is named, a refused report corrected or nothing given. The HTML carries it before the app
 * runs (src/web/app/first-paint.tsx, ADR 0043): text only, nothing that takes input.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeader } from '../../../ui/page.tsx';
import { Spinner } from '../../../ui/spinner.tsx';

export function CatchReportFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <article className="page catch-report">
      <PageHeader
        caption={t('catchForm.caption')}
        title={t('route.catchReportForm')}
        lead={t('catchForm.lead')}
      />
      {children}
    </article>
  );
}

/**
 * A loading indicator where the form comes, while the form's code and this device's tickets and
 * reports are on their way (catch-report-page.tsx). Its box is a screen high: the form that
 * replaces it is taller, so the footer below is out of sight before and after, and nothing in sight
 * moves when the form comes (Lighthouse's layout shift).
 */
export function CatchReportPending() {
  const t = useT();
  return (
    <div className="catch-report__pending">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
