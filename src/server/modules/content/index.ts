/** The content service (pages, news, files of the portal). */
export { moveLegacyContentFiles } from './legacy-files.ts';
export { contentRoutes } from './routes.ts';
export { sanitizeHtml } from './sanitize.ts';
