import { describe, expect, it } from 'vitest';
import { type CardFacts, judgeReport } from './rules.ts';

/** 12:00 in Vilnius on 21 November 2026 (UTC+2 in winter). */
const NOW = new Date('2026-11-21T10:00:00.000Z');

const card = (over: Partial<CardFacts> = {}): CardFacts => ({
  kind: 'l06_2',
  state: 'GALIOJANTIS',
  lifecycle: 'general',
  validFrom: '2026-11-20',
  validUntil: '2026-11-22',
  speciesCode: 'lasisa',
  reportFiledAt: null,
  endedAt: null,
  ...over,
});

/** A report sent just now by a phone whose clock agrees with the server's. */
const report = (
  caughtAt: string,
  over: Partial<{ speciesCode: string; amount: number; savedAt: string }> = {},
) => ({
  speciesCode: 'lasisa',
  amount: 1,
  caughtAt,
  savedAt: over.savedAt ?? new Date(Date.parse(caughtAt) + 5 * 60_000).toISOString(),
  sentAt: NOW.toISOString(),
  ...over,
});

describe('judgeReport (spec §4, ADR 0010)', () => {
  it('accepts a catch on a valid card and ends the card through the lifecycle', () => {
    const verdict = judgeReport(card(), report('2026-11-21T09:30:00Z'), NOW);
    expect(verdict).toMatchObject({
      accepted: true,
      endsCard: { to: 'PASIBAIGES' },
      cardEnded: true,
      late: false,
      minutesToReport: 5,
      skewMs: 0,
    });
  });

  it('refuses what is not a card, not in force, or not for this species', () => {
    expect(judgeReport(card({ kind: 'l05_1' }), report('2026-11-21T09:30:00Z'), NOW)).toMatchObject({
      refusal: { rule: 'notACard' },
    });
    for (const state of ['PANAIKINTAS', 'NEGALIOJANTIS', 'NEISDUOTAS'] as const) {
      expect(judgeReport(card({ state }), report('2026-11-21T09:30:00Z'), NOW), state).toMatchObject({
        refusal: { rule: 'annulled' },
      });
    }
    expect(
      judgeReport(card({ state: 'LAIKINAI_SUSTABDYTAS' }), report('2026-11-21T09:30:00Z'), NOW),
    ).toMatchObject({ refusal: { rule: 'suspended' } });
    expect(judgeReport(card(), report('2026-11-21T09:30:00Z', { speciesCode: 'slakys' }), NOW)).toMatchObject(
      { refusal: { rule: 'speciesNotOnCard', speciesCode: 'slakys', cardSpeciesCode: 'lasisa' } },
    );
  });

  it('judges the catch day in Lithuanian time on the server clock', () => {
    // 23:30 UTC on the 19th is 01:30 on the 20th in Vilnius: the card's first day.
    expect(judgeReport(card(), report('2026-11-19T23:30:00Z'), NOW).accepted).toBe(true);
    expect(judgeReport(card(), report('2026-11-19T21:30:00Z'), NOW)).toMatchObject({
      refusal: {
        rule: 'catchOutsideValidity',
        validFrom: '2026-11-20',
        validUntil: '2026-11-22',
        caughtAt: '2026-11-19T21:30:00.000Z',
      },
    });
    expect(judgeReport(card({ validFrom: '2026-11-22' }), report('2026-11-21T09:30:00Z'), NOW)).toMatchObject(
      {
        refusal: { rule: 'notYetValid', validFrom: '2026-11-22' },
      },
    );
  });

  it('after expiry: the owed report whenever it comes; further reports within 30 days', () => {
    const expired = card({ state: 'PASIBAIGES', validFrom: '2026-09-01', validUntil: '2026-09-30' });
    const late = report('2026-09-30T08:00:00Z');
    expect(judgeReport(expired, late, NOW)).toMatchObject({
      accepted: true,
      endsCard: null,
      cardEnded: false,
    });
    const filed = { ...expired, reportFiledAt: new Date('2026-10-01T00:00:00Z') };
    // 21 November is 52 days after 30 September.
    expect(judgeReport(filed, late, NOW)).toMatchObject({
      refusal: { rule: 'reportWindowClosed', validUntil: '2026-09-30' },
    });
    const recent = { ...filed, validFrom: '2026-10-20', validUntil: '2026-10-22' };
    expect(judgeReport(recent, report('2026-10-22T08:00:00Z'), NOW).accepted).toBe(true);
  });

  it('a card still marked valid after its last day is moved on, but was not "ended" by the report', () => {
    const verdict = judgeReport(
      card({ validFrom: '2026-11-10', validUntil: '2026-11-20' }),
      report('2026-11-20T08:00:00Z'),
      NOW,
    );
    expect(verdict).toMatchObject({ accepted: true, endsCard: { to: 'PASIBAIGES' }, cardEnded: false });
  });

  it('a card ended by a report takes further reports of fish caught before the end only', () => {
    const ended = card({
      state: 'PASIBAIGES',
      reportFiledAt: new Date('2026-11-21T09:40:00Z'),
      endedAt: new Date('2026-11-21T09:40:00Z'),
    });
    expect(judgeReport(ended, report('2026-11-21T09:35:00Z'), NOW)).toMatchObject({
      accepted: true,
      endsCard: null,
      cardEnded: false,
    });
    expect(judgeReport(ended, report('2026-11-21T09:45:00Z'), NOW)).toMatchObject({
      refusal: { rule: 'cardEnded', endedAt: '2026-11-21T09:40:00.000Z' },
    });
  });

  it('flags a kept salmon saved more than 10 minutes after the catch', () => {
    const at = '2026-11-21T09:00:00Z';
    expect(judgeReport(card(), report(at, { savedAt: '2026-11-21T09:11:00Z' }), NOW)).toMatchObject({
      late: true,
      minutesToReport: 11,
    });
    expect(judgeReport(card(), report(at, { savedAt: '2026-11-21T09:09:00Z' }), NOW)).toMatchObject({
      late: false,
      minutesToReport: 9,
    });
    expect(
      judgeReport(card(), report(at, { savedAt: '2026-11-21T09:30:00Z', amount: 0 }), NOW),
    ).toMatchObject({ late: false });
  });
});
