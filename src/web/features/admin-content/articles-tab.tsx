/** News and announcements: every article of both languages, drafts included; create, edit, delete. */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { formatPortalDate } from '../../platform/dates.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Spinner } from '../../ui/spinner.tsx';
import {
  ADMIN_ARTICLE_PAGE,
  type AdminArticle,
  adminArticlesQuery,
  adminContent,
  useAfterEdit,
} from './admin-api.ts';
import { articleFormSchema } from './admin-schemas.ts';
import {
  AdminTable,
  localeOptions,
  RowActions,
  useEditorParam,
  useFocusWhenClosed,
  useLocaleName,
} from './admin-ui.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { EditorForm, type FieldDef, type FormValues } from './editor-form.tsx';

export function ArticlesTab() {
  const t = useT();
  const { language } = useLanguage();
  const { toast } = useFeedback();
  const afterEdit = useAfterEdit();
  const localeName = useLocaleName();
  const editor = useEditorParam();
  const page = Math.max(1, Number(editor.param('page')) || 1);
  const list = useQuery(adminArticlesQuery(page));
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenClosed(editor.editing, headingRef);

  if (editor.editing !== null) {
    const existing =
      editor.editing === 'new' ? null : (list.data ?? []).find((a) => String(a.id) === editor.editing);
    if (list.isPending && editor.editing !== 'new') return <Spinner label={t('common.loading')} />;
    if (editor.editing !== 'new' && !existing) {
      return (
        <p>
          {t('contentAdmin.notFound')}{' '}
          <button type="button" className="link-button" onClick={editor.close}>
            {t('contentAdmin.backToList')}
          </button>
        </p>
      );
    }
    const fields: FieldDef[] = [
      {
        name: 'locale',
        kind: 'select',
        label: t('contentAdmin.locale'),
        required: true,
        options: localeOptions(localeName),
      },
      { name: 'title', kind: 'text', label: t('contentAdmin.articleTitle'), required: true, maxLength: 300 },
      {
        name: 'slug',
        kind: 'text',
        label: t('contentAdmin.slug'),
        hint: t('contentAdmin.slugHint'),
        maxLength: 120,
      },
      {
        name: 'content',
        kind: 'html',
        label: t('contentAdmin.articleContent'),
        hint: t('contentAdmin.htmlHint'),
        required: true,
      },
      {
        name: 'published',
        kind: 'checkbox',
        label: t('contentAdmin.published'),
        hint: t('contentAdmin.publishedHint'),
      },
      {
        name: 'showInPermitsList',
        kind: 'checkbox',
        label: t('contentAdmin.showInPermitsList'),
        hint: t('contentAdmin.showInPermitsListHint'),
      },
    ];
    const defaults: FormValues = existing
      ? {
          locale: existing.locale,
          title: existing.title,
          slug: existing.slug,
          content: existing.content,
          published: existing.published,
          showInPermitsList: existing.showInPermitsList,
        }
      : { locale: language, title: '', slug: '', content: '', published: true, showInPermitsList: false };
    return (
      <EditorForm
        key={editor.editing}
        id="article"
        title={existing ? t('contentAdmin.editArticle') : t('contentAdmin.newArticle')}
        fields={fields}
        schema={articleFormSchema}
        defaultValues={defaults}
        submitLabel={t('contentAdmin.save')}
        onSubmit={(body) =>
          existing ? adminContent.updateArticle(existing.id, body) : adminContent.createArticle(body)
        }
        onSaved={async () => {
          await afterEdit();
          toast(t('contentAdmin.articleSaved'), 'success');
          editor.close();
        }}
        onCancel={editor.close}
      />
    );
  }

  const articles = list.data ?? [];
  return (
    <section aria-labelledby="admin-articles-title">
      <h2 className="section-title" id="admin-articles-title" ref={headingRef} tabIndex={-1}>
        {t('contentAdmin.articlesTitle')}
      </h2>
      <p>
        <button type="button" className="button button--primary" onClick={() => editor.open('new')}>
          {t('contentAdmin.newArticle')}
        </button>
      </p>
      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : articles.length === 0 ? (
        <p>{t('contentAdmin.noArticles')}</p>
      ) : (
        <AdminTable caption={t('contentAdmin.articlesTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('contentAdmin.articleTitle')}</th>
              <th scope="col">{t('contentAdmin.locale')}</th>
              <th scope="col">{t('contentAdmin.date')}</th>
              <th scope="col">{t('contentAdmin.state')}</th>
              <th scope="col">{t('contentAdmin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {articles.map((article) => (
              <tr key={article.id}>
                <td lang={article.locale === language ? undefined : article.locale}>{article.title}</td>
                <td>{localeName(article.locale)}</td>
                <td className="admin-table__nowrap">{formatPortalDate(article.createdAt, language)}</td>
                <td>
                  {article.published ? t('contentAdmin.statePublished') : t('contentAdmin.stateDraft')}
                  {article.showInPermitsList && (
                    <span className="admin-table__note">{t('contentAdmin.stateInPermitsList')}</span>
                  )}
                </td>
                <td>
                  <RowActions
                    name={article.title}
                    onEdit={() => editor.open(String(article.id))}
                    onDelete={() => setDeleting(article)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      {(page > 1 || articles.length === ADMIN_ARTICLE_PAGE) && (
        <p className="button-row">
          {page > 1 && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => editor.set('page', String(page - 1))}
            >
              {t('pager.previous')}
            </button>
          )}
          {articles.length === ADMIN_ARTICLE_PAGE && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => editor.set('page', String(page + 1))}
            >
              {t('pager.next')}
            </button>
          )}
        </p>
      )}
      {deleting && (
        <ConfirmDelete
          title={t('contentAdmin.deleteArticleTitle')}
          text={t('contentAdmin.deleteText', { name: deleting.title })}
          onConfirm={() => adminContent.deleteArticle(deleting.id)}
          returnFocusTo={headingRef}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
