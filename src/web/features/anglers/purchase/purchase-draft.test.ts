import type { FishingCatalogue, LicenceDto, WaterBodyDto } from '../../../../shared/anglers/api-types.ts';
import { validatePurchaseRequest } from '../../../../shared/anglers/validate.ts';
import { euros } from '../../../ui/permits/format.ts';
import {
  anglerMode,
  applyPreselection,
  type DraftContext,
  earliestStart,
  emptyDraft,
  FIELD_IDS,
  fieldOfServerPath,
  firstUnansweredBefore,
  type PurchaseDraft,
  purchaseSteps,
  type SelfPerson,
  searchWaterBodies,
  stepErrors,
  stepsFor,
  toPurchaseRequest,
  validUntilOf,
  waterBodiesFor,
  withStartInRange,
} from './purchase-draft.ts';
import { dayRange } from './purchase-format.ts';

const TODAY = '2026-11-21';

function body(overrides: Partial<WaterBodyDto> & Pick<WaterBodyDto, 'id' | 'name'>): WaterBodyDto {
  return {
    code: overrides.id.toUpperCase(),
    oldCode: null,
    type: 'LAKE',
    municipality: 'MOLETU_R_SAV',
    leased: false,
    limited: false,
    lessorName: null,
    lat: 55.2,
    lon: 25.4,
    areaHa: 100,
    offers: [],
    licences: [],
    ...overrides,
  };
}

function licence(overrides: Partial<LicenceDto> & Pick<LicenceDto, 'id' | 'waterBodyId'>): LicenceDto {
  return {
    kind: 'l06_1',
    placeLt: 'Visas telkinys',
    placeEn: 'The whole water body',
    speciesCode: 'UNGURYS',
    period: '1',
    fishingFrom: '2026-05-01',
    fishingTo: '2026-12-31',
    conditionsLt: 'Tik dieną',
    conditionsEn: 'Daytime only',
    amount: 2,
    minSizeCm: 50,
    available: 10,
    total: 20,
    priceCents: 500,
    released: false,
    ...overrides,
  };
}

const catalogue: FishingCatalogue = {
  waterBodies: [
    body({
      id: 'asveja',
      name: 'Asveja',
      leased: true,
      lessorName: 'UAB Žuvis',
      offers: [
        {
          id: 'offer-day',
          waterBodyId: 'asveja',
          period: '1',
          priceCents: 300,
          validFrom: '2026-01-01',
          validTo: '2026-12-31',
        },
      ],
    }),
    body({ id: 'zuvintas', name: 'Žuvintas', municipality: 'ALYTAUS_R_SAV' }),
    body({
      id: 'neris',
      name: 'Neris',
      type: 'RIVER',
      limited: true,
      licences: [
        licence({ id: 'eel', waterBodyId: 'neris' }),
        licence({ id: 'salmon', waterBodyId: 'neris', kind: 'l06_2', speciesCode: 'LASISA', period: '999' }),
        licence({ id: 'sold-out', waterBodyId: 'neris', available: 0 }),
      ],
    }),
  ],
  species: [],
  ticketPrices: { '1': 100, '2': 400, '3': 700, '999': 1400 },
  smsFeeCents: 30,
  asOf: '2026-11-21T08:00:00Z',
};

const SELF: SelfPerson = {
  firstName: 'Jonas',
  lastName: 'Jonaitis',
  personCode: '38703181745',
  email: 'jonas@example.lt',
  phone: null,
};

function context(self: SelfPerson | null = null): DraftContext {
  return { catalogue, today: TODAY, self };
}

function draft(change: Partial<PurchaseDraft> = {}): PurchaseDraft {
  return { ...emptyDraft(TODAY), ...change };
}

const citizen = {
  firstName: 'Ona',
  lastName: 'Petraitienė',
  citizenship: 'PILIETIS' as const,
  personCode: '48806123455',
  personCodeOrBirthDate: '',
  useEmail: false,
  email: '',
  usePhone: false,
  phone: '',
};

describe('the screens of each kind', () => {
  it('asks the period for an angler ticket, the water body and its offer or licence for the others', () => {
    expect(stepsFor('l05_1')).toEqual(['laikotarpis', 'pradzia', 'zvejys', 'perziura']);
    expect(stepsFor('l05_2')).toEqual(['vieta', 'pasiulymas', 'pradzia', 'zvejys', 'perziura']);
    expect(stepsFor('l06_2')).toEqual(['vieta', 'licencija', 'pradzia', 'zvejys', 'perziura']);
  });

  it('lists leased water bodies with offers first for L05.2 and only those with licences of the kind for L06', () => {
    expect(waterBodiesFor('l05_2', catalogue).map((b) => b.id)).toEqual(['asveja', 'neris', 'zuvintas']);
    expect(waterBodiesFor('l06_1', catalogue).map((b) => b.id)).toEqual(['neris']);
    expect(waterBodiesFor('l06_2', catalogue).map((b) => b.id)).toEqual(['neris']);
  });

  it('finds water bodies by name without diacritics, by code and by municipality', () => {
    const names = (code: string) =>
      code === 'ALYTAUS_R_SAV' ? 'Alytaus rajono savivaldybė' : 'Molėtų rajono';
    const all = catalogue.waterBodies;
    expect(searchWaterBodies(all, 'zuvint', names).map((b) => b.id)).toEqual(['zuvintas']);
    expect(searchWaterBodies(all, 'ALYTAUS', names).map((b) => b.id)).toEqual(['zuvintas']);
    expect(searchWaterBodies(all, 'NERIS', names).map((b) => b.id)).toEqual(['neris']);
    expect(searchWaterBodies(all, 'moletu ASVEJA', names).map((b) => b.id)).toEqual(['asveja']);
    expect(searchWaterBodies(all, '  ', names)).toHaveLength(3);
  });
});

describe('what keeps the person on a screen', () => {
  it('is each screen’s check on the step form, in the screens’ order, with the screen’s fields', () => {
    const steps = purchaseSteps('l05_2', context());
    expect(steps.map((step) => step.id)).toEqual(stepsFor('l05_2'));
    expect(steps[0]!.fields).toEqual([FIELD_IDS.waterBody]);
    expect(steps.find((step) => step.id === 'zvejys')!.fields[0]).toBe(FIELD_IDS.forWhom);
    const chosen = draft({ waterBodyId: 'zuvintas' });
    expect(steps[0]!.check(chosen)).toEqual(stepErrors('l05_2', 'vieta', chosen, context()));
    expect(steps[0]!.check(chosen)).toHaveLength(1);
  });

  it('explains that a water body that is not leased needs only an angler ticket (spec §8)', () => {
    const errors = stepErrors('l05_2', 'vieta', draft({ waterBodyId: 'zuvintas' }), context());
    expect(errors).toEqual([
      {
        field: FIELD_IDS.waterBody,
        message: 'anglersPurchase.waterBody.notLeased',
        values: { name: 'Žuvintas' },
      },
    ]);
    expect(stepErrors('l05_2', 'vieta', draft({ waterBodyId: 'asveja' }), context())).toEqual([]);
    expect(stepErrors('l05_2', 'vieta', draft(), context())[0]?.message).toBe(
      'anglersPurchase.waterBody.required',
    );
  });

  it('refuses an offer of another water body and a licence of another kind or one sold out', () => {
    expect(
      stepErrors('l05_2', 'pasiulymas', draft({ waterBodyId: 'neris', offerId: 'offer-day' }), context()),
    ).toHaveLength(1);
    expect(
      stepErrors('l05_2', 'pasiulymas', draft({ waterBodyId: 'asveja', offerId: 'offer-day' }), context()),
    ).toEqual([]);
    expect(
      stepErrors('l06_1', 'licencija', draft({ waterBodyId: 'neris', licenceId: 'salmon' }), context())[0]
        ?.message,
    ).toBe('anglersPurchase.licence.required');
    expect(
      stepErrors('l06_1', 'licencija', draft({ waterBodyId: 'neris', licenceId: 'sold-out' }), context())[0]
        ?.message,
    ).toBe('anglersPurchase.licence.noneLeft');
    expect(
      stepErrors('l06_1', 'licencija', draft({ waterBodyId: 'neris', licenceId: 'eel' }), context()),
    ).toEqual([]);
  });

  it('refuses a start day in the past, an empty one and one that is not a real day', () => {
    const message = (validFrom: string) =>
      stepErrors('l05_1', 'pradzia', draft({ validFrom }), context())[0]?.message;
    expect(message('2026-11-20')).toBe('validation.dateNotBeforeToday');
    expect(message('')).toBe('validation.required');
    expect(message('2026-02-30')).toBe('validation.invalidDate');
    expect(message(TODAY)).toBeUndefined();
    expect(message('2027-03-01')).toBeUndefined();
  });

  it('keeps the start within the offer’s dates and the whole licence within its season, as the server does', () => {
    const start = (kind: 'l05_2' | 'l06_1', change: Partial<PurchaseDraft>) =>
      stepErrors(kind, 'pradzia', draft(change), context()).map((e) => [e.message, e.values]);
    const offer = { waterBodyId: 'asveja', offerId: 'offer-day' };
    expect(start('l05_2', { ...offer, validFrom: '2026-12-31' })).toEqual([]);
    expect(start('l05_2', { ...offer, validFrom: '2027-01-01' })).toEqual([
      ['anglers.error.offerNotValidOn', { from: '2026-01-01', to: '2026-12-31' }],
    ]);
    const eel = { waterBodyId: 'neris', licenceId: 'eel' };
    expect(start('l06_1', { ...eel, validFrom: '2026-12-31' })).toEqual([]);
    expect(start('l06_1', { ...eel, validFrom: '2027-01-01' })).toEqual([
      ['anglers.error.outsideSeason', { from: '2026-05-01', to: '2026-12-31' }],
    ]);
    // The shared rule speaks first: a day in the past is "in the past", not "outside the season".
    expect(start('l06_1', { ...eel, validFrom: '2026-11-20' })).toEqual([
      ['validation.dateNotBeforeToday', undefined],
    ]);
  });

  it('moves a start day before the season opens to its first day', () => {
    const later: FishingCatalogue = {
      ...catalogue,
      waterBodies: [
        body({
          id: 'venta',
          name: 'Venta',
          licences: [licence({ id: 'spring', waterBodyId: 'venta', fishingFrom: '2027-04-01' })],
        }),
      ],
    };
    const chosen = withStartInRange(
      'l06_1',
      draft({ waterBodyId: 'venta', licenceId: 'spring' }),
      later,
      TODAY,
    );
    expect(chosen.validFrom).toBe('2027-04-01');
    expect(earliestStart('l05_1', draft(), later, TODAY)).toBe(TODAY);
    const kept = draft({ waterBodyId: 'venta', licenceId: 'spring', validFrom: '2027-04-10' });
    expect(withStartInRange('l06_1', kept, later, TODAY)).toBe(kept);
    expect(
      applyPreselection('l06_1', draft(), later, { waterBodyId: null, licenceId: 'spring' }, TODAY)?.draft
        .validFrom,
    ).toBe('2027-04-01');
  });

  it('checks the angler with the shared field rules (spec §5)', () => {
    const errors = (angler: Partial<PurchaseDraft['angler']>) =>
      stepErrors('l05_1', 'zvejys', draft({ angler: { ...citizen, ...angler } }), context()).map((e) => [
        e.field,
        e.message,
      ]);
    expect(errors({})).toEqual([]);
    expect(errors({ firstName: '', personCode: '48806123456' })).toEqual([
      [FIELD_IDS.firstName, 'validation.required'],
      [FIELD_IDS.personCode, 'validation.personCode'],
    ]);
    expect(errors({ lastName: 'petraitienė' })).toEqual([[FIELD_IDS.lastName, 'validation.name']]);
    expect(errors({ citizenship: '' })).toEqual([[FIELD_IDS.citizenship, 'validation.required']]);
    expect(errors({ citizenship: 'UZSIENIETIS', personCodeOrBirthDate: '1980-02-30' })).toEqual([
      [FIELD_IDS.personCodeOrBirthDate, 'validation.birthDate'],
    ]);
    expect(errors({ citizenship: 'UZSIENIETIS', personCodeOrBirthDate: '1980-02-28' })).toEqual([]);
    expect(errors({ useEmail: true, email: 'ona@' })).toEqual([[FIELD_IDS.email, 'validation.email']]);
    expect(errors({ usePhone: true, phone: '8 612 34567' })).toEqual([]);
    expect(errors({ usePhone: true, phone: '612' })).toEqual([[FIELD_IDS.phone, 'validation.phone']]);
  });

  it('is the kinds’ angler step on the step form: the screen says what the purchase request’s rules say', () => {
    const screen = purchaseSteps('l05_1', context()).find((step) => step.id === 'zvejys')!;
    expect(screen.fields).toEqual([
      FIELD_IDS.forWhom,
      FIELD_IDS.firstName,
      FIELD_IDS.lastName,
      FIELD_IDS.citizenship,
      FIELD_IDS.personCode,
      FIELD_IDS.personCodeOrBirthDate,
      FIELD_IDS.email,
      FIELD_IDS.phone,
    ]);
    const typed: Partial<PurchaseDraft['angler']>[] = [
      {},
      { firstName: '', lastName: '', citizenship: '' },
      { firstName: 'ona', personCode: '48806123456', useEmail: true, email: '' },
      { citizenship: 'UZSIENIETIS', personCodeOrBirthDate: '2030-01-01', usePhone: true, phone: '612' },
      { useEmail: true, email: 'ona@', usePhone: true, phone: '8 612 34567' },
    ];
    for (const angler of typed) {
      const answers = draft({ period: '1', angler: { ...citizen, ...angler } });
      const request = validatePurchaseRequest(toPurchaseRequest('l05_1', answers, null), { today: TODAY });
      const server = request.issues.flatMap((issue) => {
        const target = fieldOfServerPath('l05_1', issue.path);
        return target?.step === 'zvejys' ? [[target.field, issue.message]] : [];
      });
      expect(screen.check(answers).map((issue) => [issue.field, issue.message])).toEqual(server);
    }
    // The e-mail asked for but left empty: the use flag's message lands on the e-mail field.
    expect(
      screen.check(draft({ angler: { ...citizen, useEmail: true } })).map((issue) => issue.field),
    ).toEqual([FIELD_IDS.email]);
  });

  it('lets a logged-in person choose for whom, and keeps the salmon card for the logged-in angler only', () => {
    expect(anglerMode('l05_1', draft(), null)).toBe('other');
    expect(anglerMode('l05_1', draft(), SELF)).toBe('undecided');
    expect(anglerMode('l05_1', draft({ forWhom: 'self' }), SELF)).toBe('self');
    expect(anglerMode('l06_2', draft({ forWhom: 'other' }), SELF)).toBe('self');
    expect(anglerMode('l06_2', draft(), null)).toBe('loginRequired');
    expect(stepErrors('l06_2', 'zvejys', draft(), context())[0]?.message).toBe(
      'anglersPurchase.angler.loginRequired',
    );
    expect(stepErrors('l05_1', 'zvejys', draft(), context(SELF))[0]?.message).toBe(
      'anglersPurchase.angler.forWhom.required',
    );
    // For oneself the gateway's name and code are used; only the contacts are checked.
    expect(stepErrors('l06_2', 'zvejys', draft(), context(SELF))).toEqual([]);
  });

  it('sends a deep link or a reload to the first question not answered yet', () => {
    expect(firstUnansweredBefore('l05_1', 'perziura', draft(), context())).toBe('laikotarpis');
    expect(firstUnansweredBefore('l05_1', 'perziura', draft({ period: '1' }), context())).toBe('zvejys');
    expect(
      firstUnansweredBefore('l05_1', 'perziura', draft({ period: '1', angler: citizen }), context()),
    ).toBeNull();
    expect(firstUnansweredBefore('l05_1', 'laikotarpis', draft(), context())).toBeNull();
  });
});

describe('preselection from the map', () => {
  it('opens the offers of a leased water body, and the water body screen for one that is not leased', () => {
    const leased = applyPreselection(
      'l05_2',
      draft(),
      catalogue,
      { waterBodyId: 'asveja', licenceId: null },
      TODAY,
    );
    expect(leased).toMatchObject({ step: 'pasiulymas', draft: { waterBodyId: 'asveja' } });
    const free = applyPreselection(
      'l05_2',
      draft(),
      catalogue,
      { waterBodyId: 'zuvintas', licenceId: null },
      TODAY,
    );
    expect(free).toMatchObject({ step: 'vieta', draft: { waterBodyId: 'zuvintas' } });
    expect(
      applyPreselection('l05_2', draft(), catalogue, { waterBodyId: 'nowhere', licenceId: null }, TODAY),
    ).toBeNull();
  });

  it('opens the start day of a licence, or the licences when it is sold out; only for its own kind', () => {
    expect(
      applyPreselection('l06_1', draft(), catalogue, { waterBodyId: null, licenceId: 'eel' }, TODAY),
    ).toMatchObject({
      step: 'pradzia',
      draft: { waterBodyId: 'neris', licenceId: 'eel' },
    });
    expect(
      applyPreselection('l06_1', draft(), catalogue, { waterBodyId: null, licenceId: 'sold-out' }, TODAY)
        ?.step,
    ).toBe('licencija');
    expect(
      applyPreselection('l06_1', draft(), catalogue, { waterBodyId: null, licenceId: 'salmon' }, TODAY),
    ).toBeNull();
  });

  it('drops an offer chosen for another water body', () => {
    const before = draft({ waterBodyId: 'asveja', offerId: 'offer-day' });
    const after = applyPreselection(
      'l05_2',
      before,
      catalogue,
      { waterBodyId: 'neris', licenceId: null },
      TODAY,
    );
    expect(after?.draft).toMatchObject({ waterBodyId: 'neris', offerId: null });
  });
});

describe('the request and the dates', () => {
  it('computes the last valid day live as the server does (periods.ts)', () => {
    expect(validUntilOf('l05_1', draft({ period: '1' }), catalogue)).toBe(TODAY);
    expect(validUntilOf('l05_1', draft({ period: '2' }), catalogue)).toBe('2026-12-04');
    expect(validUntilOf('l06_2', draft({ waterBodyId: 'neris', licenceId: 'salmon' }), catalogue)).toBe(
      '2027-11-20',
    );
    expect(validUntilOf('l05_1', draft({ period: '1', validFrom: '2026-13-01' }), catalogue)).toBeNull();
  });

  it('sends only what the kind needs, the phone in its stored form and the contacts only when used', () => {
    const request = toPurchaseRequest(
      'l05_1',
      draft({
        period: '1',
        offerId: 'offer-day',
        angler: {
          ...citizen,
          firstName: ' Ona ',
          usePhone: true,
          phone: '8 612 34567',
          email: 'kept@example.lt',
        },
      }),
      null,
    );
    expect(request).toEqual({
      kind: 'l05_1',
      period: '1',
      validFrom: TODAY,
      paymentMethod: 'BANK',
      angler: {
        firstName: 'Ona',
        lastName: 'Petraitienė',
        citizenship: 'PILIETIS',
        personCode: '48806123455',
        useEmail: false,
        usePhone: true,
        phone: '+37061234567',
      },
    });
  });

  it('buys for oneself with the gateway identity, whatever was typed for someone else', () => {
    const request = toPurchaseRequest(
      'l06_2',
      draft({ waterBodyId: 'neris', licenceId: 'salmon', forWhom: 'other', angler: citizen }),
      SELF,
    );
    expect(request.licenceId).toBe('salmon');
    expect(request.angler).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Jonaitis',
      personCode: '38703181745',
    });
    const foreigner = toPurchaseRequest(
      'l05_2',
      draft({
        waterBodyId: 'asveja',
        offerId: 'offer-day',
        angler: { ...citizen, citizenship: 'UZSIENIETIS', personCodeOrBirthDate: '1980-02-28' },
      }),
      null,
    );
    expect(foreigner).toMatchObject({ waterBodyId: 'asveja', offerId: 'offer-day' });
    expect(foreigner.angler).toMatchObject({
      citizenship: 'UZSIENIETIS',
      personCodeOrBirthDate: '1980-02-28',
    });
    expect(foreigner.angler.personCode).toBeUndefined();
  });

  it('places the server’s field messages on the screen that asks them', () => {
    expect(fieldOfServerPath('l05_1', 'angler.personCode')).toEqual({
      step: 'zvejys',
      field: FIELD_IDS.personCode,
    });
    expect(fieldOfServerPath('l05_1', 'validFrom')).toEqual({ step: 'pradzia', field: FIELD_IDS.validFrom });
    expect(fieldOfServerPath('l05_1', 'licenceId')).toBeNull();
    expect(fieldOfServerPath('l06_1', 'licenceId')).toEqual({ step: 'licencija', field: FIELD_IDS.licence });
  });

  it('writes money and days as the portal does (spec §9)', () => {
    expect(euros(1250, 'lt')).toBe('12,50\u00a0€');
    expect(euros(30, 'en')).toBe('€0.30');
    expect(dayRange('2026-11-21', '2026-12-04', 'en')).toBe('21-11-2026 – 04-12-2026');
    expect(dayRange('2026-11-21', '2026-11-21', 'lt')).toBe('2026-11-21');
  });
});
