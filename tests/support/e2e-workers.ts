/**
 * How many browser-journey workers run at once (`E2E_WORKERS`, default 2 — one per core of the CI
 * machine). Each has its own server and database (e2e-setup.ts, e2e-base-url.ts).
 */
export function e2eWorkers(): number {
  const value = Number(process.env.E2E_WORKERS ?? '2');
  return Number.isInteger(value) && value > 0 ? value : 1;
}
