/**
 * The start of `/` for a visitor who is not logged in: the page's frame and its hero (title, lead,
 * the order and login links). The HTML carries it before the app runs (src/web/app/first-paint.tsx,
 * ADR 0043): text and plain links only, nothing that takes input.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Icon } from '../../ui/icon.tsx';

export function PublicHomeFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 className="hero__title" id="home-title">
          {t('home.publicTitle')}
        </h1>
        <p className="hero__lead">{t('home.publicLead')}</p>
        <p className="button-row">
          <Link className="button button--order button--large" to="/permits">
            {t('menu.orderPermit')}
          </Link>
          <Link className="button button--secondary button--large" to="/login">
            <Icon name="login" />
            {t('menu.login')}
          </Link>
        </p>
      </section>
      {children}
    </div>
  );
}
