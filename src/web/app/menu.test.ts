import { PERMIT_KINDS } from '../../shared/permits/kind-list.ts';
import { buildSideMenu, categoryOfPath, FOOTER_MENU, kindOfPath, TOP_MENU } from './menu.ts';
import { ROLE_ADMIN, ROLE_L03, ROLE_OFFICER, routeByPath } from './route-table.ts';

const noRoles = (role: string | undefined) => !role;
const withL03 = (role: string | undefined) => !role || role === ROLE_L03;

describe('side menu (spec §2 Shell, §6)', () => {
  it('lists every permit kind once under its category', () => {
    const menu = buildSideMenu(noRoles);
    const segments = menu.categories.flatMap((c) => c.kinds.map((k) => k.segment));
    expect(segments.sort()).toEqual(PERMIT_KINDS.map((k) => k.segment).sort());
  });

  it('gives each kind its overview, application, permits and download pages', () => {
    const l07 = buildSideMenu(noRoles)
      .categories.flatMap((c) => c.kinds)
      .find((k) => k.segment === 'l07');
    expect(l07?.links.map((l) => l.to)).toEqual([
      '/l07',
      '/paraiskos/l07',
      '/leidimai/l07',
      '/atsisiusti/l07',
    ]);
  });

  it('shows water bodies and the fishing summary only to ROLE_L03', () => {
    const without = buildSideMenu(noRoles).categories.find((c) => c.id === 'fishing')!;
    expect(without.extras.map((l) => l.to)).toEqual(['/kvotos']);
    const withRole = buildSideMenu(withL03).categories.find((c) => c.id === 'fishing')!;
    expect(withRole.extras.map((l) => l.to)).toEqual(['/kvotos', '/telkiniai', '/zveju-leidimu-suvestine']);
  });

  it('shows the content administration only to ROLE_ADMIN', () => {
    expect(buildSideMenu(withL03).administration).toEqual([]);
    const admin = buildSideMenu((role) => !role || role === ROLE_ADMIN);
    expect(admin.administration.map((l) => l.to)).toEqual(['/admin/turinys']);
  });

  it('shows the applications to decide, the issued permits and the fee payments only to ROLE_OFFICER', () => {
    expect(buildSideMenu(withL03).administration).toEqual([]);
    expect(
      buildSideMenu((role) => !role || role === ROLE_ADMIN).administration.map((l) => l.to),
    ).not.toContain('/tarnyba/paraiskos');
    const officer = buildSideMenu((role) => !role || role === ROLE_OFFICER).administration;
    expect(officer.map((l) => [l.to, l.label])).toEqual([
      ['/tarnyba/paraiskos', 'route.officerApplications'],
      ['/tarnyba/leidimai', 'route.officerPermits'],
      ['/tarnyba/licenciju-prasymai', 'route.officerLicenceRequests'],
      ['/tarnyba/kvotos', 'route.officerQuotas'],
      ['/tarnyba/mokejimai', 'route.officerPayments'],
      ['/tarnyba/darbo-kruvis', 'route.officerWorkload'],
    ]);
  });

  it('points every entry at a route of the table', () => {
    const menu = buildSideMenu(withL03);
    const links = [
      ...menu.myData,
      ...buildSideMenu(() => true).administration,
      menu.publicInfo,
      ...TOP_MENU,
      ...FOOTER_MENU,
      ...menu.categories.flatMap((c) => [...c.extras, ...c.kinds.flatMap((k) => k.links)]),
    ];
    for (const link of links) expect(routeByPath(link.to), link.to).toBeDefined();
  });

  it('finds the kind and category of a path', () => {
    expect(kindOfPath('/paraiskos/l05_1/17')).toBe('l05_1');
    expect(kindOfPath('/l08_2')).toBe('l08_2');
    expect(kindOfPath('/paraiskos')).toBeUndefined();
    expect(categoryOfPath('/leidimai/l09')).toBe('pollution');
    expect(categoryOfPath('/telkiniai/12')).toBe('fishing');
    expect(categoryOfPath('/about')).toBeUndefined();
  });
});
