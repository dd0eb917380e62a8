import { parseCatchSms } from './grammar.ts';

describe('the catch SMS grammar', () => {
  it('reads a salmon and a sea trout, with and without a length, whatever the case and spacing', () => {
    expect(parseCatchSms('ALIS 12345678903 LAS1')).toEqual({
      kind: 'catch',
      permitNumber: '12345678903',
      speciesCode: 'lasisa',
      amount: 1,
      lengthCm: null,
    });
    expect(parseCatchSms('  alis 1234 5678 903   sla1 72,5 ')).toMatchObject({
      speciesCode: 'slakys',
      permitNumber: '12345678903',
      lengthCm: 72.5,
    });
    expect(parseCatchSms('ALIS 12345678903 LAS1 80cm')).toMatchObject({ lengthCm: 80 });
  });

  it('knows STOP', () => {
    expect(parseCatchSms('stop')).toEqual({ kind: 'stop' });
    expect(parseCatchSms('ALIS STOP')).toEqual({ kind: 'stop' });
  });

  it('calls anything else malformed', () => {
    for (const text of [
      '',
      'LAS1',
      'ALIS LAS1',
      'ALIS 1234567890 LAS1',
      'ALIS 12345678903',
      'ALIS 12345678903 LAS0',
      'ALIS 12345678903 UPE1',
      'ALIS 12345678903 LAS1 72 cm',
      'ALIS 12345678903 LAS1 5',
      'ALIS 12345678903 LAS1 ilga',
      'LABAS',
    ])
      expect(parseCatchSms(text), text).toEqual({ kind: 'malformed' });
  });
});
