/**
 * Public information (spec §2 Public routes): statistics reports per permit kind (issue 22,
 * `statistics/`) and the open datasets. The public report of caught fish and the public L06.2
 * permit lookup are pages of their own (`catch-report/`, `permit-lookup/`). All load with the
 * permit messages (pages.tsx).
 */
import { Link } from 'react-router';
import { PERMIT_KINDS, REPORT_SEGMENTS, segmentToCode } from '../../../shared/permits/kind-list.ts';
import { useT } from '../../i18n/use-t.ts';
import { LinkCards, PageHeader } from '../../ui/page.tsx';
import { StatisticsReportPage } from './statistics/statistics-page.tsx';

/** Titles of the kinds a report covers (`l05` covers L05.1 and L05.2). */
function reportKinds(report: string) {
  return PERMIT_KINDS.filter((kind) => kind.report === report);
}

export function PublicInfoPage() {
  const t = useT();
  return (
    <article className="page">
      <PageHeader title={t('route.publicInfo')} lead={t('publicInfo.lead')} />
      <section className="page-section" aria-labelledby="public-reports">
        <h2 className="section-title" id="public-reports">
          {t('publicInfo.reportsTitle')}
        </h2>
        <ul className="report-list">
          {REPORT_SEGMENTS.map((report) => (
            <li key={report}>
              <Link to={`/public-info/${report}`}>
                <span className="kind-code">{segmentToCode(report)}</span>{' '}
                {reportKinds(report)
                  .map((kind) => t(kind.title))
                  .filter((title, index, all) => all.indexOf(title) === index)
                  .join('; ')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section" aria-labelledby="public-open-data">
        <h2 className="section-title" id="public-open-data">
          {t('statistics.openData.title')}
        </h2>
        <p>{t('statistics.openData.lead')}</p>
        <ul className="report-list">
          <li>
            <a href="/api/public/atviri-duomenys/miskai-kirtimai.geojson" download>
              {t('statistics.openData.geojson')}
            </a>
          </li>
          <li>
            <a href="/api/public/atviri-duomenys/miskai-kirtimai.csv" download>
              {t('statistics.openData.csv')}
            </a>
          </li>
        </ul>
        <p>{t('statistics.openData.tables')}</p>
      </section>
      <section className="page-section" aria-labelledby="public-anglers">
        <h2 className="section-title" id="public-anglers">
          {t('publicInfo.anglersTitle')}
        </h2>
        <LinkCards
          items={[
            {
              to: '/ataskaita/l06_2',
              label: t('route.catchReport'),
              description: t('kindPage.catchReportLinkText'),
              icon: 'fish',
            },
            {
              to: '/leidimo-paieska/l06_2',
              label: t('route.permitLookup'),
              description: t('kindPage.lookupLinkText'),
              icon: 'search',
            },
          ]}
        />
      </section>
    </article>
  );
}

/** A kind's public statistics (issue 22): statistics/statistics-page.tsx. */
export function PublicInfoReportPage({ report }: { report: string }) {
  return <StatisticsReportPage report={report} />;
}
