import * as v from 'valibot';
import { makePermitNumber } from '../../../../shared/permits/permit-number.ts';
import { downloadFormSchema, pdfFileName, prefillFrom } from './download-schema.ts';

const NUMBER = makePermitNumber(5, 2026, 17);

function messages(input: { number: string; firstName: string; lastName: string; securityCode?: string }) {
  const result = v.safeParse(downloadFormSchema(false), { securityCode: '', ...input });
  return result.success ? [] : result.issues.map((i) => [i.path?.[0]?.key, i.message]);
}

describe('L05/L06 download form', () => {
  it('takes the permit number with spaces removed and the names trimmed', () => {
    const result = v.safeParse(downloadFormSchema(), {
      number: ` ${NUMBER.slice(0, 4)} ${NUMBER.slice(4)} `,
      firstName: ' Jonas ',
      lastName: 'Jonaitis',
      securityCode: 'k7qm-3xrt',
    });
    expect(result.success && result.output).toEqual({
      number: NUMBER,
      firstName: 'Jonas',
      lastName: 'Jonaitis',
      securityCode: 'K7QM3XRT',
    });
  });

  it('says digits only for anything else in the number (spec §5), one message per field', () => {
    expect(messages({ number: '0526000001A', firstName: 'Jonas', lastName: 'Jonaitis' })).toEqual([
      ['number', 'validation.digitsOnly'],
    ]);
    expect(messages({ number: '05-26-000001', firstName: 'Jonas', lastName: 'Jonaitis' })).toEqual([
      ['number', 'validation.digitsOnly'],
    ]);
  });

  it('catches a short number and a mistyped digit before asking the server', () => {
    expect(messages({ number: '0526', firstName: 'Jonas', lastName: 'Jonaitis' })).toEqual([
      ['number', 'permitCheck.error.numberFormat'],
    ]);
    const typo = `${NUMBER.slice(0, 10)}${(Number(NUMBER[10]) + 1) % 10}`;
    expect(messages({ number: typo, firstName: 'Jonas', lastName: 'Jonaitis' })).toEqual([
      ['number', 'permitCheck.error.checkDigit'],
    ]);
  });

  it('requires every field', () => {
    expect(messages({ number: '', firstName: ' ', lastName: '' })).toEqual([
      ['number', 'validation.required'],
      ['firstName', 'validation.required'],
      ['lastName', 'validation.required'],
    ]);
    expect(messages({ number: NUMBER, firstName: 'J'.repeat(101), lastName: 'jonaitis' })).toEqual([
      ['firstName', 'anglersDownload.nameTooLong'],
    ]);
  });

  it('asks for the security code without a login, and checks its shape (ADR 0015)', () => {
    const typed = { number: NUMBER, firstName: 'Jonas', lastName: 'Jonaitis' };
    const anonymous = (securityCode: string) => {
      const result = v.safeParse(downloadFormSchema(true), { ...typed, securityCode });
      return result.success ? [] : result.issues.map((i) => [i.path?.[0]?.key, i.message]);
    };
    expect(anonymous('')).toEqual([['securityCode', 'anglersDownload.securityCodeRequired']]);
    expect(anonymous('K7QM-0XRT')).toEqual([['securityCode', 'anglers.securityCode.format']]);
    expect(anonymous('k7qm 3xrt')).toEqual([]);
    // Logged in, the angler or the buyer may leave it out.
    expect(messages(typed)).toEqual([]);
  });

  it('takes only the number from the address; names and code come from this device’s wallet', () => {
    const params = new URLSearchParams(`numeris=${NUMBER}&vardas=Ona&pavarde=%C5%BDemait%C4%97`);
    expect(prefillFrom(params)).toEqual({ number: NUMBER, firstName: '', lastName: '', securityCode: '' });
    expect(prefillFrom(params, { holderName: 'Ona Žemaitė', securityCode: 'K7QM3XRT' })).toEqual({
      number: NUMBER,
      firstName: 'Ona',
      lastName: 'Žemaitė',
      securityCode: 'K7QM-3XRT',
    });
    // A ticket kept before codes existed fills in the names only.
    expect(
      prefillFrom(params, {
        holderName: 'Ona Marija Žemaitė',
        names: { firstName: 'Ona', lastName: 'Marija Žemaitė' },
      }),
    ).toEqual({
      number: NUMBER,
      firstName: 'Ona',
      lastName: 'Marija Žemaitė',
      securityCode: '',
    });
    expect(prefillFrom(new URLSearchParams(''))).toEqual({
      number: '',
      firstName: '',
      lastName: '',
      securityCode: '',
    });
  });

  it('saves the PDF under the permit’s number', () => {
    expect(pdfFileName(NUMBER)).toBe(`leidimas-${NUMBER}.pdf`);
  });
});
