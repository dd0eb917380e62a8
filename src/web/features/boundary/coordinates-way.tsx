/**
 * The way without a map (issue 7 item 2; WCAG: drawing must not be the only way): the corners
 * typed or pasted into a text box, one point per line, in LKS-94 metres or WGS84 degrees (the
 * shared library's `parseCoordinates` says what a line may look like). "Check the coordinates"
 * shows the problems in an error summary whose links select the line they name, or the computed
 * area beside the declared one; "Use these coordinates" checks the same way and hands the
 * boundary on as a GeoJSON file (boundary-file.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  type BoundaryResult,
  parseCoordinates,
  unreadableCoordinateLines,
} from '../../../shared/geo/boundary.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { boundaryFile } from './boundary-file.ts';
import { refusalText } from './boundary-format.ts';
import { exampleLks94, exampleWgs84, lineRange } from './coordinates-text.ts';
import { outlineForChecks } from './outline.ts';
import { AreaLine, useHandOver, WarningList, WayAdded, WayError } from './way-parts.tsx';

type Accepted = Extract<BoundaryResult, { ok: true }>;

interface Problem {
  text: string;
  /** The line it names, selected when its link is followed. */
  line?: number;
}

interface CoordinatesWayProps {
  /** The text, kept by the parent so that trying another way loses nothing. */
  text: string;
  onText: (text: string) => void;
  declaredArea: number | null;
  onBoundary: (file: File) => Promise<void>;
  disabled: boolean;
}

export function CoordinatesWay({ text, onText, declaredArea, onBoundary, disabled }: CoordinatesWayProps) {
  const t = useT();
  const { language } = useLanguage();
  const base = useId();
  const inputId = `${base}-coordinates`;
  const handOver = useHandOver(onBoundary);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  // Bumped on every failed check: the summary takes focus each time, so the person hears it first.
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);

  const check = async (): Promise<Accepted | null> => {
    handOver.reset();
    const result = parseCoordinates(text, await outlineForChecks());
    if (result.ok) {
      setProblems([]);
      setAccepted(result);
      return result;
    }
    setAccepted(null);
    setProblems(
      result.code === 'coordinateLine'
        ? unreadableCoordinateLines(text).map((line) => ({
            text: t('geo.error.coordinateLine', { line }),
            line,
          }))
        : [{ text: refusalText(result, t, language) }],
    );
    setFailures((count) => count + 1);
    return null;
  };

  const use = async () => {
    const result = await check();
    if (!result) return;
    if (await handOver.handOver(boundaryFile(result.geometry, 'coordinates'))) {
      onText('');
      setAccepted(null);
    }
  };

  const goTo = (problem: Problem) => {
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    if (problem.line !== undefined) input.setSelectionRange(...lineRange(input.value, problem.line));
  };

  const busy = disabled || handOver.busy;
  const describedBy = [`${base}-hint`, `${base}-examples`, problems.length > 0 && `${base}-error`]
    .filter(Boolean)
    .join(' ');
  const points = accepted
    ? (accepted.geometry.type === 'Polygon' ? accepted.geometry.coordinates[0]!.length : 0) - 1
    : 0;

  return (
    <div className="boundary-way boundary-coordinates">
      {problems.length > 0 && (
        <div
          className="error-summary"
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby={`${base}-summary`}
        >
          <h4 className="error-summary__title" id={`${base}-summary`}>
            {t('boundaryWays.coordinates.summary')}
          </h4>
          <ul className="error-summary__list">
            {problems.map((problem) => (
              <li key={problem.text}>
                <a
                  href={`#${inputId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(problem);
                  }}
                >
                  {problem.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={`field${problems.length > 0 ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={inputId}>
          {t('boundaryWays.coordinates.label')}
        </label>
        <p className="field__hint" id={`${base}-hint`}>
          {t('boundaryWays.coordinates.hint')}
        </p>
        <div className="boundary-coordinates__examples" id={`${base}-examples`}>
          <div>
            <p className="field__hint">{t('boundaryWays.coordinates.exampleLks94')}</p>
            <pre className="boundary-coordinates__example">{exampleLks94()}</pre>
          </div>
          <div>
            <p className="field__hint">{t('boundaryWays.coordinates.exampleWgs84')}</p>
            <pre className="boundary-coordinates__example">{exampleWgs84(language)}</pre>
          </div>
        </div>
        {problems.length > 0 && (
          <div className="field__error" id={`${base}-error`}>
            {problems.map((problem) => (
              <p key={problem.text} className="boundary-way__problem">
                <span className="visually-hidden">{t('boundaryWays.errorPrefix')} </span>
                {problem.text}
              </p>
            ))}
          </div>
        )}
        <textarea
          ref={inputRef}
          id={inputId}
          className="field__input boundary-coordinates__input"
          rows={8}
          value={text}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={problems.length > 0 ? true : undefined}
          onChange={(event) => {
            onText(event.target.value);
            setAccepted(null);
            handOver.reset();
          }}
        />
      </div>
      <div className="boundary-way__result" role="status">
        {accepted && (
          <>
            <p>{t('boundaryWays.coordinates.valid', { count: points })}</p>
            <AreaLine areaHa={accepted.areaHa} declaredArea={declaredArea} />
            <WarningList warnings={accepted.warnings} />
          </>
        )}
      </div>
      <WayError id={`${base}-refused`} handOver={handOver} />
      <WayAdded handOver={handOver} />
      <div className="boundary-way__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void check()}
        >
          {t('boundaryWays.coordinates.check')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={handOver.busy || undefined}
          onClick={() => void use()}
        >
          {handOver.busy ? t('boundaryWays.busy') : t('boundaryWays.coordinates.use')}
        </button>
      </div>
    </div>
  );
}
