/**
 * `/paraiskos` and `/leidimai`: the applications and permits of the represented person chosen in
 * the session (spec §2; issue 4 item 4).
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { representedName } from '../../platform/session/represented-person.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { PageHeader } from '../../ui/page.tsx';
import { ApplicationsList, PermitsList } from './person-lists.tsx';
import './permits.css';

/** "Applications of UAB „Baltijos atliekos“ (110051834)": whose list this is, after a switch too. */
function useWhose(): { name: string; code: string } | null {
  const { chosen } = useSession();
  return chosen ? { name: representedName(chosen), code: chosen.code } : null;
}

export function MyApplicationsPage() {
  const t = useT();
  const whose = useWhose();
  return (
    <article className="page">
      <PageHeader
        title={t('route.myApplications')}
        lead={whose ? t('myLists.applicationsLead', whose) : undefined}
      />
      <p className="list-start">
        <Link className="button button--secondary" to="/permits">
          {t('myLists.startApplication')}
        </Link>
      </p>
      <ApplicationsList />
    </article>
  );
}

export function MyPermitsPage() {
  const t = useT();
  const whose = useWhose();
  return (
    <article className="page">
      <PageHeader title={t('route.myPermits')} lead={whose ? t('myLists.permitsLead', whose) : undefined} />
      <PermitsList
        empty={
          <>
            <p>{t('myLists.permitsNone')}</p>
            <ul className="empty-list__links">
              <li>
                <Link to="/paraiskos">{t('myLists.toApplications')}</Link>
              </li>
              <li>
                <Link to="/permits">{t('myLists.startApplication')}</Link>
              </li>
            </ul>
          </>
        }
      />
    </article>
  );
}
