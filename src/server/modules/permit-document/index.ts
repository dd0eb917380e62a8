/** The permit's PDF, its seal and the public permit check. */
export { pdfFonts, renderPermitPdf, wrapText } from './pdf.ts';
export { PERMIT_CHECK_PATH, permitDocumentRoutes } from './routes.ts';
export { createPermitSigner, type PermitSigner, sealPermit } from './signing.ts';
