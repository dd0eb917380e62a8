/**
 * The one route table of the portal (spec §2 Screens and routes). Every screen is a row carrying
 * the route attributes of spec §2 Shell; the router, the layouts, the document title and the menus
 * all read it. Pure data: no React, so unit tests and later the server (sitemap, prerender) can
 * import it.
 *
 * Reading of spec §2 used here:
 * - `category` names the route's "category page", whose title prefixes the route title. For the
 *   permit-kind routes it is the kind's route segment (`/paraiskos/{CATEGORY}`), so `type` is that
 *   category with its suffix stripped and upper-cased: `l05_1` → `L05` (spec §2 Shell).
 * - `title` is a message id; the English title of spec §2 is the same id's English text.
 * - `layout`: `none` bare page (gateway return); `page` public layout always (login screens);
 *   `both` admin layout for logged-in users, public layout for others (public pages); `admin`
 *   routes that need login: admin layout, and for anonymous visitors the public layout with the
 *   login form instead of the page (spec §2 Shell).
 * - `pageType` names the screen the router renders.
 */
import type { MessageId, MessageValues } from '../../shared/i18n/index.ts';
import {
  deriveType,
  type KindSegment,
  PERMIT_KINDS,
  type PermitKind,
  REPORT_SEGMENTS,
  segmentToCode,
} from '../../shared/permits/kind-list.ts';
import { CATEGORY_ICONS } from '../ui/category-icons.ts';
import type { IconName } from '../ui/icon-names.ts';

export type Layout = 'none' | 'both' | 'admin' | 'page';

export type PageType =
  | 'home'
  | 'permits'
  | 'permitDescription'
  | 'about'
  | 'contacts'
  | 'article'
  | 'articles'
  | 'faq'
  | 'map'
  | 'educationalMaterial'
  | 'systemCheck'
  | 'publicInfo'
  | 'publicInfoReport'
  | 'catchReport'
  | 'catchReportForm'
  | 'permitLookup'
  | 'paymentSuccess'
  | 'paymentCancel'
  | 'login'
  | 'loginViisp'
  | 'loginTest'
  | 'myApplications'
  | 'myPermits'
  | 'quotas'
  | 'quotaConversion'
  | 'waterBodies'
  | 'waterBody'
  | 'fishingSummary'
  | 'messagesReceived'
  | 'messagesSent'
  | 'kindApplication'
  | 'kindPermit'
  | 'kindDownload'
  | 'kindOverview'
  | 'contentAdmin'
  | 'officerApplications'
  | 'officerApplication'
  | 'officerPermits'
  | 'officerPermit'
  | 'officerLicenceRequests'
  | 'officerQuotas'
  | 'officerPayments'
  | 'officerWorkload'
  | 'mailbox'
  | 'smsInbox'
  | 'unsubscribe'
  | 'permitCheck'
  | 'wallet'
  | 'notFound';

export interface AppRoute {
  /** react-router path pattern. */
  path: string;
  title: MessageId;
  titleValues?: MessageValues;
  layout: Layout;
  category?: string;
  icon?: IconName;
  pageType: PageType;
  /** Authority the user must hold (spec §6), e.g. ROLE_L03. */
  role?: string;
  requiresAuth: boolean;
  /** Permit type derived from the category (spec §2 Shell), e.g. `L05`. */
  type?: string;
  /** The permit kind of a permit-kind route. */
  kind?: KindSegment;
  /** Narrow centred content (login screens). */
  centerContent?: boolean;
  /** Content sits on the page background instead of a white panel (home page). */
  hideWhiteBackground?: boolean;
}

/** Spec §6: the only role the spec names; it guards water bodies and the fishing summary. */
export const ROLE_L03 = 'ROLE_L03';
/** The institution's officers: the back office that decides applications (issue 4, ADR 0008). */
export const ROLE_OFFICER = 'ROLE_OFFICER';
/** Content administrators (ADR 0005): they edit news, FAQ, permit descriptions and warnings. */
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** The seven routes every permit kind has (spec §2 Permit-kind routes). */
export function kindRoutes(kind: PermitKind): AppRoute[] {
  const common = {
    category: kind.segment,
    type: deriveType(kind.segment),
    kind: kind.segment,
    icon: CATEGORY_ICONS[kind.category],
    requiresAuth: !kind.public,
    layout: kind.public ? 'both' : 'admin',
  } satisfies Partial<AppRoute>;
  const s = kind.segment;
  return [
    { ...common, path: `/paraiskos/${s}`, title: 'route.kindApplication', pageType: 'kindApplication' },
    { ...common, path: `/paraiskos/${s}/:id`, title: 'route.kindApplication', pageType: 'kindApplication' },
    { ...common, path: `/leidimai/${s}`, title: 'route.kindPermits', pageType: 'kindPermit' },
    { ...common, path: `/leidimai/${s}/:id`, title: 'route.kindPermit', pageType: 'kindPermit' },
    { ...common, path: `/atsisiusti/${s}`, title: 'route.kindDownload', pageType: 'kindDownload' },
    { ...common, path: `/atsisiusti/${s}/:id`, title: 'route.kindDownload', pageType: 'kindDownload' },
    // Spec §2 asks login only for the application, permit and download pages; the kind's own page
    // describes it from the content service, which anyone may read (issue 3).
    {
      ...common,
      path: `/${s}`,
      title: kind.pageTitle,
      pageType: 'kindOverview',
      requiresAuth: false,
      layout: 'both',
    },
  ];
}

const PUBLIC_ROUTES: AppRoute[] = [
  {
    path: '/',
    title: 'app.subtitle',
    layout: 'both',
    pageType: 'home',
    icon: 'home',
    requiresAuth: false,
    hideWhiteBackground: true,
  },
  {
    path: '/permits',
    title: 'route.permits',
    layout: 'both',
    pageType: 'permits',
    icon: 'file',
    requiresAuth: false,
  },
  {
    path: '/permits/:id',
    title: 'route.permitDescription',
    layout: 'both',
    pageType: 'permitDescription',
    category: 'permits',
    icon: 'file',
    requiresAuth: false,
  },
  {
    path: '/about',
    title: 'route.about',
    layout: 'both',
    pageType: 'about',
    icon: 'info',
    requiresAuth: false,
  },
  {
    path: '/contacts',
    title: 'route.contacts',
    layout: 'both',
    pageType: 'contacts',
    icon: 'mail',
    requiresAuth: false,
  },
  {
    path: '/article/:id',
    title: 'route.article',
    layout: 'both',
    pageType: 'article',
    category: 'articles',
    icon: 'news',
    requiresAuth: false,
  },
  {
    path: '/articles',
    title: 'route.articles',
    layout: 'both',
    pageType: 'articles',
    icon: 'news',
    requiresAuth: false,
  },
  {
    path: '/articles/:id',
    title: 'route.article',
    layout: 'both',
    pageType: 'article',
    category: 'articles',
    icon: 'news',
    requiresAuth: false,
  },
  { path: '/faq', title: 'route.faq', layout: 'both', pageType: 'faq', icon: 'help', requiresAuth: false },
  { path: '/map', title: 'route.map', layout: 'both', pageType: 'map', icon: 'map', requiresAuth: false },
  {
    path: '/educationalMaterial',
    title: 'route.educationalMaterial',
    layout: 'both',
    pageType: 'educationalMaterial',
    icon: 'book',
    requiresAuth: false,
  },
  {
    path: '/test',
    title: 'route.systemCheck',
    layout: 'both',
    pageType: 'systemCheck',
    icon: 'check',
    requiresAuth: false,
  },
  {
    path: '/public-info',
    title: 'route.publicInfo',
    layout: 'both',
    pageType: 'publicInfo',
    icon: 'chart',
    requiresAuth: false,
  },
  ...REPORT_SEGMENTS.map(
    (report): AppRoute => ({
      path: `/public-info/${report}`,
      title: 'route.publicInfoReport',
      titleValues: { code: segmentToCode(report) },
      layout: 'both',
      pageType: 'publicInfoReport',
      category: 'public-info',
      type: deriveType(report),
      icon: 'chart',
      requiresAuth: false,
    }),
  ),
  {
    path: '/ataskaita/l06_2',
    title: 'route.catchReport',
    layout: 'both',
    pageType: 'catchReport',
    category: 'l06_2',
    type: 'L06',
    kind: 'l06_2',
    icon: 'fish',
    requiresAuth: false,
  },
  {
    path: '/leidimo-paieska/l06_2',
    title: 'route.permitLookup',
    layout: 'both',
    pageType: 'permitLookup',
    category: 'l06_2',
    type: 'L06',
    kind: 'l06_2',
    icon: 'search',
    requiresAuth: false,
  },
  {
    path: '/payment-success-notification',
    title: 'route.paymentSuccess',
    layout: 'both',
    pageType: 'paymentSuccess',
    icon: 'check',
    requiresAuth: false,
  },
  {
    path: '/payment-success-notification/:type/:id',
    title: 'route.paymentSuccess',
    layout: 'both',
    pageType: 'paymentSuccess',
    icon: 'check',
    requiresAuth: false,
  },
  {
    path: '/payment-cancel-notification',
    title: 'route.paymentCancel',
    layout: 'both',
    pageType: 'paymentCancel',
    icon: 'alert',
    requiresAuth: false,
  },
];

const LOGIN_ROUTES: AppRoute[] = [
  {
    path: '/login',
    title: 'route.login',
    layout: 'page',
    pageType: 'login',
    icon: 'login',
    requiresAuth: false,
    centerContent: true,
  },
  {
    path: '/login/viisp',
    title: 'route.loginViisp',
    layout: 'none',
    pageType: 'loginViisp',
    category: 'login',
    icon: 'login',
    requiresAuth: false,
    centerContent: true,
  },
  {
    path: '/login/test',
    title: 'route.loginTest',
    layout: 'page',
    pageType: 'loginTest',
    category: 'login',
    icon: 'login',
    requiresAuth: false,
    centerContent: true,
  },
];

const AUTHENTICATED_ROUTES: AppRoute[] = [
  {
    path: '/paraiskos',
    title: 'route.myApplications',
    layout: 'admin',
    pageType: 'myApplications',
    icon: 'file',
    requiresAuth: true,
  },
  {
    path: '/leidimai',
    title: 'route.myPermits',
    layout: 'admin',
    pageType: 'myPermits',
    icon: 'badge',
    requiresAuth: true,
  },
  {
    path: '/kvotos',
    title: 'route.quotas',
    layout: 'admin',
    pageType: 'quotas',
    icon: 'scale',
    requiresAuth: true,
    type: 'L04',
  },
  {
    path: '/kvotuKonvertavimas/:id',
    title: 'route.quotaConversion',
    layout: 'admin',
    pageType: 'quotaConversion',
    category: 'kvotos',
    icon: 'scale',
    requiresAuth: true,
    type: 'L04',
  },
  {
    path: '/telkiniai',
    title: 'route.waterBodies',
    layout: 'admin',
    pageType: 'waterBodies',
    icon: 'water',
    role: ROLE_L03,
    requiresAuth: true,
    type: 'L03',
  },
  {
    path: '/telkiniai/:id',
    title: 'route.waterBody',
    layout: 'admin',
    pageType: 'waterBody',
    category: 'telkiniai',
    icon: 'water',
    role: ROLE_L03,
    requiresAuth: true,
    type: 'L03',
  },
  {
    path: '/zveju-leidimu-suvestine',
    title: 'route.fishingSummary',
    layout: 'admin',
    pageType: 'fishingSummary',
    icon: 'chart',
    role: ROLE_L03,
    requiresAuth: true,
  },
  {
    path: '/pranesimai/gauti',
    title: 'route.messagesReceived',
    layout: 'admin',
    pageType: 'messagesReceived',
    category: 'pranesimai',
    icon: 'mail',
    requiresAuth: true,
  },
  {
    path: '/pranesimai/issiusti',
    title: 'route.messagesSent',
    layout: 'admin',
    pageType: 'messagesSent',
    category: 'pranesimai',
    icon: 'mail',
    requiresAuth: true,
  },
];

/** Administration screens; ADR 0005 names the content service's administrators. */
const ADMIN_ROUTES: AppRoute[] = [
  {
    path: '/admin/turinys',
    title: 'route.contentAdmin',
    layout: 'admin',
    pageType: 'contentAdmin',
    icon: 'news',
    role: ROLE_ADMIN,
    requiresAuth: true,
  },
];

/** The back office (issue 4): officers decide applications and manage permits. */
const OFFICER_ROUTES: AppRoute[] = [
  {
    path: '/tarnyba/paraiskos',
    title: 'route.officerApplications',
    layout: 'admin',
    pageType: 'officerApplications',
    icon: 'file',
    role: ROLE_OFFICER,
    requiresAuth: true,
  },
  {
    path: '/tarnyba/paraiskos/:id',
    title: 'route.officerApplication',
    layout: 'admin',
    pageType: 'officerApplication',
    category: 'tarnyba',
    icon: 'file',
    role: ROLE_OFFICER,
    requiresAuth: true,
  },
  {
    path: '/tarnyba/leidimai',
    title: 'route.officerPermits',
    layout: 'admin',
    pageType: 'officerPermits',
    icon: 'badge',
    role: ROLE_OFFICER,
    requiresAuth: true,
  },
  {
    path: '/tarnyba/leidimai/:id',
    title: 'route.officerPermit',
    layout: 'admin',
    pageType: 'officerPermit',
    category: 'tarnyba-leidimai',
    icon: 'badge',
    role: ROLE_OFFICER,
    requiresAuth: true,
  },
  {
    path: '/tarnyba/licenciju-prasymai',
    title: 'route.officerLicenceRequests',
    layout: 'admin',
    pageType: 'officerLicenceRequests',
    icon: 'fish',
    role: ROLE_OFFICER,
    requiresAuth: true,
  },
  {
    path: '/tarnyba/kvotos',
    title: 'route.officerQuotas',
    layout: 'admin',
    pageType: 'officerQuotas',
    icon: 'scale',
    role: ROLE_OFFICER,
    requiresAuth: true,
    type: 'L04',
  },
  {
    path: '/tarnyba/mokejimai',
    title: 'route.officerPayments',
    layout: 'admin',
    pageType: 'officerPayments',
    icon: 'file',
    role: ROLE_OFFICER,
    requiresAuth: true,
  },
  {
    path: '/tarnyba/darbo-kruvis',
    title: 'route.officerWorkload',
    layout: 'admin',
    pageType: 'officerWorkload',
    icon: 'chart',
    role: ROLE_OFFICER,
    requiresAuth: true,
  },
];

/** Pages of the platform itself: checking a permit's QR code, and the local mailbox when no SMTP is set up. */
const TOOL_ROUTES: AppRoute[] = [
  {
    path: '/leidimo-tikrinimas',
    title: 'route.permitCheck',
    layout: 'both',
    pageType: 'permitCheck',
    icon: 'search',
    requiresAuth: false,
  },
  // The angler's tickets on this device (issue 5): public, and it opens with the network off.
  {
    path: '/mano-bilietai',
    title: 'route.wallet',
    layout: 'both',
    pageType: 'wallet',
    icon: 'card',
    requiresAuth: false,
  },
  // The angler's catch report (issue 6): public (the permit number and names prove the card), and
  // it saves with the network off; `?leidimas=` names the permit, `?ataskaita=` a refused report.
  {
    path: '/laimikio-ataskaita',
    title: 'route.catchReportForm',
    layout: 'both',
    pageType: 'catchReportForm',
    icon: 'fish',
    requiresAuth: false,
  },
  {
    path: '/pasto-dezute',
    title: 'route.mailbox',
    layout: 'both',
    pageType: 'mailbox',
    icon: 'mail',
    requiresAuth: false,
  },
  // The "stop notices" link of every notice mail (issue 21, ADR 0036): no login, the token proves it.
  {
    path: '/pranesimu-atsisakymas',
    title: 'route.unsubscribe',
    layout: 'both',
    pageType: 'unsubscribe',
    icon: 'mail',
    requiresAuth: false,
  },
  {
    path: '/sms-dezute',
    title: 'route.smsInbox',
    layout: 'both',
    pageType: 'smsInbox',
    icon: 'mail',
    requiresAuth: false,
  },
];

/** Shown for any path the table does not know. */
export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'route.notFound',
  layout: 'both',
  pageType: 'notFound',
  icon: 'alert',
  requiresAuth: false,
};

export const ROUTES: readonly AppRoute[] = [
  ...PUBLIC_ROUTES,
  ...LOGIN_ROUTES,
  ...AUTHENTICATED_ROUTES,
  ...ADMIN_ROUTES,
  ...OFFICER_ROUTES,
  ...TOOL_ROUTES,
  ...PERMIT_KINDS.flatMap(kindRoutes),
  NOT_FOUND_ROUTE,
];

export interface CategoryPage {
  title: MessageId;
  path: string;
}

/** Category pages whose titles prefix their routes' titles (spec §2 Shell). */
export const CATEGORY_PAGES: Readonly<Record<string, CategoryPage>> = {
  ...Object.fromEntries(
    PERMIT_KINDS.map((kind) => [kind.segment, { title: kind.pageTitle, path: `/${kind.segment}` }]),
  ),
  permits: { title: 'route.permits', path: '/permits' },
  articles: { title: 'route.articles', path: '/articles' },
  'public-info': { title: 'route.publicInfo', path: '/public-info' },
  telkiniai: { title: 'route.waterBodies', path: '/telkiniai' },
  kvotos: { title: 'route.quotas', path: '/kvotos' },
  pranesimai: { title: 'route.messages', path: '/pranesimai/gauti' },
  tarnyba: { title: 'route.officerApplications', path: '/tarnyba/paraiskos' },
  'tarnyba-leidimai': { title: 'route.officerPermits', path: '/tarnyba/leidimai' },
  login: { title: 'route.login', path: '/login' },
};

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** The row of an exact path pattern, e.g. `/telkiniai` or `/paraiskos/l01/:id`. */
export function routeByPath(path: string): AppRoute | undefined {
  return BY_PATH.get(path);
}

export type ResolvedLayout = 'bare' | 'public' | 'admin';

/** Spec §2 Shell: logged-in users get the admin layout, others the public one. */
export function resolveLayout(layout: Layout, authenticated: boolean): ResolvedLayout {
  switch (layout) {
    case 'none':
      return 'bare';
    case 'page':
      return 'public';
    case 'both':
    case 'admin':
      return authenticated ? 'admin' : 'public';
  }
}

export function categoryPageOf(route: AppRoute): CategoryPage | undefined {
  return route.category ? CATEGORY_PAGES[route.category] : undefined;
}
