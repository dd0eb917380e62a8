/** Documents attached to applications. */
export { documentRoutes } from './routes.ts';
export { applicantDocumentUrl, createDocumentService, listDocuments, officerDocumentUrl } from './service.ts';
