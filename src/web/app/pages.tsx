/**
 * Which screen each `pageType` of the route table renders. Every page is its own lazy chunk so the
 * start page carries only the shell and the home page (budget in vite.config.ts).
 */
import { lazy } from 'react';
import { isAnglerKind } from '../../shared/anglers/api-types.ts';
import type { KindSegment } from '../../shared/permits/kind-list.ts';
import { withDeskMessages, withPermitMessages } from '../i18n/permit-messages.ts';
import type { AppRoute } from './route-table.ts';

const HomePage = lazy(() => import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() =>
  import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const ViispReturnPage = lazy(() =>
  import('../features/auth/viisp-return-page.tsx').then((m) => ({ default: m.ViispReturnPage })),
);
const TestLoginPage = lazy(() =>
  import('../features/auth/test-login-page.tsx').then((m) => ({ default: m.TestLoginPage })),
);

const permits = () => withPermitMessages(() => import('../features/permits/kind-pages.tsx'))();
const KindOverviewPage = lazy(() => permits().then((m) => ({ default: m.KindOverviewPage })));
const KindApplicationPage = lazy(() =>
  withPermitMessages(() => import('../features/application-form/application-page.tsx'))().then((m) => ({
    default: m.ApplicationPage,
  })),
);
const KindPermitPage = lazy(() => permits().then((m) => ({ default: m.KindPermitPage })));
const KindDownloadPage = lazy(() => permits().then((m) => ({ default: m.KindDownloadPage })));
const PermitsCataloguePage = lazy(() =>
  import('../features/permits/permits-catalogue-page.tsx').then((m) => ({ default: m.PermitsCataloguePage })),
);
const PermitDescriptionPage = lazy(() =>
  import('../features/permits/permit-description-page.tsx').then((m) => ({
    default: m.PermitDescriptionPage,
  })),
);
const myPages = () => withPermitMessages(() => import('../features/permits/my-pages.tsx'))();
const MyApplicationsPage = lazy(() => myPages().then((m) => ({ default: m.MyApplicationsPage })));
const MyPermitsPage = lazy(() => myPages().then((m) => ({ default: m.MyPermitsPage })));

const fishing = () => import('../features/fishing-management/fishing-pages.tsx');
const QuotasPage = lazy(() => fishing().then((m) => ({ default: m.QuotasPage })));
const QuotaConversionPage = lazy(() => fishing().then((m) => ({ default: m.QuotaConversionPage })));
const WaterBodiesPage = lazy(() => fishing().then((m) => ({ default: m.WaterBodiesPage })));
const WaterBodyPage = lazy(() => fishing().then((m) => ({ default: m.WaterBodyPage })));
const FishingSummaryPage = lazy(() => fishing().then((m) => ({ default: m.FishingSummaryPage })));

const MessagesPage = lazy(() =>
  withPermitMessages(() => import('../features/messages/messages-pages.tsx'))().then((m) => ({
    default: m.MessagesPage,
  })),
);

const content = () => import('../features/content/content-pages.tsx');
const AboutPage = lazy(() => content().then((m) => ({ default: m.AboutPage })));
const ContactsPage = lazy(() => content().then((m) => ({ default: m.ContactsPage })));
const ArticlesPage = lazy(() => content().then((m) => ({ default: m.ArticlesPage })));
const ArticlePage = lazy(() => content().then((m) => ({ default: m.ArticlePage })));
const FaqPage = lazy(() => content().then((m) => ({ default: m.FaqPage })));
const EducationalMaterialPage = lazy(() => content().then((m) => ({ default: m.EducationalMaterialPage })));

const publicInfo = () => import('../features/public-info/public-info-pages.tsx');
const PublicInfoPage = lazy(() => publicInfo().then((m) => ({ default: m.PublicInfoPage })));
const PublicInfoReportPage = lazy(() => publicInfo().then((m) => ({ default: m.PublicInfoReportPage })));
// The public catch report and permit lookup (issue 6): their texts are in the permit bundle.
const CatchReportPage = lazy(() =>
  withPermitMessages(() => import('../features/public-info/catch-report/catch-report-page.tsx'))().then(
    (m) => ({
      default: m.CatchReportPage,
    }),
  ),
);
const PermitLookupPage = lazy(() =>
  withPermitMessages(() => import('../features/public-info/permit-lookup/permit-lookup-page.tsx'))().then(
    (m) => ({
      default: m.PermitLookupPage,
    }),
  ),
);

// The fishing map's texts and the municipalities' names are in the permit bundle (scripts/i18n.ts).
const MapPage = lazy(() =>
  withPermitMessages(() => import('../features/map/map-page.tsx'))().then((m) => ({ default: m.MapPage })),
);
// The payment pages show angler purchases too (issue 5): their texts are in the permit bundle.
const payments = () => withPermitMessages(() => import('../features/payments/payment-pages.tsx'))();
const PaymentSuccessPage = lazy(() => payments().then((m) => ({ default: m.PaymentSuccessPage })));
const PaymentCancelPage = lazy(() => payments().then((m) => ({ default: m.PaymentCancelPage })));
const SystemCheckPage = lazy(() =>
  import('../features/system-check/system-check-page.tsx').then((m) => ({ default: m.SystemCheckPage })),
);
// The administration loads only for administrators who open it: forms and previews stay out of public pages.
const ContentAdminPage = lazy(() =>
  withDeskMessages(() => import('../features/admin-content/content-admin-page.tsx'))().then((m) => ({
    default: m.ContentAdminPage,
  })),
);
const backOffice = () => withPermitMessages(() => import('../features/back-office/back-office-pages.tsx'))();
const OfficerApplicationsPage = lazy(() =>
  backOffice().then((m) => ({ default: m.OfficerApplicationsPage })),
);
const OfficerApplicationPage = lazy(() => backOffice().then((m) => ({ default: m.OfficerApplicationPage })));
const OfficerPermitsPage = lazy(() => backOffice().then((m) => ({ default: m.OfficerPermitsPage })));
const OfficerPermitPage = lazy(() => backOffice().then((m) => ({ default: m.OfficerPermitPage })));
const MailboxPage = lazy(() =>
  withPermitMessages(() => import('../features/mailbox/mailbox-page.tsx'))().then((m) => ({
    default: m.MailboxPage,
  })),
);
const PermitCheckPage = lazy(() =>
  withPermitMessages(() => import('../features/permit-check/permit-check-page.tsx'))().then((m) => ({
    default: m.PermitCheckPage,
  })),
);
// The angler's wallet and the L05/L06 download form (issue 5); their texts are in the permit bundle.
const WalletPage = lazy(() =>
  withPermitMessages(() => import('../features/anglers/wallet/wallet-page.tsx'))().then((m) => ({
    default: m.WalletPage,
  })),
);
// The angler's catch report form and the reports on the device (issue 6); texts in the permit bundle.
const CatchReportFormPage = lazy(() =>
  withPermitMessages(() => import('../features/anglers/catch-report/catch-report-page.tsx'))().then((m) => ({
    default: m.CatchReportFormPage,
  })),
);
const AnglerDownloadPage = lazy(() =>
  withPermitMessages(() => import('../features/anglers/download/download-page.tsx'))().then((m) => ({
    default: m.AnglerDownloadPage,
  })),
);
const DownloadPermitPage = lazy(() =>
  withPermitMessages(() => import('../features/permits/download-pages.tsx'))().then((m) => ({
    default: m.DownloadPermitPage,
  })),
);
// The angler's purchase journey replaces the generic application form for L05/L06 (issue 5).
const AnglerPurchasePage = lazy(() =>
  withPermitMessages(() => import('../features/anglers/purchase/purchase-page.tsx'))().then((m) => ({
    default: m.AnglerPurchasePage,
  })),
);
const NotFoundPage = lazy(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

export function RoutePage({ route }: { route: AppRoute }) {
  const kind = route.kind as KindSegment;
  switch (route.pageType) {
    case 'home':
      return <HomePage />;
    case 'permits':
      return <PermitsCataloguePage />;
    case 'permitDescription':
      return <PermitDescriptionPage />;
    case 'about':
      return <AboutPage />;
    case 'contacts':
      return <ContactsPage />;
    case 'article':
      return <ArticlePage />;
    case 'articles':
      return <ArticlesPage />;
    case 'faq':
      return <FaqPage />;
    case 'map':
      return <MapPage />;
    case 'educationalMaterial':
      return <EducationalMaterialPage />;
    case 'systemCheck':
      return <SystemCheckPage />;
    case 'publicInfo':
      return <PublicInfoPage />;
    case 'publicInfoReport':
      return <PublicInfoReportPage report={route.path.slice('/public-info/'.length)} />;
    case 'catchReport':
      return <CatchReportPage />;
    case 'permitLookup':
      return <PermitLookupPage />;
    case 'paymentSuccess':
      return <PaymentSuccessPage />;
    case 'paymentCancel':
      return <PaymentCancelPage />;
    case 'login':
      return <LoginPage />;
    case 'loginViisp':
      return <ViispReturnPage />;
    case 'loginTest':
      return <TestLoginPage />;
    case 'myApplications':
      return <MyApplicationsPage />;
    case 'myPermits':
      return <MyPermitsPage />;
    case 'quotas':
      return <QuotasPage />;
    case 'quotaConversion':
      return <QuotaConversionPage />;
    case 'waterBodies':
      return <WaterBodiesPage />;
    case 'waterBody':
      return <WaterBodyPage />;
    case 'fishingSummary':
      return <FishingSummaryPage />;
    case 'messagesReceived':
      return <MessagesPage box="received" />;
    case 'messagesSent':
      return <MessagesPage box="sent" />;
    case 'kindApplication':
      return isAnglerKind(kind) ? <AnglerPurchasePage kind={kind} /> : <KindApplicationPage kind={kind} />;
    case 'kindPermit':
      return <KindPermitPage kind={kind} />;
    case 'kindDownload':
      // L05/L06: the form by number and name; a logged-in holder's `/:id` keeps the permit's own download.
      return isAnglerKind(kind) ? (
        <AnglerDownloadPage
          kind={kind}
          signedInPermit={(permitKind, id) => <DownloadPermitPage kind={permitKind} id={id} />}
        />
      ) : (
        <KindDownloadPage kind={kind} />
      );
    case 'kindOverview':
      return <KindOverviewPage kind={kind} />;
    case 'contentAdmin':
      return <ContentAdminPage />;
    case 'officerApplications':
      return <OfficerApplicationsPage />;
    case 'officerApplication':
      return <OfficerApplicationPage />;
    case 'officerPermits':
      return <OfficerPermitsPage />;
    case 'officerPermit':
      return <OfficerPermitPage />;
    case 'mailbox':
      return <MailboxPage />;
    case 'permitCheck':
      return <PermitCheckPage />;
    case 'wallet':
      return <WalletPage />;
    case 'catchReportForm':
      return <CatchReportFormPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}
