/**
 * Menus of the shell (spec §2 Shell), built from the route table so that a menu entry carries the
 * role and login needs of the route it opens. Pure data, tested in `menu.test.ts`.
 */
import type { MessageId } from '../../shared/i18n/index.ts';
import {
  CATEGORY_TITLES,
  findKind,
  KIND_SEGMENTS,
  type KindSegment,
  kindsInCategory,
  PERMIT_CATEGORIES,
  type PermitCategory,
  type PermitKind,
} from '../../shared/permits/kind-list.ts';
import { CATEGORY_ICONS } from '../ui/category-icons.ts';
import type { IconName } from '../ui/icon-names.ts';
import { routeByPath } from './route-table.ts';

export interface MenuLink {
  to: string;
  label: MessageId;
  icon?: IconName | undefined;
  role?: string | undefined;
  requiresAuth: boolean;
}

/** A menu entry for the route at `path`; its role and login need come from the route table. */
export function menuLink(path: string, label?: MessageId, icon?: IconName): MenuLink {
  const route = routeByPath(path);
  if (!route) throw new Error(`menu entry for an unknown route: ${path}`);
  return {
    to: path,
    label: label ?? route.title,
    icon: icon ?? route.icon,
    role: route.role,
    requiresAuth: route.requiresAuth,
  };
}

/** Public top menu: public information, about, announcements, FAQ, map (spec §2 Shell). */
export const TOP_MENU: MenuLink[] = [
  menuLink('/public-info', 'menu.publicInfo'),
  menuLink('/about', 'menu.about'),
  menuLink('/articles', 'menu.announcements'),
  menuLink('/faq', 'menu.faq'),
  menuLink('/map', 'menu.map'),
  // The angler's tickets on this device (issue 5): where a phone user finds a ticket to show.
  menuLink('/mano-bilietai'),
];

/** The "Order permit" button of the top menu and the mobile header. */
export const ORDER_PERMIT: MenuLink = menuLink('/permits', 'menu.orderPermit');

/** Links of the user dropdown (its actions are buttons: chooser, profile, logout). */
export const USER_MENU_LINKS: MenuLink[] = [
  menuLink('/pranesimai/gauti', 'menu.messagesReceived'),
  menuLink('/pranesimai/issiusti', 'menu.messagesSent'),
];

/** Footer links (spec §2 Shell "copyright with current year and menu links"). */
export const FOOTER_MENU: MenuLink[] = [
  menuLink('/about', 'menu.about'),
  menuLink('/contacts', 'menu.contacts'),
  menuLink('/faq', 'menu.faq'),
  menuLink('/public-info', 'menu.publicInfo'),
  menuLink('/educationalMaterial', 'menu.educationalMaterial'),
  menuLink('/map', 'menu.map'),
];

/** "My data" part of the side menu. */
const MY_DATA: MenuLink[] = [
  menuLink('/permits', 'menu.orderPermit'),
  menuLink('/paraiskos', 'menu.myApplications'),
  menuLink('/leidimai', 'menu.myPermits'),
  menuLink('/mano-bilietai'),
  menuLink('/pranesimai/gauti', 'menu.messagesReceived'),
  menuLink('/pranesimai/issiusti', 'menu.messagesSent'),
];

/** Pages that belong to a category beyond its kinds (spec §2, §6: water bodies need ROLE_L03). */
const CATEGORY_EXTRAS: Record<PermitCategory, MenuLink[]> = {
  fishing: [
    menuLink('/kvotos', 'menu.quotas'),
    menuLink('/telkiniai', 'menu.myWaterBodies'),
    menuLink('/zveju-leidimu-suvestine', 'menu.fishingSummary'),
  ],
  forests: [],
  pollution: [],
  resources: [],
  other: [],
};

export interface KindMenu {
  segment: KindSegment;
  code: string;
  label: MessageId;
  links: MenuLink[];
}

export interface CategoryMenu {
  id: PermitCategory;
  label: MessageId;
  icon: IconName;
  kinds: KindMenu[];
  extras: MenuLink[];
}

export interface SideMenu {
  myData: MenuLink[];
  categories: CategoryMenu[];
  publicInfo: MenuLink;
  /** Administration entries the user's roles allow; empty for everyone else. */
  administration: MenuLink[];
}

/**
 * Administration part of the side menu: content (ROLE_ADMIN) and the back office (ROLE_OFFICER,
 * issue 4); each entry carries its route's role, so a user sees only the ones the roles allow.
 */
const ADMINISTRATION: MenuLink[] = [
  menuLink('/tarnyba/paraiskos'),
  menuLink('/tarnyba/leidimai'),
  menuLink('/tarnyba/licenciju-prasymai'),
  menuLink('/tarnyba/kvotos'),
  menuLink('/tarnyba/mokejimai'),
  menuLink('/tarnyba/darbo-kruvis'),
  menuLink('/admin/turinys', 'menu.contentAdmin'),
];

/** Per-kind sub-pages of the side menu. */
export function kindMenu(kind: PermitKind): KindMenu {
  const s = kind.segment;
  return {
    segment: s,
    code: kind.code,
    label: kind.title,
    links: [
      menuLink(`/${s}`, 'menu.kindOverview'),
      menuLink(`/paraiskos/${s}`, 'menu.kindApply'),
      menuLink(`/leidimai/${s}`, 'menu.kindPermits'),
      menuLink(`/atsisiusti/${s}`, 'menu.kindDownload'),
    ],
  };
}

/**
 * The side menu for a user holding `roles`: entries whose route needs a role the user lacks are
 * left out, and so is a category with nothing left (spec §6 "Category menus appear only if the user
 * holds the route's required role").
 */
export function buildSideMenu(hasRole: (role: string | undefined) => boolean): SideMenu {
  const allowed = (link: MenuLink) => hasRole(link.role);
  const categories = PERMIT_CATEGORIES.map((id): CategoryMenu => {
    const kinds = kindsInCategory(id)
      .map(kindMenu)
      .map((kind) => ({ ...kind, links: kind.links.filter(allowed) }))
      .filter((kind) => kind.links.length > 0);
    return {
      id,
      label: CATEGORY_TITLES[id],
      icon: CATEGORY_ICONS[id],
      kinds,
      extras: CATEGORY_EXTRAS[id].filter(allowed),
    };
  }).filter((category) => category.kinds.length + category.extras.length > 0);
  return {
    myData: MY_DATA.filter(allowed),
    categories,
    publicInfo: menuLink('/public-info', 'menu.publicInfo'),
    administration: ADMINISTRATION.filter(allowed),
  };
}

/** The permit kind a path belongs to, so the side menu opens its category and kind. */
export function kindOfPath(pathname: string): KindSegment | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const known = new Set<string>(KIND_SEGMENTS);
  const found = segments.find((segment) => known.has(segment));
  return found ? findKind(found)?.segment : undefined;
}

/** The category whose extra pages include `pathname` (e.g. `/telkiniai/5` → fishing). */
export function categoryOfPath(pathname: string): PermitCategory | undefined {
  const kind = kindOfPath(pathname);
  if (kind) return findKind(kind)?.category;
  for (const id of PERMIT_CATEGORIES) {
    if (CATEGORY_EXTRAS[id].some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`)))
      return id;
  }
  if (pathname.startsWith('/kvotuKonvertavimas/')) return 'fishing';
  return undefined;
}
