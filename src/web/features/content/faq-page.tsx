/**
 * `/faq`: questions from the content service grouped by their tags (spec §3 "questions with
 * faq_tags", §7), with a topic filter (`?tag=uid`). Each question is a disclosure: the native
 * `<details>`/`<summary>` opens with Enter or Space and tells screen readers its state.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../i18n/use-t.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { faqTagsQuery, langOf, questionsQuery } from './content-api.ts';
import { ContentHtml } from './content-html.tsx';
import { type FaqGroup, groupQuestions } from './faq-groups.ts';
import { useFocusMainOnChange } from './use-focus-on-change.ts';
import './content.css';

const groupKey = (group: FaqGroup) => group.tag?.uid ?? 'other';

export function FaqPage() {
  const t = useT();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const questions = useQuery(questionsQuery(language));
  const tags = useQuery(faqTagsQuery(language));
  const chosen = params.get('tag');
  useFocusMainOnChange(chosen);

  const groups = groupQuestions(questions.data ?? [], tags.data ?? []);
  const shown = chosen ? groups.filter((g) => groupKey(g) === chosen) : groups;
  const loading = questions.isPending || tags.isPending;

  return (
    <article className="page">
      <PageHeader title={t('route.faq')} lead={t('faqPage.lead')} />
      {loading ? (
        <Spinner label={t('common.loading')} />
      ) : groups.length === 0 ? (
        <p>{t('faqPage.empty')}</p>
      ) : (
        <>
          <nav className="topic-filter" aria-label={t('faqPage.topics')}>
            <ul className="topic-filter__list">
              <li>
                <Link className="topic-filter__link" to="/faq" aria-current={chosen ? undefined : 'page'}>
                  {t('faqPage.allTopics')}
                </Link>
              </li>
              {groups.map((group) => (
                <li key={groupKey(group)}>
                  <Link
                    className="topic-filter__link"
                    to={`/faq?tag=${encodeURIComponent(groupKey(group))}`}
                    aria-current={chosen === groupKey(group) ? 'page' : undefined}
                    lang={group.tag ? langOf(group.questions[0]!.locale, language) : undefined}
                  >
                    {group.tag?.name ?? t('faqPage.otherTopic')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {shown.length === 0 && <p>{t('faqPage.noSuchTopic')}</p>}
          {shown.map((group) => (
            <FaqSection key={groupKey(group)} group={group} />
          ))}
        </>
      )}
    </article>
  );
}

function FaqSection({ group }: { group: FaqGroup }) {
  const t = useT();
  const { language } = useLanguage();
  const headingId = `faq-${groupKey(group)}`;
  const locale = group.questions[0]!.locale;
  return (
    <section className="page-section faq-group" aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId} lang={group.tag ? langOf(locale, language) : undefined}>
        {group.tag?.name ?? t('faqPage.otherTopic')}
      </h2>
      <div className="faq-list">
        {group.questions.map((question) => (
          <details key={question.id} className="faq-item" lang={langOf(question.locale, language)}>
            <summary className="faq-item__question">{question.question}</summary>
            <ContentHtml
              className="prose faq-item__answer"
              html={question.answer}
              locale={question.locale}
              language={question.locale}
            />
          </details>
        ))}
      </div>
    </section>
  );
}
