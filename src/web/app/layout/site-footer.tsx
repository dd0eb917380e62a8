/** Footer: menu links and the copyright with the current year (spec §2 Shell). */
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { currentVilniusYear } from '../../platform/vilnius-time.ts';
import { FOOTER_MENU } from '../menu.ts';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('shell.footerMenu')}>
          <ul className="site-footer__links">
            {FOOTER_MENU.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year: currentVilniusYear() })}</p>
      </div>
    </footer>
  );
}
