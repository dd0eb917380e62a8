/** The about and contacts pages, one per language, written whole (spec §3 "about"; ADR 0005). */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Language } from '../../../shared/i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Notice } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { type PageName, pageQuery } from '../content/index.ts';
import { adminContent, useAfterEdit } from './admin-api.ts';
import { pageFormSchema } from './admin-schemas.ts';
import { AdminTable, useEditorParam, useFocusWhenClosed, useLocaleName } from './admin-ui.tsx';
import { EditorForm, type FieldDef } from './editor-form.tsx';

const PAGES: PageName[] = ['about', 'contacts'];
const LOCALES: Language[] = ['lt', 'en'];

export function PagesTab() {
  const t = useT();
  const localeName = useLocaleName();
  const editor = useEditorParam();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenClosed(editor.editing, headingRef);
  const pageName = (name: PageName) => t(name === 'about' ? 'route.about' : 'route.contacts');

  if (editor.editing !== null) {
    const [name, locale] = editor.editing.split('-') as [PageName, Language];
    if (!PAGES.includes(name) || !LOCALES.includes(locale)) return null;
    return (
      <PageEditor
        key={editor.editing}
        name={name}
        locale={locale}
        title={pageName(name)}
        onClose={editor.close}
      />
    );
  }

  return (
    <section aria-labelledby="admin-pages-title">
      <h2 className="section-title" id="admin-pages-title" ref={headingRef} tabIndex={-1}>
        {t('contentAdmin.pagesTitle')}
      </h2>
      <p>{t('contentAdmin.pagesText')}</p>
      <AdminTable caption={t('contentAdmin.pagesTitle')}>
        <thead>
          <tr>
            <th scope="col">{t('contentAdmin.page')}</th>
            <th scope="col">{t('contentAdmin.locale')}</th>
            <th scope="col">{t('contentAdmin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {PAGES.flatMap((name) =>
            LOCALES.map((locale) => (
              <tr key={`${name}-${locale}`}>
                <td>{pageName(name)}</td>
                <td>{localeName(locale)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => editor.open(`${name}-${locale}`)}
                    aria-label={t('contentAdmin.editNamed', {
                      name: `${pageName(name)} (${localeName(locale)})`,
                    })}
                  >
                    {t('contentAdmin.edit')}
                  </button>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </AdminTable>
    </section>
  );
}

function PageEditor({
  name,
  locale,
  title,
  onClose,
}: {
  name: PageName;
  locale: Language;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
  const { toast } = useFeedback();
  const afterEdit = useAfterEdit();
  const localeName = useLocaleName();
  const page = useQuery(pageQuery(name, locale));
  if (page.isPending) return <Spinner label={t('common.loading')} />;
  // The server answers the Lithuanian page when this language has none.
  const existing = page.data && page.data.locale === locale ? page.data : null;
  const fields: FieldDef[] = [
    { name: 'title', kind: 'text', label: t('contentAdmin.pageTitle'), required: true, maxLength: 300 },
    {
      name: 'content',
      kind: 'html',
      label: t('contentAdmin.pageContent'),
      hint: t('contentAdmin.htmlHint'),
      required: true,
    },
  ];
  return (
    <EditorForm
      id="page"
      title={t('contentAdmin.editPage', { page: title, language: localeName(locale) })}
      lead={
        existing ? undefined : (
          <Notice>
            <p>{t('contentAdmin.pageMissing')}</p>
          </Notice>
        )
      }
      fields={fields}
      schema={pageFormSchema}
      defaultValues={{ title: existing?.title ?? '', content: existing?.content ?? '' }}
      submitLabel={t('contentAdmin.save')}
      onSubmit={(body) => adminContent.savePage(name, locale, body)}
      onSaved={async () => {
        await afterEdit();
        toast(t('contentAdmin.pageSaved'), 'success');
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
