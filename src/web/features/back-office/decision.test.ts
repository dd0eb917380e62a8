import {
  acceptModeOf,
  applicationActionNeedsReason,
  centsToInput,
  defaultValidUntil,
  isCalendarDay,
  parseEuros,
  permitActionNeedsReason,
  placeFailure,
  vilniusToday,
} from './decision.ts';

describe('default validity of an issued permit', () => {
  it('ends on the same day months later', () => {
    expect(defaultValidUntil('2026-03-01', { months: 12 })).toBe('2027-03-01');
    expect(defaultValidUntil('2026-11-21', { months: 1 })).toBe('2026-12-21');
    expect(defaultValidUntil('2026-11-21', { months: 60 })).toBe('2031-11-21');
  });

  it('crosses the year and clamps a day the end month lacks', () => {
    expect(defaultValidUntil('2026-12-15', { months: 3 })).toBe('2027-03-15');
    expect(defaultValidUntil('2026-01-31', { months: 1 })).toBe('2026-02-28');
    expect(defaultValidUntil('2028-01-31', { months: 1 })).toBe('2028-02-29');
    expect(defaultValidUntil('2026-08-31', { months: 13 })).toBe('2027-09-30');
  });

  it('has no end for an indefinite permit or an unreadable start', () => {
    expect(defaultValidUntil('2026-03-01', { indefinite: true })).toBeNull();
    expect(defaultValidUntil('2026-02-30', { months: 12 })).toBeNull();
    expect(defaultValidUntil('', { months: 12 })).toBeNull();
  });

  it('knows a calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-2-1')).toBe(false);
  });

  it('takes today in Vilnius, not on the device clock', () => {
    // 23:30 UTC on 31 December is already 1 January in Vilnius.
    expect(vilniusToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(vilniusToday(new Date('2026-06-15T10:00:00Z'))).toBe('2026-06-15');
  });
});

describe('price typed in euros, sent in cents (spec §9)', () => {
  it('reads a decimal comma or point and spaces between thousands', () => {
    expect(parseEuros('58')).toBe(5800);
    expect(parseEuros('58,5')).toBe(5850);
    expect(parseEuros('58.05')).toBe(5805);
    expect(parseEuros(' 1 234,56 ')).toBe(123456);
    expect(parseEuros('1\u00a0234,56 €')).toBe(123456);
    expect(parseEuros('0')).toBe(0);
    expect(parseEuros('12 EUR')).toBe(1200);
  });

  it('refuses what is not a sum of money', () => {
    for (const bad of ['', '-5', '5,555', 'abc', '1.234,56', '5,', ',5', '12 34 5e2', '1e3', '10000000000'])
      expect(parseEuros(bad), bad).toBeNull();
  });

  it('writes cents back in the language of the form', () => {
    expect(centsToInput(5800, 'lt')).toBe('58,00');
    expect(centsToInput(5805, 'en')).toBe('58.05');
    expect(parseEuros(centsToInput(123456, 'lt'))).toBe(123456);
  });
});

describe('decisions that need a reason (spec §4, lifecycle.ts)', () => {
  it('asks a reason to return, reject and annul, not to take, check or accept', () => {
    expect(applicationActionNeedsReason('return', 'PATEIKTA')).toBe(true);
    expect(applicationActionNeedsReason('reject', 'VERTINAMA')).toBe(true);
    expect(applicationActionNeedsReason('annul', 'PRIIMTA')).toBe(true);
    expect(applicationActionNeedsReason('take', 'PATEIKTA')).toBe(false);
    expect(applicationActionNeedsReason('accept', 'PATIKRINTA')).toBe(false);
  });

  it('asks a reason to suspend and annul a permit, not to renew or archive it', () => {
    expect(permitActionNeedsReason('l13', 'suspend', 'GALIOJANTIS')).toBe(true);
    expect(permitActionNeedsReason('general', 'annul', 'LAIKINAI_SUSTABDYTAS')).toBe(true);
    expect(permitActionNeedsReason('l13', 'renew', 'SUSTABDYTAS')).toBe(false);
    expect(permitActionNeedsReason('general', 'archive', 'PASIBAIGES')).toBe(false);
  });
});

describe('where a refused decision is explained (spec §8)', () => {
  const fields = ['reason', 'priceCents'];

  it('puts a field error beside its field and the rest above the form', () => {
    expect(
      placeFailure(
        {
          message: 'Write the reason.; Too long',
          fieldErrors: [
            { field: 'reason', message: 'Write the reason.' },
            { field: 'other', message: 'Too long' },
          ],
          globalErrors: [],
        },
        fields,
      ),
    ).toEqual({ atFields: { reason: 'Write the reason.' }, general: 'Too long' });
  });

  it('shows only the field when nothing else went wrong', () => {
    expect(
      placeFailure(
        { message: 'x', fieldErrors: [{ field: 'priceCents', message: 'Too high' }], globalErrors: [] },
        fields,
      ),
    ).toEqual({ atFields: { priceCents: 'Too high' }, general: null });
  });

  it("shows the server's own text for a refusal without field errors", () => {
    const refused = {
      message: "This action is not possible in the application's current state.",
      fieldErrors: [],
      globalErrors: [],
    };
    expect(placeFailure(refused, fields)).toEqual({ atFields: {}, general: refused.message });
    expect(placeFailure({ message: 'a; b', fieldErrors: [], globalErrors: ['a', 'b'] }, fields).general).toBe(
      'a; b',
    );
  });
});

describe('what accepting asks for each application type', () => {
  it('issues a new permit for a new application or a change, amends or extends the old one otherwise', () => {
    expect(acceptModeOf('NAUJA')).toBe('issue');
    expect(acceptModeOf('LEIDIMO_KEITIMAS')).toBe('issue');
    expect(acceptModeOf('LEIDIMO_TIKSLINIMAS')).toBe('amend');
    expect(acceptModeOf('PRATESIMAS')).toBe('extend');
  });
});
