import { changesWhatIsSent } from '../../features/anglers/catch-report/reports.ts';
import { retryDelay } from './backoff.ts';

describe('the retry delay', () => {
  const options = { baseMs: 5_000, capMs: 300_000 };

  it('doubles with each attempt, drawn from the upper half so that phones spread out', () => {
    expect(retryDelay(1, 'network', () => 0, options)).toBe(2_500);
    expect(retryDelay(1, 'network', () => 1, options)).toBe(5_000);
    expect(retryDelay(2, 'network', () => 0.5, options)).toBe(7_500);
    expect(retryDelay(4, 'busy', () => 1, options)).toBe(40_000);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelay(12, 'timeout', () => 1, options)).toBe(300_000);
    expect(retryDelay(5_000, 'network', () => 1, options)).toBe(300_000);
    expect(retryDelay(5_000, 'network', () => 0, options)).toBe(150_000);
  });

  it('asks again soon about a report the server is still processing', () => {
    expect(retryDelay(9, 'inFlight', () => 1, options)).toBe(5_000);
  });
});

describe('whether a correction changes what is sent', () => {
  const before = {
    permitNumber: '06000000010',
    firstName: 'Jonas',
    lastName: 'Žvejys',
    speciesCode: 'lasisa',
    amount: 1,
    lengthCm: 72.5,
    sex: 'PATELE' as const,
    eelCaught: false,
    caughtAt: '2026-11-21T09:55:00.000Z',
    kind: 'l06_2' as const,
    speciesLt: 'Lašiša',
    speciesEn: 'Atlantic salmon',
  };

  it('is unchanged when only what the phone keeps for itself differs', () => {
    expect(changesWhatIsSent(before, { ...before })).toBe(false);
    expect(changesWhatIsSent(before, { ...before, speciesEn: 'Salmon', kind: null })).toBe(false);
  });

  it('is changed by any field the server receives', () => {
    expect(changesWhatIsSent(before, { ...before, lengthCm: 73 })).toBe(true);
    expect(changesWhatIsSent(before, { ...before, lastName: 'Žvejis' })).toBe(true);
    expect(changesWhatIsSent(before, { ...before, caughtAt: '2026-11-21T09:56:00.000Z' })).toBe(true);
  });

  it('is changed by a corrected security code; a report saved before codes existed has an empty one', () => {
    expect(changesWhatIsSent(before, { ...before, securityCode: 'K7QM3XRT' })).toBe(true);
    expect(changesWhatIsSent({ ...before, securityCode: '' }, before)).toBe(false);
  });
});
