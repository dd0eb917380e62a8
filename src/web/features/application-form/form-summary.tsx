/**
 * The error summary of the form (GOV.UK pattern, spec §5): each problem a link to its field, also
 * on another step (the link opens that step and focuses the field there). It takes focus after
 * every refused Continue, Save or Submit so the person hears the problems first.
 */
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { SummaryEntry } from './form-check.ts';

interface FormSummaryProps {
  entries: readonly SummaryEntry[];
  /** Grows with each refused attempt. */
  focusKey: number;
  currentStep: string;
  onOpen: (entry: SummaryEntry) => void;
}

export function FormSummary({ entries, focusKey, currentStep, onOpen }: FormSummaryProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const focusedFor = useRef(0);
  useEffect(() => {
    if (focusKey > focusedFor.current && entries.length > 0 && ref.current) {
      focusedFor.current = focusKey;
      ref.current.focus();
      ref.current.scrollIntoView({ block: 'start' });
    }
  });
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 className="error-summary__title" id={titleId}>
        {t('form.errorSummaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {entries.map((entry) => (
          <li key={entry.path}>
            <a
              href={
                entry.step === currentStep
                  ? `#${entry.targetId}`
                  : `?zingsnis=${encodeURIComponent(entry.step)}`
              }
              onClick={(event) => {
                event.preventDefault();
                onOpen(entry);
              }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Moves focus to an element by id and brings it into view; false when it is not on the page. */
export function focusById(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
  return true;
}
