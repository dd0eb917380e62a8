/** A complete, valid L04 application: a Curonian Lagoon fishing company's quotas for the year. */
export const l04Example: Record<string, unknown> = {
  fishingArea: 'Kuršių marios, Rusnės–Ventės ruožas',
  vesselName: 'Žuvėdra',
  vesselNumber: 'KLJ-0412',
  quotas: [
    { quotaType: 'L04_KURSIU_MARIOS', quotaKind: 'PIRMINE', gear: 'STATOMASIS_TINKLAS', amount: '30' },
    { quotaType: 'L04_KURSIU_MARIOS', quotaKind: 'RESPUBLIKINE', gear: 'BUCIUKAS', amount: '12' },
    { quotaType: 'L04_STINTOS', quotaKind: 'PIRMINE', gear: 'VENTERIS', amount: '6' },
    { quotaType: 'L04_UNGURIAI', quotaKind: 'PIRMINE', gear: 'UDA', amount: '4' },
  ],
};

/** Document types a complete L04 application carries. */
export const l04ExampleDocuments = ['LAIVO_LIUDIJIMAS'];
