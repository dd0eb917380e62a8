// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../shared/i18n/all-messages.ts';
import { MESSAGE_IDS } from '../../shared/i18n/catalog.gen.ts';
import { translate } from '../../shared/i18n/index.ts';
import { PERMIT_KINDS } from '../../shared/permits/kind-list.ts';
import {
  CATEGORY_PAGES,
  NOT_FOUND_ROUTE,
  ROLE_ADMIN,
  ROLE_L03,
  ROUTES,
  resolveLayout,
  routeByPath,
} from './route-table.ts';

/** `/x/:id` and `/x/:slug` are the same route to a router. */
const shape = (path: string) => path.replace(/:[^/]+/g, ':param');

describe('route table (spec §2)', () => {
  it('has unique paths', () => {
    const shapes = ROUTES.map((r) => shape(r.path));
    const duplicates = shapes.filter((s, i) => shapes.indexOf(s) !== i);
    expect(duplicates).toEqual([]);
  });

  it('gives every permit kind its 7 routes', () => {
    for (const kind of PERMIT_KINDS) {
      const s = kind.segment;
      const paths = ROUTES.filter((r) => r.kind === s && r.pageType.startsWith('kind')).map((r) => r.path);
      expect(paths.sort()).toEqual(
        [
          `/paraiskos/${s}`,
          `/paraiskos/${s}/:id`,
          `/leidimai/${s}`,
          `/leidimai/${s}/:id`,
          `/atsisiusti/${s}`,
          `/atsisiusti/${s}/:id`,
          `/${s}`,
        ].sort(),
      );
    }
    expect(ROUTES.filter((r) => r.pageType.startsWith('kind'))).toHaveLength(22 * 7);
  });

  it('derives the type from the category: suffix stripped, upper-cased', () => {
    expect(routeByPath('/paraiskos/l05_1')?.type).toBe('L05');
    expect(routeByPath('/leidimai/l16_3/:id')?.type).toBe('L16');
    expect(routeByPath('/atsisiusti/l01')?.type).toBe('L01');
    expect(routeByPath('/l08_2')?.type).toBe('L08');
    expect(routeByPath('/public-info/l16.1')?.type).toBe('L16');
    for (const route of ROUTES.filter((r) => r.kind && r.category === r.kind)) {
      expect(route.type).toBe(route.category!.replace(/_\d+$/, '').toUpperCase());
    }
  });

  it('requires login on permit-kind routes except L05 and L06', () => {
    const kindPages = ROUTES.filter((r) => r.pageType.startsWith('kind') && r.pageType !== 'kindOverview');
    for (const route of kindPages) {
      const isPublic = route.type === 'L05' || route.type === 'L06';
      expect(route.requiresAuth, route.path).toBe(!isPublic);
    }
  });

  it('lets anyone read a permit kind’s own page, its description', () => {
    const overviews = ROUTES.filter((r) => r.pageType === 'kindOverview');
    expect(overviews).toHaveLength(22);
    for (const route of overviews)
      expect(route, route.path).toMatchObject({ requiresAuth: false, layout: 'both' });
  });

  it('requires login on the authenticated routes and not on the public ones', () => {
    for (const path of [
      '/paraiskos',
      '/leidimai',
      '/kvotos',
      '/telkiniai',
      '/telkiniai/:id',
      '/zveju-leidimu-suvestine',
    ]) {
      expect(routeByPath(path)?.requiresAuth, path).toBe(true);
    }
    for (const path of ['/pranesimai/gauti', '/pranesimai/issiusti', '/kvotuKonvertavimas/:id']) {
      expect(routeByPath(path)?.requiresAuth, path).toBe(true);
    }
    const publicPaths = [
      '/',
      '/permits',
      '/permits/:id',
      '/about',
      '/contacts',
      '/article/:id',
      '/articles',
      '/articles/:id',
      '/faq',
      '/map',
      '/educationalMaterial',
      '/test',
      '/public-info',
      '/ataskaita/l06_2',
      '/leidimo-paieska/l06_2',
      '/payment-success-notification',
      '/payment-success-notification/:type/:id',
      '/payment-cancel-notification',
      '/login',
      '/login/viisp',
      '/login/test',
    ];
    for (const path of publicPaths) expect(routeByPath(path)?.requiresAuth, path).toBe(false);
  });

  it('has the public statistics reports l01 … l13 and l16.1–l16.3', () => {
    const reports = ROUTES.filter((r) => r.pageType === 'publicInfoReport').map((r) => r.path);
    expect(reports).toHaveLength(16);
    expect(reports).toContain('/public-info/l13');
    expect(reports).toContain('/public-info/l16.3');
    expect(reports).not.toContain('/public-info/l14');
  });

  it('guards water bodies and the fishing summary with ROLE_L03', () => {
    const guarded = ROUTES.filter((r) => r.role === ROLE_L03).map((r) => r.path);
    expect(guarded.sort()).toEqual(['/telkiniai', '/telkiniai/:id', '/zveju-leidimu-suvestine'].sort());
  });

  it('guards the content administration with ROLE_ADMIN, behind login, in the admin layout', () => {
    const admin = routeByPath('/admin/turinys');
    expect(admin).toMatchObject({ role: ROLE_ADMIN, requiresAuth: true, layout: 'admin' });
    expect(ROUTES.filter((r) => r.role === ROLE_ADMIN).map((r) => r.path)).toEqual(['/admin/turinys']);
  });

  it('has Lithuanian and English titles for every route and category page', () => {
    const ids = new Set<string>(MESSAGE_IDS);
    for (const route of ROUTES) {
      expect(ids.has(route.title), route.path).toBe(true);
      expect(translate('en', route.title, route.titleValues)).not.toBe(route.title);
    }
    for (const page of Object.values(CATEGORY_PAGES)) expect(ids.has(page.title)).toBe(true);
  });

  it('points every category at a category page', () => {
    for (const route of ROUTES.filter((r) => r.category)) {
      expect(CATEGORY_PAGES[route.category!], route.path).toBeDefined();
    }
  });

  it('ends with the not-found route', () => {
    expect(ROUTES[ROUTES.length - 1]).toBe(NOT_FOUND_ROUTE);
  });

  it('chooses the admin layout for logged-in users and the public one for others', () => {
    expect(resolveLayout('both', true)).toBe('admin');
    expect(resolveLayout('both', false)).toBe('public');
    expect(resolveLayout('admin', false)).toBe('public');
    expect(resolveLayout('page', true)).toBe('public');
    expect(resolveLayout('none', true)).toBe('bare');
  });
});
