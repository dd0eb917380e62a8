/**
 * What other features use of the public information pages: the catch chart (the lessors' and
 * officers' fishing summary draws it too) with its month bars and its styles.
 */
export { CatchChart } from './catch-report/catch-chart.tsx';
export { monthBars } from './catch-report/report-chart.ts';

import './catch-report/catch-report.css';
