/**
 * The frame of `/permits` and its header (title and lead). The HTML carries it before the app runs
 * (src/web/app/first-paint.tsx, ADR 0043): text only, nothing that takes input.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { PageHeader } from '../../ui/page.tsx';

export function PermitsCatalogueFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('route.permits')} lead={t('permits.lead')} />
      {children}
    </article>
  );
}
