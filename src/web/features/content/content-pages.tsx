/**
 * Pages whose text comes from the content management service (spec §3 Content, §7): about,
 * contacts, announcements, FAQ and educational material. One lazy chunk (app/pages.tsx).
 */
export { ArticlePage } from './article-page.tsx';
export { ArticlesPage } from './articles-page.tsx';
export { EducationalMaterialPage } from './educational-material-page.tsx';
export { FaqPage } from './faq-page.tsx';
export { AboutPage, ContactsPage } from './static-pages.tsx';
