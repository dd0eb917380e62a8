/**
 * The side menu of the admin layout (spec §2 Shell): "my data", permit categories filtered by role
 * with expandable kinds and per-kind sub-pages, language links, and on small screens the
 * represented-person, profile and logout entries; a login link for anonymous visitors.
 */
import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { representedName } from '../../platform/session/represented-person.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { useShellActions } from '../../platform/shell-actions.ts';
import { Icon } from '../../ui/icon.tsx';
import { buildSideMenu, categoryOfPath, kindOfPath, type MenuLink } from '../menu.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

function MenuNavLink({ link }: { link: MenuLink }) {
  const t = useT();
  return (
    <NavLink className="side-menu__link" to={link.to} end>
      {link.icon && <Icon name={link.icon} />}
      <span>{t(link.label)}</span>
    </NavLink>
  );
}

export function SideMenu({ id }: { id: string }) {
  const t = useT();
  const session = useSession();
  const actions = useShellActions();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildSideMenu(session.hasRole), [session.hasRole]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  // The category and kind of the page shown open by themselves (and stay open as the person moves).
  useEffect(() => {
    const open: string[] = [categoryOfPath(pathname), kindOfPath(pathname)].filter(
      (key) => key !== undefined,
    );
    if (open.length === 0) return;
    setExpanded((current) =>
      open.every((key) => current.has(key)) ? current : new Set([...current, ...open]),
    );
  }, [pathname]);

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const authenticated = session.status === 'authenticated';
  return (
    <nav className="side-menu" id={id} aria-label={t('shell.sideMenu')}>
      {authenticated ? (
        <>
          <h2 className="side-menu__heading">{t('menu.myData')}</h2>
          <ul className="side-menu__list">
            {menu.myData.map((link) => (
              <li key={link.to}>
                <MenuNavLink link={link} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="side-menu__login">
          <NavLink className="button button--primary" to="/login">
            <Icon name="login" />
            {t('menu.login')}
          </NavLink>
        </p>
      )}

      {menu.administration.length > 0 && (
        <>
          <h2 className="side-menu__heading">{t('menu.administration')}</h2>
          <ul className="side-menu__list">
            {menu.administration.map((link) => (
              <li key={link.to}>
                <MenuNavLink link={link} />
              </li>
            ))}
          </ul>
        </>
      )}

      <h2 className="side-menu__heading">{t('menu.categories')}</h2>
      <ul className="side-menu__list">
        {menu.categories.map((category) => {
          const open = expanded.has(category.id);
          const listId = `${id}-${category.id}`;
          return (
            <li key={category.id}>
              <button
                type="button"
                className="side-menu__toggle"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(category.id)}
              >
                <Icon name={category.icon} />
                <span>{t(category.label)}</span>
                <Icon name="chevron-down" className="side-menu__chevron" />
              </button>
              <ul className="side-menu__sublist" id={listId} hidden={!open}>
                {category.kinds.map((kind) => {
                  const kindOpen = expanded.has(kind.segment);
                  const kindListId = `${id}-${kind.segment}`;
                  return (
                    <li key={kind.segment}>
                      <button
                        type="button"
                        className="side-menu__toggle side-menu__toggle--kind"
                        aria-expanded={kindOpen}
                        aria-controls={kindListId}
                        onClick={() => toggle(kind.segment)}
                      >
                        <span className="kind-code">{kind.code}</span>
                        <span>{t(kind.label)}</span>
                        <Icon name="chevron-down" className="side-menu__chevron" />
                      </button>
                      <ul
                        className="side-menu__sublist side-menu__sublist--kind"
                        id={kindListId}
                        hidden={!kindOpen}
                      >
                        {kind.links.map((link) => (
                          <li key={link.to}>
                            <NavLink className="side-menu__link" to={link.to} end>
                              {t(link.label)}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
                {category.extras.map((link) => (
                  <li key={link.to}>
                    <MenuNavLink link={link} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        <li>
          <MenuNavLink link={menu.publicInfo} />
        </li>
      </ul>

      <h2 className="side-menu__heading">{t('language.switch')}</h2>
      <LanguageSwitcher variant="full" />

      {authenticated && (
        <ul className="side-menu__list side-menu__mobile-only">
          {session.persons.length > 0 && (
            <li>
              <button
                type="button"
                className="side-menu__link"
                onClick={actions.openRepresentedPersonChooser}
              >
                <Icon name="users" />
                <span>
                  {t('menu.changeRepresentedPerson')}
                  {session.chosen && (
                    <span className="side-menu__detail">
                      {representedName(session.chosen)}, {session.chosen.code}
                    </span>
                  )}
                </span>
              </button>
            </li>
          )}
          <li>
            <button type="button" className="side-menu__link" onClick={actions.openProfile}>
              <Icon name="user" />
              <span>{t('menu.myProfile')}</span>
            </button>
          </li>
          <li>
            <button type="button" className="side-menu__link" onClick={actions.logout}>
              <Icon name="logout" />
              <span>{t('menu.logout')}</span>
            </button>
          </li>
        </ul>
      )}
    </nav>
  );
}
