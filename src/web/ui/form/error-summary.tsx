/**
 * Error summary at the top of a form, each error a link to its field (GOV.UK error summary;
 * architecture §3). It takes focus when it appears after a submit so the person hears it first.
 */
import { useEffect, useId, useRef } from 'react';

export interface SummaryItem {
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  title: string;
  items: SummaryItem[];
  /** Changes on every failed submit so focus moves to the summary again. */
  focusKey: number;
}

export function ErrorSummary({ title, items, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const focusedFor = useRef(0);
  // Items may arrive a render after the failed submit: focus once per submit, when there is something to read.
  useEffect(() => {
    if (focusKey > focusedFor.current && items.length > 0 && ref.current) {
      focusedFor.current = focusKey;
      ref.current.focus();
    }
  });
  if (items.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h3 className="error-summary__title" id={titleId}>
        {title}
      </h3>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                const field = document.getElementById(item.fieldId);
                field?.focus();
                field?.scrollIntoView({ block: 'center' });
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
