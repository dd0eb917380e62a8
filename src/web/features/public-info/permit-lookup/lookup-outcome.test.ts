import type { AnglerPermitLookup } from '../../../../shared/anglers/catch-reports.ts';
import { ApiError } from '../../../platform/api.ts';
import { lookupProblem, standingOf } from './lookup-outcome.ts';

type Found = Extract<AnglerPermitLookup, { found: true }>;

const permit: Found = {
  found: true,
  number: '06260000420',
  kind: 'l06_2',
  state: 'GALIOJANTIS',
  valid: true,
  validFrom: '2026-11-21',
  validUntil: '2026-11-21',
  holderInitials: 'V. Ž.',
  waterBody: { code: '12010001', name: 'Neris' },
  species: { code: 'lasisa', nameLt: 'Lašiša', nameEn: 'Atlantic salmon' },
};

describe('what the lookup says about a permit found', () => {
  it('says valid when the registry says so', () => {
    expect(standingOf(permit, '2026-11-21')).toEqual({ type: 'valid' });
  });

  it('names the state of a permit no longer in force, e.g. ended by its catch report', () => {
    expect(standingOf({ ...permit, valid: false, state: 'PASIBAIGES' }, '2026-11-21')).toEqual({
      type: 'state',
      state: 'PASIBAIGES',
    });
    expect(standingOf({ ...permit, valid: false, state: 'PANAIKINTAS' }, '2026-11-21')).toEqual({
      type: 'state',
      state: 'PANAIKINTAS',
    });
  });

  it('tells a permit in force but outside its days by its dates', () => {
    const later = { ...permit, valid: false, validFrom: '2026-12-01', validUntil: '2026-12-14' };
    expect(standingOf(later, '2026-11-21')).toEqual({ type: 'notYet', validFrom: '2026-12-01' });
    expect(standingOf(later, '2026-12-15')).toEqual({ type: 'expired', validUntil: '2026-12-14' });
  });
});

describe('why the lookup has no answer', () => {
  const error = (status: number, body?: unknown) => new ApiError('text', { status, body, fieldErrors: [] });

  it('tells too many lookups and no network apart from other faults', () => {
    expect(lookupProblem(error(429))).toEqual({ type: 'tooMany' });
    expect(lookupProblem(error(-1))).toEqual({ type: 'offline' });
    expect(lookupProblem(error(500))).toEqual({ type: 'failed', text: 'text' });
    expect(lookupProblem(new Error('boom'))).toEqual({ type: 'failed', text: '' });
  });

  it('puts the server’s words about the number at the field', () => {
    const refused = new ApiError('Bad number', {
      status: 400,
      fieldErrors: [{ field: 'numeris', message: 'A permit number has 11 digits.' }],
    });
    expect(lookupProblem(refused)).toEqual({ type: 'field', text: 'A permit number has 11 digits.' });
  });
});
