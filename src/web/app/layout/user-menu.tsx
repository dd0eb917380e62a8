/**
 * The user dropdown (spec §2 Shell): change represented person, my profile, received and sent
 * messages, logout. A disclosure button with a list (WAI-ARIA APG disclosure navigation): Escape
 * closes and returns focus, arrow keys move between items, and it closes 500 ms after the pointer
 * leaves (spec §9 menu dropdown timeout).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { representedName } from '../../platform/session/represented-person.ts';
import { useSession } from '../../platform/session/use-session.ts';
import { useShellActions } from '../../platform/shell-actions.ts';
import { focusableIn } from '../../ui/focus.ts';
import { Icon } from '../../ui/icon.tsx';
import { USER_MENU_LINKS } from '../menu.ts';

/** Spec §9: the menu dropdown closes 500 ms after the pointer leaves. */
export const DROPDOWN_CLOSE_MS = 500;

export function UserMenu() {
  const t = useT();
  const session = useSession();
  const actions = useShellActions();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback((returnFocus = false) => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const user = session.user;
  if (!user) return null;
  const chosen = session.chosen;
  const fullName = `${user.name} ${user.surname}`.trim();

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const list = rootRef.current?.querySelector<HTMLElement>('.dropdown');
    if (!list) return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      requestAnimationFrame(() => focusableIn(list)[0]?.focus());
      return;
    }
    const items = focusableIn(list);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[index < 0 ? 0 : next]?.focus();
  };

  const run = (action: () => void) => () => {
    close();
    action();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer leave starts the 500 ms close timer (spec §9); keys are handled for the whole widget.
    <div
      className="user-menu"
      ref={rootRef}
      onMouseEnter={cancelClose}
      onMouseLeave={() => {
        if (open) closeTimer.current = window.setTimeout(() => setOpen(false), DROPDOWN_CLOSE_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" />
        <span className="user-menu__who">
          <span className="user-menu__name">{fullName}</span>
          {chosen && chosen.code !== user.asmensKodas && (
            <span className="user-menu__acting">{representedName(chosen)}</span>
          )}
        </span>
        <Icon name="chevron-down" className="user-menu__chevron" />
      </button>
      <div className="dropdown" id={listId} hidden={!open}>
        <ul className="dropdown__list">
          {session.persons.length > 0 && (
            <li>
              <button
                type="button"
                className="dropdown__item"
                onClick={run(actions.openRepresentedPersonChooser)}
              >
                <Icon name="users" />
                <span>
                  {t('menu.changeRepresentedPerson')}
                  {chosen && (
                    <span className="dropdown__detail">
                      {representedName(chosen)}, {chosen.code}
                    </span>
                  )}
                </span>
              </button>
            </li>
          )}
          <li>
            <button type="button" className="dropdown__item" onClick={run(actions.openProfile)}>
              <Icon name="user" />
              <span>{t('menu.myProfile')}</span>
            </button>
          </li>
          {USER_MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link className="dropdown__item" to={link.to} onClick={() => close()}>
                <Icon name={link.icon ?? 'mail'} />
                <span>{t(link.label)}</span>
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className="dropdown__item" onClick={run(actions.logout)}>
              <Icon name="logout" />
              <span>{t('menu.logout')}</span>
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
