/**
 * Read-only answers of an application of any kind, step by step (GOV.UK "check your answers"
 * summary list): the form engine's review step, the applicant's read-only application and permit
 * pages and the back office all show data through this one view. Hidden fields (a `when` that
 * does not hold) are not shown, rows are listed with their captions, documents by slot.
 */
import type { ReactNode } from 'react';
import type { DocumentDto } from '../../../shared/permits/api-types.ts';
import { DECLARATION_FIELD } from '../../../shared/permits/engine/common.ts';
import type {
  ApplicationType,
  FieldDef,
  Filer,
  KindDefinition,
  StepDef,
} from '../../../shared/permits/engine/definition.ts';
import { conditionHolds, stepsOf } from '../../../shared/permits/engine/validate.ts';
import { type Translate, useLanguage, useT } from '../../i18n/use-t.ts';
import { formatAnswer, formatFileSize } from './answer-format.ts';
import './answers.css';

export interface AnswersViewProps {
  definition: KindDefinition;
  filer: Filer;
  data: Readonly<Record<string, unknown>>;
  /** Attached documents; omit to leave the documents out. */
  documents?: readonly DocumentDto[] | undefined;
  /** Shown beside each step's title, e.g. the "Change" link of the check-your-answers step. */
  stepAction?: ((step: StepDef) => ReactNode) | undefined;
  /** Level of the step headings under the page's own headings. */
  headingLevel?: 2 | 3 | undefined;
  /** Top-level conditions may name the application's type (validate.ts `applicationType`). */
  applicationType?: ApplicationType | undefined;
}

type Heading = 'h2' | 'h3' | 'h4';

export function AnswersView({
  definition,
  filer,
  data,
  documents,
  stepAction,
  headingLevel = 2,
  applicationType,
}: AnswersViewProps) {
  const t = useT();
  const H: Heading = headingLevel === 2 ? 'h2' : 'h3';
  const steps = stepsOf(definition, filer).filter((step) => step.fields.length > 0);
  return (
    <div className="answers">
      {steps.map((step) => (
        <section key={step.id} className="answers__step" aria-labelledby={`answers-${step.id}`}>
          <div className="answers__step-header">
            <H className="answers__step-title" id={`answers-${step.id}`}>
              {t(step.title)}
            </H>
            {stepAction?.(step)}
          </div>
          <FieldList fields={step.fields} values={data} t={t} applicationType={applicationType} />
        </section>
      ))}
      {DECLARATION_FIELD in data && (
        <dl className="answers__list answers__list--declaration">
          <div className="answers__row">
            <dt>{t('engine.field.declaration')}</dt>
            <dd>{t(data[DECLARATION_FIELD] === true ? 'common.yes' : 'common.no')}</dd>
          </div>
        </dl>
      )}
      {documents && (
        <DocumentsAnswer
          definition={definition}
          documents={documents}
          heading={H}
          titleId="answers-documents"
        />
      )}
    </div>
  );
}

function FieldList({
  fields,
  values,
  t,
  applicationType,
}: {
  fields: readonly FieldDef[];
  values: Readonly<Record<string, unknown>>;
  t: Translate;
  applicationType?: ApplicationType | undefined;
}) {
  const { language } = useLanguage();
  const siblings = applicationType ? { ...values, applicationType } : values;
  const shown = fields.filter((field) => conditionHolds(field.when, siblings));
  return (
    <dl className="answers__list">
      {shown.map((field) => {
        const value = values[field.name];
        if (field.type === 'group') {
          const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
          return (
            <div key={field.name} className="answers__row answers__row--group">
              <dt>{t(field.label)}</dt>
              <dd>
                {rows.length === 0 ? (
                  <span className="answers__empty">{t('answers.noRows')}</span>
                ) : (
                  <ol className="answers__rows">
                    {rows.map((row, index) => (
                      // Rows have no identity of their own; their order is their number.
                      // biome-ignore lint/suspicious/noArrayIndexKey: the row number is the key.
                      <li key={index} className="answers__item">
                        <p className="answers__item-caption">{t(field.itemLabel, { number: index + 1 })}</p>
                        <FieldList
                          fields={field.fields}
                          values={row !== null && typeof row === 'object' ? row : {}}
                          t={t}
                        />
                      </li>
                    ))}
                  </ol>
                )}
              </dd>
            </div>
          );
        }
        const text = formatAnswer(field, value, t, language);
        return (
          <div key={field.name} className="answers__row">
            <dt>{t(field.label)}</dt>
            <dd className={field.type === 'textarea' ? 'answers__text' : undefined}>
              {text ?? <span className="answers__empty">{t('answers.notGiven')}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Only web addresses become links: a typed `javascript:` address must never run. */
export function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function DocumentsAnswer({
  definition,
  documents,
  heading: H,
  titleId,
}: {
  definition: KindDefinition;
  documents: readonly DocumentDto[];
  heading: Heading;
  titleId: string;
}) {
  const t = useT();
  const { language } = useLanguage();
  const known = new Set(definition.documents.map((slot) => slot.type));
  const groups = [
    ...definition.documents.map((slot) => ({
      type: slot.type,
      title: t(slot.title),
      items: documents.filter((document) => document.type === slot.type),
    })),
    ...[...new Set(documents.map((document) => document.type).filter((type) => !known.has(type)))].map(
      (type) => ({ type, title: type, items: documents.filter((document) => document.type === type) }),
    ),
  ];
  return (
    <section className="answers__step" aria-labelledby={titleId}>
      <div className="answers__step-header">
        <H className="answers__step-title" id={titleId}>
          {t('answers.documents')}
        </H>
      </div>
      <dl className="answers__list">
        {groups.map((group) => (
          <div key={group.type} className="answers__row">
            <dt>{group.title}</dt>
            <dd>
              {group.items.length === 0 ? (
                <span className="answers__empty">{t('answers.noDocuments')}</span>
              ) : (
                <ul className="answers__documents">
                  {group.items.map((document) => {
                    const link = safeHttpUrl(document.url);
                    return (
                      <li key={document.id}>
                        {document.downloadUrl ? (
                          <a href={document.downloadUrl} download={document.fileName ?? true}>
                            {document.title}
                          </a>
                        ) : link ? (
                          <a href={link} target="_blank" rel="noopener noreferrer">
                            {document.title}
                          </a>
                        ) : (
                          <span>{document.title}</span>
                        )}{' '}
                        <span className="answers__meta">
                          {document.fileName
                            ? `(${document.fileName}, ${formatFileSize(document.size, language)})`
                            : document.url
                              ? `(${document.url})`
                              : ''}
                        </span>
                        {document.confidential && (
                          <span className="badge answers__badge">{t('answers.confidential')}</span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
