/**
 * What other features use of the portal's content (pages, articles, questions, warnings, permit
 * descriptions): its queries, the sanitised rich text and the warning notices.
 */
export * from './content-api.ts';
export { ContentHtml, useRichTextSanitizer } from './content-html.tsx';
export { WarningNotices } from './warning-notices.tsx';
