/**
 * The document slots a step lists (spec §5 Files; issue 4 item 5): for each slot the documents
 * attached so far (size, download, delete) and a small upload form — a file of the slot's formats
 * or a web address instead, a title (prefilled with the slot's name) and the confidentiality flag.
 * Sizes and formats are checked here first; the server checks again by content and its message is
 * shown when it refuses. A felling boundary slot (accept `boundary`, issue 7) offers three ways
 * (features/boundary: this file form, drawing on a map, typed coordinates; the last two upload a
 * GeoJSON file the same way) and shows the area the server computed beside the sum of the fellings'
 * declared areas.
 */
import { useId, useRef, useState } from 'react';
import type { Language } from '../../../shared/i18n/index.ts';
import type { DocumentDto } from '../../../shared/permits/api-types.ts';
import type { DocumentSlot } from '../../../shared/permits/engine/definition.ts';
import { conditionHolds } from '../../../shared/permits/engine/validate.ts';
import { areaMismatch, declaredFellingArea } from '../../../shared/permits/parts/felling-area.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { isApiError } from '../../platform/api.ts';
import { formatFileSize } from '../../ui/answers/answer-format.ts';
import { safeHttpUrl } from '../../ui/answers/answers-view.tsx';
import { BoundaryWays } from '../boundary/index.ts';
import { issueText } from './form-check.ts';
import { useFormContext } from './form-context.ts';
import { documentSlotId, isShown } from './form-paths.ts';
import { acceptAttribute, checkUpload } from './upload-rules.ts';
import { isWaiting } from './waiting-files.ts';

export interface UploadRequest {
  type: string;
  title: string;
  confidential: boolean;
  file: File | null;
  url: string;
}

interface DocumentsPanelProps {
  slots: readonly DocumentSlot[];
  documents: readonly DocumentDto[];
  onUpload: (request: UploadRequest) => Promise<void>;
  onDelete: (document: DocumentDto) => Promise<void>;
}

export function DocumentsPanel({ slots, documents, onUpload, onDelete }: DocumentsPanelProps) {
  const uploadedBytes = documents.reduce((sum, document) => sum + document.size, 0);
  return (
    <div className="doc-slots">
      {slots.map((slot) => (
        <SlotView
          key={slot.type}
          slot={slot}
          documents={documents.filter((document) => document.type === slot.type)}
          uploadedBytes={uploadedBytes}
          onUpload={onUpload}
          onDelete={onDelete}
        />
      ))}
    </div>
  );
}

const formatHectares = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'lt' ? 'lt-LT' : 'en-GB', { maximumFractionDigits: 2 }).format(value);

function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.fieldErrors[0]?.message ?? error.message;
  return fallback;
}

function SlotView({
  slot,
  documents,
  uploadedBytes,
  onUpload,
  onDelete,
}: {
  slot: DocumentSlot;
  documents: DocumentDto[];
  uploadedBytes: number;
  onUpload: DocumentsPanelProps['onUpload'];
  onDelete: DocumentsPanelProps['onDelete'];
}) {
  const t = useT();
  const { language } = useLanguage();
  const { state, check, steps } = useFormContext();
  const base = useId();
  const id = documentSlotId(slot.type);
  const titleId = `${id}-heading`;
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState(() => t(slot.title));
  const [confidential, setConfidential] = useState(false);
  const [busy, setBusy] = useState<'upload' | string | null>(null);
  const [problem, setProblem] = useState<{ field: 'file' | 'title' | 'url'; text: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const path = `documents.${slot.type}`;
  const required =
    (typeof slot.required === 'object'
      ? conditionHolds(slot.required, state.values)
      : slot.required === true) || slot.requiredWhen?.(state.values) === true;
  const slotIssue = check.byPath.get(path);
  const slotError = slotIssue && isShown(state, path, steps) ? issueText(slotIssue, t) : undefined;
  const hint = slot.hint ? t(slot.hint) : undefined;
  const isBoundary = slot.accept === 'boundary';
  const declared = isBoundary ? declaredFellingArea(state.values) : null;
  // The boundary against the declared area (ADR 0017): a warning, never a refusal; computed here,
  // on the device, so it shows offline too (files waiting carry their area and perimeter).
  const mismatch = isBoundary
    ? areaMismatch(
        documents.flatMap((document) =>
          document.boundary
            ? [{ areaHa: document.boundary.areaHa, perimeterM: document.boundary.perimeterM ?? null }]
            : [],
        ),
        declared,
      )
    : null;

  const upload = async () => {
    const found = checkUpload({ title, file, url }, slot.accept, uploadedBytes);
    if (found) {
      setProblem({ field: found.field, text: t(found.message, found.values) });
      document.getElementById(found.field === 'file' ? id : `${base}-${found.field}`)?.focus();
      return;
    }
    setProblem(null);
    setBusy('upload');
    try {
      await onUpload({
        type: slot.type,
        title: title.trim(),
        confidential,
        file,
        url: file ? '' : url.trim(),
      });
      setFile(null);
      setFileKey((key) => key + 1);
      setUrl('');
      setTitle(t(slot.title));
      setConfidential(false);
    } catch (error) {
      setProblem({ field: 'file', text: errorText(error, t('error.defaultError')) });
      fileRef.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  /** A boundary drawn on the map or typed (issue 7): uploaded like a chosen file, refusals as text. */
  const uploadBoundary = async (boundary: File) => {
    const found = checkUpload({ title: t(slot.title), file: boundary, url: '' }, slot.accept, uploadedBytes);
    if (found) throw new Error(t(found.message, found.values));
    setProblem(null);
    setBusy('upload');
    try {
      await onUpload({ type: slot.type, title: t(slot.title), confidential: false, file: boundary, url: '' });
    } catch (error) {
      throw new Error(errorText(error, t('error.defaultError')));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (document: DocumentDto) => {
    setBusy(document.id);
    try {
      await onDelete(document);
      fileRef.current?.focus();
    } catch (error) {
      setProblem({ field: 'file', text: errorText(error, t('error.defaultError')) });
    } finally {
      setBusy(null);
    }
  };

  const fileError = problem?.field === 'file' ? problem.text : slotError;
  const describedFile = [titleId, hint && `${id}-hint`, `${id}-formats`, fileError && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  const uploadForm = (
    <div className="doc-slot__upload">
      {fileError && (
        <p className="field__error" id={`${id}-error`} role={problem ? 'alert' : undefined}>
          <span className="visually-hidden">{t('applicationForm.errorPrefix')} </span>
          {fileError}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('applicationForm.upload.file')}
        </label>
        <p className="field__hint" id={`${id}-formats`}>
          {t(`applicationForm.upload.accept.${slot.accept}`)}
        </p>
        <input
          key={fileKey}
          ref={fileRef}
          id={id}
          className="doc-slot__file"
          type="file"
          accept={acceptAttribute(slot.accept)}
          aria-describedby={describedFile}
          aria-invalid={fileError ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
      </div>
      {!isBoundary && (
        <div className={`field${problem?.field === 'url' ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${base}-url`}>
            {t('applicationForm.upload.url')}
          </label>
          <p className="field__hint" id={`${base}-url-hint`}>
            {t('applicationForm.upload.urlHint')}
          </p>
          {problem?.field === 'url' && (
            <p className="field__error" id={`${base}-url-error`}>
              {problem.text}
            </p>
          )}
          <input
            id={`${base}-url`}
            className="field__input"
            type="url"
            inputMode="url"
            value={url}
            disabled={file !== null}
            aria-describedby={`${base}-url-hint${problem?.field === 'url' ? ` ${base}-url-error` : ''}`}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
      )}
      <div className={`field${problem?.field === 'title' ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${base}-title`}>
          {t('applicationForm.upload.title')}
          <span className="form-required" aria-hidden="true">
            {' *'}
          </span>
        </label>
        {problem?.field === 'title' && (
          <p className="field__error" id={`${base}-title-error`}>
            {problem.text}
          </p>
        )}
        <input
          id={`${base}-title`}
          className="field__input"
          value={title}
          maxLength={255}
          aria-required="true"
          aria-describedby={problem?.field === 'title' ? `${base}-title-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="checkbox">
        <input
          id={`${base}-confidential`}
          className="checkbox__input"
          type="checkbox"
          checked={confidential}
          onChange={(event) => setConfidential(event.target.checked)}
        />
        <label className="checkbox__label" htmlFor={`${base}-confidential`}>
          {t('applicationForm.upload.confidential')}
          <span className="checkbox__hint">{t('applicationForm.upload.confidentialHint')}</span>
        </label>
      </div>
      <button
        type="button"
        className="button button--secondary"
        aria-busy={busy === 'upload' || undefined}
        disabled={busy !== null}
        onClick={() => void upload()}
      >
        {busy === 'upload' ? t('applicationForm.upload.busy') : t('applicationForm.upload.submit')}
        <span className="visually-hidden"> {t(slot.title)}</span>
      </button>
    </div>
  );

  return (
    <section
      className={`doc-slot${fileError ? ' field--invalid' : ''}`}
      id={`${id}-slot`}
      aria-labelledby={titleId}
    >
      <h3 className="doc-slot__title" id={titleId}>
        {t(slot.title)}
        {required && (
          <>
            <span className="form-required" aria-hidden="true">
              {' *'}
            </span>
            <span className="visually-hidden"> ({t('applicationForm.required')})</span>
          </>
        )}
      </h3>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {documents.length > 0 ? (
        <ul className="doc-slot__list">
          {documents.map((document) => {
            const link = safeHttpUrl(document.url);
            return (
              <li key={document.id} className="doc-slot__item">
                <span className="doc-slot__name">
                  {document.downloadUrl ? (
                    <a href={document.downloadUrl} download={document.fileName ?? true}>
                      {document.title}
                    </a>
                  ) : link ? (
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      {document.title}
                    </a>
                  ) : (
                    document.title
                  )}
                  <span className="doc-slot__meta">
                    {document.fileName
                      ? ` ${document.fileName}, ${formatFileSize(document.size, language)}`
                      : document.url
                        ? ` ${document.url}`
                        : ''}
                  </span>
                  {document.confidential && <span className="badge">{t('answers.confidential')}</span>}
                  {isWaiting(document) &&
                    (document.waiting.problem === null ? (
                      <span className="badge doc-slot__waiting">{t('applicationForm.document.waiting')}</span>
                    ) : (
                      <span className="doc-slot__warning doc-slot__refused">
                        {t('applicationForm.document.refusedOnSend', { reason: document.waiting.problem })}
                      </span>
                    ))}
                  {document.boundary && (
                    <span className="doc-slot__boundary">
                      <span className="doc-slot__area">
                        {t('applicationForm.boundary.computedArea', {
                          area: formatHectares(document.boundary.areaHa, language),
                        })}
                        {declared !== null &&
                          ` (${t('applicationForm.boundary.declaredArea', {
                            area: formatHectares(declared, language),
                          })})`}
                      </span>
                      {document.boundary.warnings.map((warning) => (
                        <span key={warning} className="doc-slot__warning">
                          {t(warning)}
                        </span>
                      ))}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className="link-button doc-slot__delete"
                  disabled={busy !== null}
                  onClick={() => void remove(document)}
                >
                  {t('applicationForm.document.delete')}
                  <span className="visually-hidden"> {document.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="doc-slot__none">{t('answers.noDocuments')}</p>
      )}
      {isBoundary && (
        // Always in the page, so that the warning is announced when a boundary or an area changes it.
        <div role="status" className="doc-slot__area-check">
          {mismatch && (
            <p className="doc-slot__area-warning" data-testid="area-mismatch">
              {t('l08.warning.areaMismatch', {
                boundary: formatHectares(mismatch.boundaryHa, language),
                declared: formatHectares(mismatch.declaredHa, language),
                difference: formatHectares(mismatch.differenceHa, language),
                tolerance: formatHectares(mismatch.toleranceHa, language),
              })}{' '}
              {t('applicationForm.boundary.mismatchNote')}
            </p>
          )}
        </div>
      )}
      {isBoundary ? (
        <BoundaryWays
          fileWay={uploadForm}
          onBoundary={uploadBoundary}
          declaredArea={declared}
          disabled={busy !== null}
          fieldId={id}
          error={problem ? undefined : slotError}
        />
      ) : (
        uploadForm
      )}
    </section>
  );
}
