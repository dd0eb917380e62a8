/**
 * FAQ topics (tags) and questions of one language (spec §3 "questions (with faq_tags)",
 * "faq-tags"). Lists come from the public answers, which do not carry `position`: the form starts
 * from the place in the list in the seed's steps (tags 1, 2, 3…, questions 10, 20, 30…), shown so
 * the administrator can correct it.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Language } from '../../../shared/i18n/index.ts';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { useFeedback } from '../../ui/feedback/feedback-context.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { type FaqTag, faqTagsQuery, type Question, questionsQuery } from '../content/index.ts';
import { adminContent, useAfterEdit } from './admin-api.ts';
import { faqTagFormSchema, questionFormSchema } from './admin-schemas.ts';
import {
  AdminTable,
  NotFound,
  RowActions,
  useEditorParam,
  useFocusWhenClosed,
  useLocaleName,
} from './admin-ui.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import { EditorForm, type FieldDef } from './editor-form.tsx';

type Deleting = { kind: 'tag'; item: FaqTag } | { kind: 'question'; item: Question };

export function FaqTab() {
  const t = useT();
  const { language } = useLanguage();
  const { toast } = useFeedback();
  const afterEdit = useAfterEdit();
  const localeName = useLocaleName();
  const editor = useEditorParam();
  const locale: Language =
    editor.param('lang') === 'en' ? 'en' : editor.param('lang') === 'lt' ? 'lt' : language;
  const tagsQuery = useQuery(faqTagsQuery(locale));
  const questions = useQuery(questionsQuery(locale));
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusWhenClosed(editor.editing, headingRef);

  // An empty English list falls back to Lithuanian on the server: here only this language's items count.
  const tags = (tagsQuery.data ?? []).filter((tag) => tag.locale === locale);
  const items = (questions.data ?? []).filter((q) => q.locale === locale);
  const loading = tagsQuery.isPending || questions.isPending;
  const lang = locale === language ? undefined : locale;

  if (editor.editing !== null) {
    if (loading) return <Spinner label={t('common.loading')} />;
    const [what, id] = editor.editing.split('-') as ['tag' | 'question', string];
    const saved = async (message: string) => {
      await afterEdit();
      toast(message, 'success');
      editor.close();
    };
    if (what === 'tag') {
      const index = tags.findIndex((tag) => String(tag.id) === id);
      const existing = index >= 0 ? tags[index]! : null;
      if (id !== 'new' && !existing) return <NotFound onBack={editor.close} />;
      const fields: FieldDef[] = [
        { name: 'name', kind: 'text', label: t('contentAdmin.tagName'), required: true, maxLength: 100 },
        {
          name: 'uid',
          kind: 'text',
          label: t('contentAdmin.tagUid'),
          hint: t('contentAdmin.tagUidHint'),
          required: true,
          maxLength: 60,
        },
        {
          name: 'position',
          kind: 'number',
          label: t('contentAdmin.position'),
          hint: t('contentAdmin.positionHint'),
        },
      ];
      return (
        <EditorForm
          key={editor.editing}
          id="faq-tag"
          title={existing ? t('contentAdmin.editTag') : t('contentAdmin.newTag')}
          lead={<p>{t('contentAdmin.inLanguage', { language: localeName(locale) })}</p>}
          fields={fields}
          schema={faqTagFormSchema}
          defaultValues={{
            locale,
            name: existing?.name ?? '',
            uid: existing?.uid ?? '',
            position: String(existing ? index + 1 : tags.length + 1),
          }}
          submitLabel={t('contentAdmin.save')}
          onSubmit={(body) =>
            existing ? adminContent.updateFaqTag(existing.id, body) : adminContent.createFaqTag(body)
          }
          onSaved={() => saved(t('contentAdmin.tagSaved'))}
          onCancel={editor.close}
        />
      );
    }
    const index = items.findIndex((q) => String(q.id) === id);
    const existing = index >= 0 ? items[index]! : null;
    if (id !== 'new' && !existing) return <NotFound onBack={editor.close} />;
    const fields: FieldDef[] = [
      { name: 'question', kind: 'text', label: t('contentAdmin.question'), required: true, maxLength: 500 },
      {
        name: 'answer',
        kind: 'html',
        label: t('contentAdmin.answer'),
        hint: t('contentAdmin.htmlHint'),
        required: true,
      },
      {
        name: 'tags',
        kind: 'checkboxes',
        label: t('contentAdmin.questionTags'),
        options: tags.map((tag) => ({ value: tag.uid, label: tag.name, lang })),
      },
      {
        name: 'position',
        kind: 'number',
        label: t('contentAdmin.position'),
        hint: t('contentAdmin.positionHint'),
      },
    ];
    return (
      <EditorForm
        key={editor.editing}
        id="faq-question"
        title={existing ? t('contentAdmin.editQuestion') : t('contentAdmin.newQuestion')}
        lead={<p>{t('contentAdmin.inLanguage', { language: localeName(locale) })}</p>}
        fields={fields}
        schema={questionFormSchema}
        defaultValues={{
          locale,
          question: existing?.question ?? '',
          answer: existing?.answer ?? '',
          tags: existing?.faq_tags.map((tag) => tag.uid) ?? [],
          position: String(((existing ? index : items.length) + 1) * 10),
        }}
        submitLabel={t('contentAdmin.save')}
        onSubmit={(body) =>
          existing ? adminContent.updateQuestion(existing.id, body) : adminContent.createQuestion(body)
        }
        onSaved={() => saved(t('contentAdmin.questionSaved'))}
        onCancel={editor.close}
      />
    );
  }

  return (
    <section aria-labelledby="admin-faq-title">
      <h2 className="section-title" id="admin-faq-title" ref={headingRef} tabIndex={-1}>
        {t('contentAdmin.faqTitle')}
      </h2>
      <LanguageChoice value={locale} onChange={(next) => editor.set('lang', next)} />
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <h3 className="admin-subtitle">{t('contentAdmin.tagsTitle')}</h3>
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => editor.open('tag-new', { lang: locale })}
            >
              {t('contentAdmin.newTag')}
            </button>
          </p>
          {tags.length === 0 ? (
            <p>{t('contentAdmin.noTags')}</p>
          ) : (
            <AdminTable caption={t('contentAdmin.tagsTitle')}>
              <thead>
                <tr>
                  <th scope="col">{t('contentAdmin.tagName')}</th>
                  <th scope="col">{t('contentAdmin.tagUid')}</th>
                  <th scope="col">{t('contentAdmin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {tags.map((tag) => (
                  <tr key={tag.id}>
                    <td lang={lang}>{tag.name}</td>
                    <td>
                      <code>{tag.uid}</code>
                    </td>
                    <td>
                      <RowActions
                        name={tag.name}
                        onEdit={() => editor.open(`tag-${tag.id}`, { lang: locale })}
                        onDelete={() => setDeleting({ kind: 'tag', item: tag })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
          <h3 className="admin-subtitle">{t('contentAdmin.questionsTitle')}</h3>
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => editor.open('question-new', { lang: locale })}
            >
              {t('contentAdmin.newQuestion')}
            </button>
          </p>
          {items.length === 0 ? (
            <p>{t('contentAdmin.noQuestions')}</p>
          ) : (
            <AdminTable caption={t('contentAdmin.questionsTitle')}>
              <thead>
                <tr>
                  <th scope="col">{t('contentAdmin.question')}</th>
                  <th scope="col">{t('contentAdmin.questionTags')}</th>
                  <th scope="col">{t('contentAdmin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((question) => (
                  <tr key={question.id}>
                    <td lang={lang}>{question.question}</td>
                    <td lang={lang}>{question.faq_tags.map((tag) => tag.name).join(', ') || '—'}</td>
                    <td>
                      <RowActions
                        name={question.question}
                        onEdit={() => editor.open(`question-${question.id}`, { lang: locale })}
                        onDelete={() => setDeleting({ kind: 'question', item: question })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
        </>
      )}
      {deleting && (
        <ConfirmDelete
          title={t(
            deleting.kind === 'tag' ? 'contentAdmin.deleteTagTitle' : 'contentAdmin.deleteQuestionTitle',
          )}
          text={t('contentAdmin.deleteText', {
            name: deleting.kind === 'tag' ? deleting.item.name : deleting.item.question,
          })}
          onConfirm={() =>
            deleting.kind === 'tag'
              ? adminContent.deleteFaqTag(deleting.item.id)
              : adminContent.deleteQuestion(deleting.item.id)
          }
          returnFocusTo={headingRef}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

/** Which language's items a tab shows: two toggle buttons (the current one pressed). */
export function LanguageChoice({ value, onChange }: { value: Language; onChange: (next: Language) => void }) {
  const t = useT();
  const localeName = useLocaleName();
  return (
    <fieldset className="admin-language">
      <legend className="admin-language__legend">{t('contentAdmin.showLanguage')}</legend>
      {(['lt', 'en'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="button button--secondary button--small"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {localeName(option)}
        </button>
      ))}
    </fieldset>
  );
}
