/**
 * Which screen each `pageType` of the route table renders. Every page is its own lazy chunk so the
 * start page carries only the shell and the home page (budget in vite.config.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';
import { matchRoutes } from 'react-router';
import { isAnglerKind } from '../../shared/anglers/kinds.ts';
import type { Language } from '../../shared/i18n/index.ts';
import type { KindSegment } from '../../shared/permits/kind-list.ts';
import {
  HOME_NEWS_COUNT,
  latestArticlesQuery,
  permitDescriptionsQuery,
  permitsListArticleQuery,
  warningsQuery,
} from '../features/content/content-api.ts';
import { prepareContentHtml } from '../features/content/content-html.tsx';
import {
  loadPermitMessages,
  withDeskMessages,
  withFieldMessages,
  withPermitMessages,
} from '../i18n/permit-messages.ts';
import { pageReopened } from '../ui/after-paint.ts';
import { type AppRoute, NOT_FOUND_ROUTE, ROUTES } from './route-table.ts';

/**
 * A lazy page that can also be fetched before it renders (`preloadPageAt`), and that renders at
 * once, without suspending, once its code is there: the first page of a visit is fetched before the
 * first render (main.tsx), so it never shows the loading indicator, nor waits for React's reveal
 * throttling of a suspended page (about 300 ms; issue 16 item 5).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy().
function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> & { preload: () => Promise<unknown> } {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load (a chunk missing offline) is tried again when the page renders.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  const Page = (props: ComponentProps<T>) => {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the page
    // and lose what the person typed.
    const [chosen] = useState(() => ({ type: (loaded ?? Lazy) as ComponentType<ComponentProps<T>> }));
    return createElement(chosen.type, props);
  };
  return Object.assign(Page, { preload });
}

const HomePage = lazyPage(() =>
  import('../features/home/home-page.tsx').then((m) => ({ default: m.HomePage })),
);
const LoginPage = lazyPage(() =>
  import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
const ViispReturnPage = lazyPage(() =>
  import('../features/auth/viisp-return-page.tsx').then((m) => ({ default: m.ViispReturnPage })),
);
const TestLoginPage = lazyPage(() =>
  import('../features/auth/test-login-page.tsx').then((m) => ({ default: m.TestLoginPage })),
);

const permits = () => withPermitMessages(() => import('../features/permits/kind-pages.tsx'))();
const KindOverviewPage = lazyPage(() => permits().then((m) => ({ default: m.KindOverviewPage })));
/**
 * The application form's route module draws the page's header and asks for the form, its texts and
 * this device's drafts database once the header has painted (application-route.tsx): over a slow
 * network the heading does not wait for some 120 KB more (issue 16 target 1). A page this device
 * reopens (its service worker answers, or there is no network: everything is on the device) gets
 * them all while the route's code loads, not after a paint (reopening offline, issue 16 target 5).
 */
const openDrafts = () =>
  import('../features/drafts/drafts-db.ts').then((m) => m.openDraftsDatabase()).catch(() => undefined);
const KindApplicationPage = lazyPage(() => {
  if (pageReopened()) {
    // Asked for at once beside the route's module, rather than after it.
    void openDrafts();
    void import('../features/application-form/application-page.tsx').catch(() => undefined);
    void loadPermitMessages().catch(() => undefined);
  }
  return import('../features/application-form/application-route.tsx').then((m) =>
    m.applicationForm.whenReopened().then(() => ({ default: m.ApplicationPage })),
  );
});
const KindPermitPage = lazyPage(() => permits().then((m) => ({ default: m.KindPermitPage })));
const KindDownloadPage = lazyPage(() => permits().then((m) => ({ default: m.KindDownloadPage })));
const PermitsCataloguePage = lazyPage(() =>
  import('../features/permits/permits-catalogue-page.tsx').then((m) => ({ default: m.PermitsCataloguePage })),
);
const PermitDescriptionPage = lazyPage(() =>
  import('../features/permits/permit-description-page.tsx').then((m) => ({
    default: m.PermitDescriptionPage,
  })),
);
const myPages = () => withPermitMessages(() => import('../features/permits/my-pages.tsx'))();
const MyApplicationsPage = lazyPage(() => myPages().then((m) => ({ default: m.MyApplicationsPage })));
const MyPermitsPage = lazyPage(() => myPages().then((m) => ({ default: m.MyPermitsPage })));

// The lessors' and quota pages' texts (water-bodies.po) travel with the permit engine's bundle.
const fishing = () => withPermitMessages(() => import('../features/fishing-management/fishing-pages.tsx'))();
const QuotasPage = lazyPage(() => fishing().then((m) => ({ default: m.QuotasPage })));
const QuotaConversionPage = lazyPage(() => fishing().then((m) => ({ default: m.QuotaConversionPage })));
const WaterBodiesPage = lazyPage(() => fishing().then((m) => ({ default: m.WaterBodiesPage })));
const WaterBodyPage = lazyPage(() => fishing().then((m) => ({ default: m.WaterBodyPage })));
const FishingSummaryPage = lazyPage(() => fishing().then((m) => ({ default: m.FishingSummaryPage })));
const OfficerLicenceRequestsPage = lazyPage(() =>
  fishing().then((m) => ({ default: m.OfficerLicenceRequestsPage })),
);
const OfficerQuotasPage = lazyPage(() => fishing().then((m) => ({ default: m.OfficerQuotasPage })));

const MessagesPage = lazyPage(() =>
  withPermitMessages(() => import('../features/messages/messages-pages.tsx'))().then((m) => ({
    default: m.MessagesPage,
  })),
);

const content = () => import('../features/content/content-pages.tsx');
const AboutPage = lazyPage(() => content().then((m) => ({ default: m.AboutPage })));
const ContactsPage = lazyPage(() => content().then((m) => ({ default: m.ContactsPage })));
const ArticlesPage = lazyPage(() => content().then((m) => ({ default: m.ArticlesPage })));
const ArticlePage = lazyPage(() => content().then((m) => ({ default: m.ArticlePage })));
const FaqPage = lazyPage(() => content().then((m) => ({ default: m.FaqPage })));
const EducationalMaterialPage = lazyPage(() =>
  content().then((m) => ({ default: m.EducationalMaterialPage })),
);

// The statistics reports (issue 22) and their index: their texts are in the permit bundle.
const publicInfo = () => withPermitMessages(() => import('../features/public-info/public-info-pages.tsx'))();
const PublicInfoPage = lazyPage(() => publicInfo().then((m) => ({ default: m.PublicInfoPage })));
const PublicInfoReportPage = lazyPage(() => publicInfo().then((m) => ({ default: m.PublicInfoReportPage })));
// The public catch report and permit lookup (issue 6): their texts are in the permit bundle.
const CatchReportPage = lazyPage(() =>
  withPermitMessages(() => import('../features/public-info/catch-report/catch-report-page.tsx'))().then(
    (m) => ({
      default: m.CatchReportPage,
    }),
  ),
);
const PermitLookupPage = lazyPage(() =>
  withPermitMessages(() => import('../features/public-info/permit-lookup/permit-lookup-page.tsx'))().then(
    (m) => ({
      default: m.PermitLookupPage,
    }),
  ),
);

// The fishing map's texts and the municipalities' names are in the permit texts' field part
// (scripts/i18n.ts FIELD_BUNDLE), as are the angler pages' below.
const MapPage = lazyPage(() =>
  withFieldMessages(() => import('../features/map/map-page.tsx'))().then((m) => ({ default: m.MapPage })),
);
// The payment pages show angler purchases too (issue 5): their texts are in the permit bundle.
const payments = () => withPermitMessages(() => import('../features/anglers/purchase/payment-pages.tsx'))();
const PaymentSuccessPage = lazyPage(() => payments().then((m) => ({ default: m.PaymentSuccessPage })));
const PaymentCancelPage = lazyPage(() => payments().then((m) => ({ default: m.PaymentCancelPage })));
const SystemCheckPage = lazyPage(() =>
  import('../features/system-check/system-check-page.tsx').then((m) => ({ default: m.SystemCheckPage })),
);
// The administration loads only for administrators who open it: forms and previews stay out of public pages.
const ContentAdminPage = lazyPage(() =>
  withDeskMessages(
    withPermitMessages(() => import('../features/admin-content/content-admin-page.tsx')),
  )().then((m) => ({
    default: m.ContentAdminPage,
  })),
);
const backOffice = () => withPermitMessages(() => import('../features/back-office/back-office-pages.tsx'))();
const OfficerApplicationsPage = lazyPage(() =>
  backOffice().then((m) => ({ default: m.OfficerApplicationsPage })),
);
const OfficerApplicationPage = lazyPage(() =>
  backOffice().then((m) => ({ default: m.OfficerApplicationPage })),
);
const OfficerPermitsPage = lazyPage(() => backOffice().then((m) => ({ default: m.OfficerPermitsPage })));
const OfficerPermitPage = lazyPage(() => backOffice().then((m) => ({ default: m.OfficerPermitPage })));
const OfficerPaymentsPage = lazyPage(() =>
  withPermitMessages(() => import('../features/fees/payments-page.tsx'))().then((m) => ({
    default: m.OfficerPaymentsPage,
  })),
);
const OfficerWorkloadPage = lazyPage(() => backOffice().then((m) => ({ default: m.OfficerWorkloadPage })));
const MailboxPage = lazyPage(() =>
  withPermitMessages(() => import('../features/mailbox/mailbox-page.tsx'))().then((m) => ({
    default: m.MailboxPage,
  })),
);
const SmsInboxPage = lazyPage(() =>
  withPermitMessages(() => import('../features/mailbox/sms-inbox-page.tsx'))().then((m) => ({
    default: m.SmsInboxPage,
  })),
);
const UnsubscribePage = lazyPage(() =>
  withPermitMessages(() => import('../features/mailbox/unsubscribe-page.tsx'))().then((m) => ({
    default: m.UnsubscribePage,
  })),
);
const PermitCheckPage = lazyPage(() =>
  withPermitMessages(() => import('../features/permit-check/permit-check-page.tsx'))().then((m) => ({
    default: m.PermitCheckPage,
  })),
);
// The angler's wallet and the L05/L06 download form (issue 5); their texts are in the permit bundle.
const WalletPage = lazyPage(() =>
  withFieldMessages(() => import('../features/anglers/wallet/wallet-page.tsx'))().then(async (m) => {
    // The tickets stand with the page's first render (use-wallet.ts).
    await m.prepareWallet();
    return { default: m.WalletPage };
  }),
);
// The angler's catch report form and the reports on the device (issue 6); texts in the permit bundle.
const CatchReportFormPage = lazyPage(() =>
  withFieldMessages(() => import('../features/anglers/catch-report/catch-report-page.tsx'))().then(
    async (m) => {
      // A reopened page's form stands with its first render (catch-report-page.tsx).
      await m.prepareCatchReport();
      return { default: m.CatchReportFormPage };
    },
  ),
);
const AnglerDownloadPage = lazyPage(() =>
  withPermitMessages(() => import('../features/anglers/download/download-page.tsx'))().then((m) => ({
    default: m.AnglerDownloadPage,
  })),
);
const DownloadPermitPage = lazyPage(() =>
  withPermitMessages(() => import('../features/permits/download-pages.tsx'))().then((m) => ({
    default: m.DownloadPermitPage,
  })),
);
// The angler's purchase journey replaces the generic application form for L05/L06 (issue 5).
const AnglerPurchasePage = lazyPage(() =>
  withFieldMessages(() => import('../features/anglers/purchase/purchase-page.tsx'))().then(async (m) => {
    // A reopened page's journey stands with its first render (purchase-page.tsx).
    await m.preparePurchase();
    return { default: m.AnglerPurchasePage };
  }),
);
const NotFoundPage = lazyPage(() =>
  import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

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
    case 'officerLicenceRequests':
      return <OfficerLicenceRequestsPage />;
    case 'officerQuotas':
      return <OfficerQuotasPage />;
    case 'officerPayments':
      return <OfficerPaymentsPage />;
    case 'officerWorkload':
      return <OfficerWorkloadPage />;
    case 'mailbox':
      return <MailboxPage />;
    case 'smsInbox':
      return <SmsInboxPage />;
    case 'unsubscribe':
      return <UnsubscribePage />;
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

/** Starts fetching the code (and texts) of the page `route` shows, without rendering it. */
export function preloadRoutePage(route: AppRoute): Promise<unknown> {
  const element = RoutePage({ route });
  const type = element.type as { preload?: () => Promise<unknown> };
  return type.preload?.() ?? Promise.resolve();
}

/**
 * The data a page shows at once, whose arrival would otherwise move what is already painted (the
 * permits' prices and announcement, the home page's warnings and news: layout shift, issue 16
 * target 1). Fetched together with the first page's code; the queries are those the pages use.
 */
const FIRST_DATA: Partial<
  Record<AppRoute['pageType'], (client: QueryClient, language: Language, route: AppRoute) => unknown[]>
> = {
  home: (client, language) => [
    client.prefetchQuery(warningsQuery(language)),
    client.prefetchQuery(latestArticlesQuery(language, HOME_NEWS_COUNT)),
  ],
  permits: (client, language) => [
    client.prefetchQuery(permitDescriptionsQuery(language)),
    client.fetchQuery(permitsListArticleQuery(language)).then(
      (article) => prepareContentHtml(article?.content),
      () => undefined,
    ),
  ],
  // The ticket purchase shows nothing but a loading indicator until the fishing catalogue is there:
  // asked at once, not after the page's code.
  kindApplication: (client, _language, route) =>
    isAnglerKind(route.kind as KindSegment)
      ? [
          import('../features/anglers/catalogue-query.ts').then((m) =>
            client.prefetchQuery(m.catalogueQuery()),
          ),
        ]
      : [],
};

/** The route table as the router matches it, each row kept as the handle. */
const MATCHABLE = ROUTES.map((route) => ({ path: route.path, handle: route }));

/** The last paths matched: main.tsx and the first render ask for the same one (matching costs). */
const matched = new Map<string, { route: AppRoute; id: string | undefined }>();

/** The route-table row the router shows at `pathname`, and the `:id` in it. */
export function routeAt(pathname: string): { route: AppRoute; id: string | undefined } {
  let found = matched.get(pathname);
  if (!found) {
    const match = matchRoutes(MATCHABLE, pathname)?.at(-1);
    found = match
      ? { route: match.route.handle, id: match.params.id }
      : { route: NOT_FOUND_ROUTE, id: undefined };
    if (matched.size >= 20) matched.clear();
    matched.set(pathname, found);
  }
  return found;
}

/**
 * The page at `pathname`, fetched before the first render (main.tsx): matched as the router will
 * match it, with the data it shows at once (FIRST_DATA). A page behind the login at once when
 * someone is remembered on this device, else once `loggedIn` (the session's answer) says someone
 * is there: never for a visitor who will see the login prompt instead.
 */
export function preloadPageAt(
  pathname: string,
  someoneRemembered: boolean,
  loggedIn: Promise<boolean>,
  client: QueryClient,
  language: Language,
): Promise<unknown> {
  const { route } = routeAt(pathname);
  if (route.requiresAuth && !someoneRemembered) {
    return loggedIn.then((yes) =>
      yes ? preloadPageAt(pathname, true, loggedIn, client, language) : undefined,
    );
  }
  return Promise.all([preloadRoutePage(route), ...fetchFirstData(route, client, language)]);
}

/**
 * Fetches the data `route`'s page shows at once (FIRST_DATA) into `client`. The addresses it asks
 * for are those the server preloads (FIRST_PAGE_PRELOADS, checked by first-page-preloads.test.ts).
 */
export function fetchFirstData(route: AppRoute, client: QueryClient, language: Language): unknown[] {
  return FIRST_DATA[route.pageType]?.(client, language, route) ?? [];
}
