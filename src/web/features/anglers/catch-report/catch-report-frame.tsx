/**
 * The frame of `/laimikio-ataskaita` and its header (caption, title and lead): the same whether a
 * permit is named, a refused report corrected or nothing given. The HTML carries it before the app
 * runs (src/web/app/first-paint.tsx, ADR 0043): text only, nothing that takes input.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeader } from '../../../ui/page.tsx';

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
