/**
 * The frame of `/mano-bilietai` and its header (title and lead). The HTML carries it before the app
 * runs (src/web/app/first-paint.tsx, ADR 0043): text only, nothing that takes input.
 */
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeader } from '../../../ui/page.tsx';

export function WalletFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <article className="page wallet">
      <PageHeader title={t('route.wallet')} lead={t('wallet.lead')} />
      {children}
    </article>
  );
}
