/**
 * What the drawn and the typed ways share: handing the boundary file on (busy while it uploads;
 * a refusal, already in the person's language, shown as an alert that takes focus; a confirmation
 * when it is in), the computed area beside the declared one, and the library's warnings.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatHectares } from './boundary-format.ts';

export interface HandOver {
  busy: boolean;
  /** The refusal to show, or null. */
  error: string | null;
  /** Whether the last boundary handed on was taken. */
  added: boolean;
  errorRef: RefObject<HTMLParagraphElement | null>;
  /** Hands the file on; true when it was taken. */
  handOver(file: File): Promise<boolean>;
  /** Shows a refusal found before handing on. */
  refuse(text: string): void;
  /** Forgets the refusal and the confirmation (the input changed). */
  reset(): void;
}

export function useHandOver(onBoundary: (file: File) => Promise<void>): HandOver {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  // Bumped on every refusal, so focus moves to the message again even when its text is the same.
  const [refusals, setRefusals] = useState(0);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (refusals > 0) errorRef.current?.focus();
  }, [refusals]);

  const refuse = useCallback((text: string) => {
    setAdded(false);
    setError(text);
    setRefusals((count) => count + 1);
  }, []);

  const handOver = useCallback(
    async (file: File) => {
      setBusy(true);
      setError(null);
      setAdded(false);
      try {
        await onBoundary(file);
        setAdded(true);
        return true;
      } catch (error) {
        refuse(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onBoundary, refuse],
  );

  const reset = useCallback(() => {
    setError(null);
    setAdded(false);
  }, []);

  return { busy, error, added, errorRef, handOver, refuse, reset };
}

/** The refusal of a way: an alert that takes focus (WCAG 3.3.1). */
export function WayError({ id, handOver }: { id: string; handOver: HandOver }) {
  const t = useT();
  if (!handOver.error) return null;
  return (
    <p
      className="field__error boundary-way__error"
      id={id}
      role="alert"
      tabIndex={-1}
      ref={handOver.errorRef}
    >
      <span className="visually-hidden">{t('boundaryWays.errorPrefix')} </span>
      {handOver.error}
    </p>
  );
}

/** Said politely once the boundary is in (the region is always there, so the change is heard). */
export function WayAdded({ handOver }: { handOver: HandOver }) {
  const t = useT();
  return (
    <p className="boundary-way__added" role="status">
      {handOver.added ? t('boundaryWays.added') : ''}
    </p>
  );
}

export function AreaLine({ areaHa, declaredArea }: { areaHa: number; declaredArea: number | null }) {
  const t = useT();
  const { language } = useLanguage();
  const area = formatHectares(areaHa, language);
  return (
    <p className="boundary-way__area">
      {declaredArea === null
        ? t('boundaryWays.area', { area })
        : t('boundaryWays.areaWithDeclared', { area, declared: formatHectares(declaredArea, language) })}
    </p>
  );
}

export function WarningList({ warnings }: { warnings: readonly MessageId[] }) {
  const t = useT();
  if (warnings.length === 0) return null;
  return (
    <ul className="boundary-way__warnings">
      {warnings.map((warning) => (
        <li key={warning}>{t(warning)}</li>
      ))}
    </ul>
  );
}
