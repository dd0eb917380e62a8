/** Warnings from the content service (spec §3 "warnings (warningTitle, showWarning)") as notices. */
import type { Language } from '../../../shared/i18n/index.ts';
import { Notice } from '../../ui/page.tsx';
import { langOf, type Warning } from './content-api.ts';
import { ContentHtml } from './content-html.tsx';
import './content-shared.css';

interface WarningNoticesProps {
  warnings: readonly Warning[];
  language: Language;
  /** The level that fits the page's outline: h2 under the page title, h3 inside a section. */
  headingLevel?: 2 | 3;
}

export function WarningNotices({ warnings, language, headingLevel = 2 }: WarningNoticesProps) {
  if (warnings.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="content-warnings">
      {warnings.map((warning) => (
        <Notice key={warning.id} tone="warning">
          <div lang={langOf(warning.locale, language)}>
            <Heading className="content-warnings__title">{warning.warningTitle}</Heading>
            <ContentHtml
              className="content-warnings__text"
              html={warning.content}
              locale={warning.locale}
              language={warning.locale}
            />
          </div>
        </Notice>
      ))}
    </div>
  );
}
