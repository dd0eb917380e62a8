/** Label–value pairs of a record (number, state, dates, price) as a description list. */
import type { ReactNode } from 'react';
import './permits-ui.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function Facts({ items, compact = false }: { items: Fact[]; compact?: boolean }) {
  return (
    <dl className={compact ? 'facts facts--compact' : 'facts'}>
      {items.map((item) => (
        <div key={item.label} className="facts__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
