/**
 * Warnings (spec §3 "warnings (warningTitle, showWarning)"): general ones on the home page, a
 * kind's own on its pages. The content service answers only the warnings shown now, so the list
 * holds those; one switched off or outside its days is kept on the server but not listed here.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { PERMIT_KINDS } from '../../../shared/permits/kind-list.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { type Warning, warningsQuery } from '../content/index.ts';
import { adminContent, useAfterEdit } from './admin-api.ts';
import { warningFormSchema } from './admin-schemas.ts';
import {
  AdminTable,
  localeOptions,
  NotFound,
  RowActions,
  useEditorParam,
  useFocusWhenClosed,
  useLocaleName,
} from './admin-ui.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { EditorForm, type FieldDef } from './editor-form.tsx';
import { previousDay, vilniusDateOf } from './vilnius-dates.ts';

export function WarningsTab() {
  const t = useT();
  const { language } = useLanguage();
  const { toast } = useFeedback();
  const afterEdit = useAfterEdit();
  const localeName = useLocaleName();
  const editor = useEditorParam();
  const lt = useQuery(warningsQuery('lt'));
  const en = useQuery(warningsQuery('en'));
  const [deleting, setDeleting] = useState<Warning | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenClosed(editor.editing, headingRef);

  // The English answer falls back to Lithuanian when it is empty: each warning once.
  const warnings = [...(lt.data ?? []), ...(en.data ?? []).filter((w) => w.locale === 'en')];
  const loading = lt.isPending || en.isPending;

  if (editor.editing !== null) {
    if (loading) return <Spinner label={t('common.loading')} />;
    const existing = editor.editing === 'new' ? null : warnings.find((w) => String(w.id) === editor.editing);
    if (editor.editing !== 'new' && !existing) return <NotFound onBack={editor.close} />;
    const fields: FieldDef[] = [
      {
        name: 'locale',
        kind: 'select',
        label: t('contentAdmin.locale'),
        required: true,
        options: localeOptions(localeName),
      },
      {
        name: 'warningTitle',
        kind: 'text',
        label: t('contentAdmin.warningTitle'),
        required: true,
        maxLength: 300,
      },
      {
        name: 'content',
        kind: 'html',
        label: t('contentAdmin.warningContent'),
        hint: t('contentAdmin.htmlHint'),
        required: true,
      },
      {
        name: 'permitId',
        kind: 'select',
        label: t('contentAdmin.warningKind'),
        hint: t('contentAdmin.warningKindHint'),
        options: [
          { value: '', label: t('contentAdmin.warningGeneral') },
          ...PERMIT_KINDS.map((kind) => ({ value: kind.code, label: `${kind.code} ${t(kind.title)}` })),
        ],
      },
      {
        name: 'validFrom',
        kind: 'date',
        label: t('contentAdmin.validFrom'),
        hint: t('contentAdmin.validFromHint'),
      },
      {
        name: 'validTo',
        kind: 'date',
        label: t('contentAdmin.validTo'),
        hint: t('contentAdmin.validToHint'),
      },
      {
        name: 'showWarning',
        kind: 'checkbox',
        label: t('contentAdmin.showWarning'),
        hint: t('contentAdmin.showWarningHint'),
      },
    ];
    const until = vilniusDateOf(existing?.validTo);
    return (
      <EditorForm
        key={editor.editing}
        id="warning"
        title={existing ? t('contentAdmin.editWarning') : t('contentAdmin.newWarning')}
        fields={fields}
        schema={warningFormSchema}
        defaultValues={{
          locale: existing?.locale ?? language,
          warningTitle: existing?.warningTitle ?? '',
          content: existing?.content ?? '',
          permitId: existing?.permitId ?? '',
          validFrom: vilniusDateOf(existing?.validFrom),
          // Stored as the start of the day after; shown as the last day included.
          validTo: until ? previousDay(until) : '',
          showWarning: existing?.showWarning ?? true,
        }}
        submitLabel={t('contentAdmin.save')}
        onSubmit={(body) =>
          existing ? adminContent.updateWarning(existing.id, body) : adminContent.createWarning(body)
        }
        onSaved={async () => {
          await afterEdit();
          toast(t('contentAdmin.warningSaved'), 'success');
          editor.close();
        }}
        onCancel={editor.close}
      />
    );
  }

  const period = (warning: Warning) => {
    const from = warning.validFrom ? formatPortalDate(warning.validFrom, language) : '…';
    const to = warning.validTo
      ? formatPortalDate(`${previousDay(vilniusDateOf(warning.validTo))}T12:00:00Z`, language)
      : '…';
    return warning.validFrom || warning.validTo ? `${from} – ${to}` : t('contentAdmin.always');
  };

  return (
    <section aria-labelledby="admin-warnings-title">
      <h2 className="section-title" id="admin-warnings-title" ref={headingRef} tabIndex={-1}>
        {t('contentAdmin.warningsTitle')}
      </h2>
      <p>{t('contentAdmin.warningsText')}</p>
      <p>
        <button type="button" className="button button--primary" onClick={() => editor.open('new')}>
          {t('contentAdmin.newWarning')}
        </button>
      </p>
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : warnings.length === 0 ? (
        <p>{t('contentAdmin.noWarnings')}</p>
      ) : (
        <AdminTable caption={t('contentAdmin.warningsTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('contentAdmin.warningTitle')}</th>
              <th scope="col">{t('contentAdmin.locale')}</th>
              <th scope="col">{t('contentAdmin.warningKind')}</th>
              <th scope="col">{t('contentAdmin.period')}</th>
              <th scope="col">{t('contentAdmin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {warnings.map((warning) => (
              <tr key={warning.id}>
                <td lang={warning.locale === language ? undefined : warning.locale}>
                  {warning.warningTitle}
                </td>
                <td>{localeName(warning.locale)}</td>
                <td>{warning.permitId ?? t('contentAdmin.warningGeneral')}</td>
                <td className="admin-table__nowrap">{period(warning)}</td>
                <td>
                  <RowActions
                    name={warning.warningTitle}
                    onEdit={() => editor.open(String(warning.id))}
                    onDelete={() => setDeleting(warning)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      {deleting && (
        <ConfirmDelete
          title={t('contentAdmin.deleteWarningTitle')}
          text={t('contentAdmin.deleteText', { name: deleting.warningTitle })}
          onConfirm={() => adminContent.deleteWarning(deleting.id)}
          returnFocusTo={headingRef}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
