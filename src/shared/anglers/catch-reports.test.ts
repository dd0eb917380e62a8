import { describe, expect, it } from 'vitest';
import {
  isLateReport,
  judgeCatchTimes,
  MAX_CATCH_AMOUNT,
  parseMoment,
  validateCatchReport,
} from './catch-reports.ts';

const valid = {
  id: '2F1C7C1E-5B0A-4C8E-9D0F-0A1B2C3D4E5F',
  permitNumber: ' 0626 000001 2 ',
  firstName: ' Jonas ',
  lastName: 'Jonaitis',
  speciesCode: 'lasisa',
  amount: 1,
  lengthCm: 72.5,
  sex: 'PATELE',
  eelCaught: false,
  caughtAt: '2026-11-21T10:00:00+02:00',
  savedAt: '2026-11-21T08:05:00.000Z',
  sentAt: '2026-11-21T08:30:00.000Z',
};

function issuesOf(input: unknown, options?: { sending?: boolean }) {
  const result = validateCatchReport(input, options);
  return result.ok ? [] : result.issues.map((i) => [i.path, i.message]);
}

describe('validateCatchReport (spec §3 Catch report, §5)', () => {
  it('accepts a whole report and normalises what people and phones type differently', () => {
    const result = validateCatchReport(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toEqual({
      id: '2f1c7c1e-5b0a-4c8e-9d0f-0a1b2c3d4e5f',
      permitNumber: '06260000012',
      firstName: 'Jonas',
      lastName: 'Jonaitis',
      securityCode: '',
      speciesCode: 'lasisa',
      amount: 1,
      lengthCm: 72.5,
      sex: 'PATELE',
      eelCaught: false,
      caughtAt: '2026-11-21T08:00:00.000Z',
      savedAt: '2026-11-21T08:05:00.000Z',
      sentAt: '2026-11-21T08:30:00.000Z',
    });
  });

  it('takes the security code as people type it, and checks its shape only (ADR 0015)', () => {
    const typed = validateCatchReport({ ...valid, securityCode: ' k7qm-3xrt ' });
    expect(typed.ok && typed.request.securityCode).toBe('K7QM3XRT');
    expect(issuesOf({ ...valid, securityCode: 'K7QM-0XRT' })).toEqual([
      ['securityCode', 'anglers.securityCode.format'],
    ]);
    // Left out: the server decides whether a session proves the holder instead.
    expect(issuesOf({ ...valid, securityCode: '' })).toEqual([]);
  });

  it('reads numbers typed in a form, with a decimal comma', () => {
    const result = validateCatchReport({ ...valid, amount: '2', lengthCm: '54,5' });
    expect(result.ok && result.request).toMatchObject({ amount: 2, lengthCm: 54.5 });
  });

  it('nothing kept: no length and no sex are asked, and any given are dropped', () => {
    const result = validateCatchReport({ ...valid, amount: 0, lengthCm: null, sex: '' });
    expect(result.ok && result.request).toMatchObject({ amount: 0, lengthCm: null, sex: 'NEZINOMA' });
    const dropped = validateCatchReport({ ...valid, amount: 0, lengthCm: 40, sex: 'PATINAS' });
    expect(dropped.ok && dropped.request).toMatchObject({ lengthCm: null, sex: 'NEZINOMA' });
  });

  it('names every missing field', () => {
    expect(issuesOf({})).toEqual([
      ['id', 'validation.required'],
      ['permitNumber', 'permitDocument.error.numberRequired'],
      ['firstName', 'validation.required'],
      ['lastName', 'validation.required'],
      ['speciesCode', 'validation.required'],
      ['amount', 'validation.required'],
      ['eelCaught', 'validation.required'],
      ['caughtAt', 'validation.required'],
      ['savedAt', 'validation.required'],
      ['sentAt', 'validation.required'],
    ]);
    expect(issuesOf({ ...valid, lengthCm: null, sex: null })).toEqual([
      ['lengthCm', 'validation.required'],
      ['sex', 'validation.required'],
    ]);
  });

  it('refuses values out of range or of the wrong shape', () => {
    expect(issuesOf({ ...valid, id: 'report-1' })).toEqual([['id', 'catchReport.error.id']]);
    expect(issuesOf({ ...valid, permitNumber: '06A6' })).toEqual([['permitNumber', 'validation.digitsOnly']]);
    expect(issuesOf({ ...valid, permitNumber: '0626' })).toEqual([
      ['permitNumber', 'permitDocument.error.numberFormat'],
    ]);
    expect(issuesOf({ ...valid, permitNumber: '06260000018' })).toEqual([
      ['permitNumber', 'permitDocument.error.checkDigit'],
    ]);
    for (const amount of [-1, 1.5, MAX_CATCH_AMOUNT + 1, '2.0', 'du', true]) {
      expect(issuesOf({ ...valid, amount }), String(amount)).toEqual([
        ['amount', 'catchReport.error.amount'],
      ]);
    }
    expect(issuesOf({ ...valid, amount: MAX_CATCH_AMOUNT })).toEqual([]);
    for (const lengthCm of [0.5, 300.1, 45.25, '45,25', 'ilga', Number.NaN]) {
      expect(issuesOf({ ...valid, lengthCm }), String(lengthCm)).toEqual([
        ['lengthCm', 'catchReport.error.length'],
      ]);
    }
    expect(issuesOf({ ...valid, lengthCm: 1 })).toEqual([]);
    expect(issuesOf({ ...valid, lengthCm: 300 })).toEqual([]);
    expect(issuesOf({ ...valid, sex: 'VYRAS' })).toEqual([['sex', 'validation.choice']]);
    expect(issuesOf({ ...valid, speciesCode: 'Lašiša' })).toEqual([['speciesCode', 'validation.choice']]);
    expect(issuesOf({ ...valid, eelCaught: 'ne' })).toEqual([['eelCaught', 'validation.required']]);
    expect(issuesOf({ ...valid, firstName: 'J'.repeat(101) })).toEqual([
      ['firstName', 'validation.maxLength'],
    ]);
  });

  it('wants real moments with an offset, in order on the phone clock', () => {
    for (const caughtAt of ['2026-11-21 10:00', '2026-11-21T10:00:00', '2026-02-30T10:00:00Z', 'vakar']) {
      expect(issuesOf({ ...valid, caughtAt }), caughtAt).toEqual([['caughtAt', 'catchReport.error.time']]);
    }
    // Caught after it was saved (beyond a minute of clock jitter).
    expect(issuesOf({ ...valid, caughtAt: '2026-11-21T08:06:01Z' })).toEqual([
      ['caughtAt', 'catchReport.error.caughtAfterSaved'],
    ]);
    expect(issuesOf({ ...valid, caughtAt: '2026-11-21T08:05:59Z' })).toEqual([]);
    // Saved after it was sent: the clock went back in between (a flat battery), skew cannot be judged.
    expect(issuesOf({ ...valid, sentAt: '2000-01-01T00:03:00Z' })).toEqual([
      ['savedAt', 'catchReport.error.savedAfterSent'],
    ]);
  });

  it('on the phone, before sending, leaves sentAt out', () => {
    const { sentAt: _sentAt, ...saved } = valid;
    expect(issuesOf(saved, { sending: false })).toEqual([]);
    expect(issuesOf(saved)).toEqual([['sentAt', 'validation.required']]);
  });
});

describe('judgeCatchTimes and lateness (spec §8 warning, architecture §5)', () => {
  const server = new Date('2026-11-21T12:00:00.000Z');

  it('measures skew from the send time and corrects the catch time with it', () => {
    // The phone is 2 hours ahead: it says it sent at 14:00 when the server reads 12:00.
    const judged = judgeCatchTimes(
      { caughtAt: '2026-11-21T13:40:00Z', savedAt: '2026-11-21T13:49:00Z', sentAt: '2026-11-21T14:00:00Z' },
      server,
    );
    expect(judged.skewMs).toBe(2 * 3600_000);
    expect(judged.caughtAtServer.toISOString()).toBe('2026-11-21T11:40:00.000Z');
    expect(judged.minutesToReport).toBe(9);
    expect(judged.consistent).toBe(true);
  });

  it('a phone reset to its factory date is years off; the catch time still comes out right', () => {
    const judged = judgeCatchTimes(
      { caughtAt: '2000-01-01T00:10:00Z', savedAt: '2000-01-01T00:21:00Z', sentAt: '2000-01-01T01:00:00Z' },
      server,
    );
    expect(judged.caughtAtServer.toISOString()).toBe('2026-11-21T11:10:00.000Z');
    expect(isLateReport('lasisa', 1, judged.minutesToReport)).toBe(true);
  });

  it('only a kept salmon or sea trout saved more than 10 minutes after the catch is late', () => {
    expect(isLateReport('lasisa', 1, 10.5)).toBe(true);
    expect(isLateReport('slakys', 2, 11)).toBe(true);
    expect(isLateReport('lasisa', 1, 10)).toBe(false);
    expect(isLateReport('lasisa', 0, 30)).toBe(false);
    expect(isLateReport('sterkas', 1, 30)).toBe(false);
  });

  it('parseMoment reads offsets and refuses days that do not exist', () => {
    expect(parseMoment('2026-11-21T10:00:00+02:00')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseMoment('2026-11-21T08:00Z')?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(parseMoment('2026-13-01T08:00:00Z')).toBeNull();
    expect(parseMoment(1_700_000_000_000)).toBeNull();
  });
});
