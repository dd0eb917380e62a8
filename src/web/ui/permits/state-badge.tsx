/** The state of an application or a permit as a badge: its name in words, its tone in colour. */
import { useT } from '../../i18n/use-t.ts';
import { type StateSubject, stateLabel, stateTone } from './format.ts';
import './permits-ui.css';

export function StateBadge({ subject, state }: { subject: StateSubject; state: string }) {
  const t = useT();
  const label = stateLabel(subject, state);
  return (
    <span className={`state-badge state-badge--${stateTone(subject, state)}`}>
      {label ? t(label) : state}
    </span>
  );
}
