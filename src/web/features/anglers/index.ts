/**
 * What other features use of the anglers' feature (purchase, wallet, catch reports, download). Kept
 * light: only small modules, so that importing it pulls no page, no Dexie and no stylesheet into
 * another feature's chunk (docs/architecture.md, "The web app").
 */
export {
  CATALOGUE_KEY,
  catalogueQuery,
  SERVED_FROM_CACHE_HEADER,
  selectCatalogue,
} from './catalogue-query.ts';
export { catchReportPath } from './catch-report/paths.ts';
