/** Line icons drawn for the portal (24×24, stroke follows the text colour). Decorative by default. */
import type { IconName } from './icon-names.ts';

const PATHS: Record<IconName, string> = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v10h5v-6h3v6h5V10',
  fish: 'M3.5 12c2.6-3.4 5.9-5 9.3-5 3.7 0 6.4 2 8.2 5-1.8 3-4.5 5-8.2 5-3.4 0-6.7-1.6-9.3-5ZM3.5 12 1.5 8.5M3.5 12l-2 3.5M16.5 10.5v.01',
  tree: 'M12 3 6.5 10.5h3L5 16.5h14l-4.5-6h3L12 3ZM12 16.5V21',
  factory: 'M3 21V10.5l5 3v-3l5 3v-3l5 3V4h3v17H3ZM7 17.5h2M12 17.5h2',
  layers: 'M12 3.5 21 8.5l-9 5-9-5 9-5ZM3 12.5l9 5 9-5M3 16.5l9 5 9-5',
  leaf: 'M5 19C5 10.5 11 5 20 4.5 19.5 13.5 14 19.5 5.5 19.5M5 19.5l7.5-7.5',
  file: 'M14 3H6v18h12V7l-4-4ZM14 3v4h4M9 12.5h6M9 16.5h6',
  badge: 'M12 3.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM8.8 13.4 7.5 21l4.5-2.5 4.5 2.5-1.3-7.6',
  download: 'M12 3.5v11M7.5 10.5l4.5 4.5 4.5-4.5M4.5 19.5h15',
  mail: 'M3.5 5.5h17v13h-17v-13ZM4 6.5l8 6.5 8-6.5',
  user: 'M12 3.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM4.5 20.5c.6-3.8 3.7-6 7.5-6s6.9 2.2 7.5 6',
  users:
    'M9 4.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7ZM2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M16 4.8a3.4 3.4 0 0 1 0 6.4M17.5 14.7c2.2.5 3.7 2.3 4 5.3',
  map: 'M9 4.5 3.5 6.5v13l5.5-2 6 2 5.5-2v-13l-5.5 2-6-2ZM9 4.5v13M15 6.5v13',
  info: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17ZM12 11v5.5M12 7.8v.01',
  help: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17ZM9.6 9.5a2.5 2.5 0 1 1 3.3 2.4c-.6.2-.9.8-.9 1.4v.7M12 16.8v.01',
  chart: 'M3.5 20.5h17M6.5 17v-6M11 17V6M15.5 17v-4M20 17V8.5',
  logout: 'M9.5 4.5h-5v15h5M15.5 16l4-4-4-4M19.5 12h-10',
  login: 'M14.5 4.5h5v15h-5M9.5 8l4 4-4 4M13.5 12h-10',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-down': 'M6 9.5l6 6 6-6',
  globe:
    'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17ZM3.5 12h17M12 3.5c2.6 2.6 2.6 14.4 0 17M12 3.5c-2.6 2.6-2.6 14.4 0 17',
  news: 'M4 5.5h12.5v13.5H6a2 2 0 0 1-2-2V5.5ZM16.5 9.5h3.5V17a2 2 0 0 1-2 2h-1.5M7.5 9h5.5M7.5 12.5h5.5M7.5 16h3',
  water: 'M12 3.5s6 6.6 6 10.6a6 6 0 0 1-12 0c0-4 6-10.6 6-10.6ZM9.5 14.5a2.5 2.5 0 0 0 2.5 2.5',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13ZM15.3 15.3 20 20',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 4 21 19.5H3L12 4ZM12 10v4.5M12 17v.01',
  book: 'M3.5 5h6a2.5 2.5 0 0 1 2.5 2.5V20a2 2 0 0 0-2-2H3.5V5ZM20.5 5h-6A2.5 2.5 0 0 0 12 7.5V20a2 2 0 0 1 2-2h6.5V5Z',
  card: 'M3.5 6h17v12h-17V6ZM3.5 10h17M7 14.5h4',
  scale:
    'M12 4v16M7 20h10M5 7.5h14M5 7.5 2.5 13a2.5 2.5 0 0 0 5 0L5 7.5ZM19 7.5 16.5 13a2.5 2.5 0 0 0 5 0L19 7.5Z',
};

interface IconProps {
  name: IconName;
  /** Text for a meaningful icon; without it the icon is hidden from assistive technology. */
  label?: string;
  className?: string;
  size?: number;
}

export function Icon({ name, label, className, size = 20 }: IconProps) {
  const common = {
    className: className ? `icon ${className}` : 'icon',
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    focusable: 'false',
  } as const;
  if (label) {
    return (
      <svg {...common} role="img" aria-label={label}>
        <title>{label}</title>
        <path d={PATHS[name]} />
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
