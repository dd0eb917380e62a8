/** Building blocks every page uses: the heading with its caption, link cards, notices. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';
import type { IconName } from './icon-names.ts';

export function PageHeader({
  caption,
  title,
  lead,
}: {
  caption?: string | undefined;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <header className="page-header">
      {caption && <p className="page-header__caption">{caption}</p>}
      <h1 className="page-header__title">{title}</h1>
      {lead && <p className="page-header__lead">{lead}</p>}
    </header>
  );
}

export interface LinkItem {
  to: string;
  label: string;
  description?: string | undefined;
  icon?: IconName | undefined;
}

/**
 * Cards of links. With a `label` they form a named navigation landmark; without one they are a
 * plain list under the section's heading, so a page never has several unnamed `nav` landmarks that
 * screen reader users cannot tell apart (axe landmark-unique).
 */
export function LinkCards({ items, label }: { items: LinkItem[]; label?: string }) {
  if (items.length === 0) return null;
  const list = (
    <ul className="link-cards__list">
      {items.map((item) => (
        <li key={item.to} className="link-cards__item">
          <Link className="link-card" to={item.to}>
            {item.icon && <Icon name={item.icon} className="link-card__icon" size={28} />}
            <span className="link-card__text">
              <span className="link-card__label">{item.label}</span>
              {item.description && <span className="link-card__description">{item.description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return label ? (
    <nav className="link-cards" aria-label={label}>
      {list}
    </nav>
  ) : (
    <div className="link-cards">{list}</div>
  );
}

export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'warning' | 'success';
  children: ReactNode;
}) {
  return (
    <div className={`notice notice--${tone}`}>
      <Icon name={tone === 'warning' ? 'alert' : tone === 'success' ? 'check' : 'info'} />
      <div className="notice__body">{children}</div>
    </div>
  );
}
