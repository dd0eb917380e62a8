/**
 * What the application form's page draws before its form is there (application-route.tsx): the
 * page's header and a loading indicator, and who is filing. Small on purpose: on a phone's first
 * visit these are all the page's code before the header paints (issue 16 target 1, ADR 0045).
 */
import type { Filer } from '../../../shared/permits/engine/definition.ts';
import { findKind, type KindSegment } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { isCompany } from '../../platform/session/represented-person.ts';
import type { RepresentedPerson, UserInfo } from '../../platform/session/types.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';

export interface Party {
  owner: string;
  code: string;
  filer: Filer;
  companyCode: string | undefined;
  person: RepresentedPerson | null;
  user: UserInfo;
}

export function useParty(): Party | null {
  const session = useSession();
  if (!session.user) return null;
  const chosen = session.chosen;
  const company = chosen !== null && isCompany(chosen);
  return {
    owner: session.user.asmensKodas,
    code: chosen?.code ?? session.user.asmensKodas,
    filer: company ? 'company' : 'person',
    companyCode: company ? chosen.code : undefined,
    person: chosen,
    user: session.user,
  };
}

export function KindHeader({ kind, caption }: { kind: KindSegment; caption?: string | undefined }) {
  const t = useT();
  const info = findKind(kind)!;
  return <PageHeader caption={caption ?? info.code} title={t(info.pageTitle)} />;
}

/** What stands while the form's code, its texts or this device's draft are read: the page's own header. */
export function FormPending({ kind }: { kind: KindSegment }) {
  const t = useT();
  return (
    <article className="page app-form">
      <KindHeader kind={kind} />
      <Spinner label={t('common.loading')} />
    </article>
  );
}
