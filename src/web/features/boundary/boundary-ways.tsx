/**
 * The three equal ways to give a felling boundary (issue 7 item 2, ADR 0011): upload a file, draw
 * it on the map, or type its coordinates (the way without a map). A radio group chooses the way; the
 * choice, the drawing and the typed text are kept while the slot lives, so trying another way loses
 * nothing. The drawn and typed ways check the boundary with the shared library, as the server
 * does, and hand it on as a GeoJSON file through the same upload as a chosen file (`onBoundary`,
 * which rejects with a message already in the person's language).
 *
 * The slot's own element id (`fieldId`, where the form's error summary links) is on the file input
 * while the file way is shown, and on the chosen option otherwise.
 */
import { type ReactNode, useId, useState } from 'react';
import type { MessageId } from '../../../shared/i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { CoordinatesWay } from './coordinates-way.tsx';
import { DrawWay } from './draw-way.tsx';
import { type Drawing, EMPTY_DRAWING } from './drawing.ts';
import './boundary-ways.css';

export type BoundaryWay = 'file' | 'map' | 'coordinates';

const WAYS: readonly { way: BoundaryWay; label: MessageId; hint: MessageId }[] = [
  { way: 'file', label: 'boundaryWays.way.file', hint: 'boundaryWays.way.file.hint' },
  { way: 'map', label: 'boundaryWays.way.map', hint: 'boundaryWays.way.map.hint' },
  { way: 'coordinates', label: 'boundaryWays.way.coordinates', hint: 'boundaryWays.way.coordinates.hint' },
];

interface BoundaryWaysProps {
  /** The slot's file form (the first way). */
  fileWay: ReactNode;
  /** Uploads a drawn or typed boundary; rejects with an Error whose message the person can read. */
  onBoundary: (file: File) => Promise<void>;
  /** The fellings' declared area in hectares, shown beside the computed one; null when none. */
  declaredArea: number | null;
  disabled?: boolean;
  /** The slot's element id (see the top of this file). */
  fieldId: string;
  /** The slot's own error (a missing required boundary), shown here while the file form is not. */
  error?: string | undefined;
}

export function BoundaryWays({
  fileWay,
  onBoundary,
  declaredArea,
  disabled = false,
  fieldId,
  error,
}: BoundaryWaysProps) {
  const t = useT();
  const base = useId();
  const [way, setWay] = useState<BoundaryWay>('file');
  const [drawing, setDrawing] = useState<Drawing>(EMPTY_DRAWING);
  const [text, setText] = useState('');
  const shownError = way === 'file' ? undefined : error;
  const optionId = (option: BoundaryWay) =>
    option === way && way !== 'file' ? fieldId : `${base}-${option}`;

  return (
    <div className="boundary-ways">
      <fieldset
        className={`fieldset boundary-ways__choice${shownError ? ' field--invalid' : ''}`}
        aria-describedby={shownError ? `${base}-error` : undefined}
      >
        <legend className="fieldset__legend">{t('boundaryWays.legend')}</legend>
        {shownError && (
          <p className="field__error" id={`${base}-error`}>
            <span className="visually-hidden">{t('boundaryWays.errorPrefix')} </span>
            {shownError}
          </p>
        )}
        {WAYS.map((option) => (
          <div key={option.way} className="checkbox">
            <input
              id={optionId(option.way)}
              className="checkbox__input"
              type="radio"
              name={`${base}-way`}
              value={option.way}
              checked={way === option.way}
              onChange={() => setWay(option.way)}
            />
            <label className="checkbox__label" htmlFor={optionId(option.way)}>
              {t(option.label)}
              <span className="checkbox__hint">{t(option.hint)}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {way === 'file' && fileWay}
      {way === 'map' && (
        <DrawWay
          drawing={drawing}
          onDrawing={setDrawing}
          declaredArea={declaredArea}
          onBoundary={onBoundary}
          disabled={disabled}
        />
      )}
      {way === 'coordinates' && (
        <CoordinatesWay
          text={text}
          onText={setText}
          declaredArea={declaredArea}
          onBoundary={onBoundary}
          disabled={disabled}
        />
      )}
    </div>
  );
}
