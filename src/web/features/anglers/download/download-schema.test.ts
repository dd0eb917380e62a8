import * as v from 'valibot';
import { makePermitNumber } from '../../../../shared/permits/permit-number.ts';
import { downloadFormSchema, pdfFileName, prefillFrom } from './download-schema.ts';

const NUMBER = makePermitNumber(5, 2026, 17);

function messages(input: { number: string; firstName: string; lastName: string }) {
  const result = v.safeParse(downloadFormSchema, input);
  return result.success ? [] : result.issues.map((i) => [i.path?.[0]?.key, i.message]);
}

describe('L05/L06 download form', () => {
  it('takes the permit number with spaces removed and the names trimmed', () => {
    const result = v.safeParse(downloadFormSchema, {
      number: ` ${NUMBER.slice(0, 4)} ${NUMBER.slice(4)} `,
      firstName: ' Jonas ',
      lastName: 'Jonaitis',
    });
    expect(result.success && result.output).toEqual({
      number: NUMBER,
      firstName: 'Jonas',
      lastName: 'Jonaitis',
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

  it('is prefilled from the address the payment page sends the buyer to', () => {
    const params = new URLSearchParams(`numeris=${NUMBER}&vardas=Ona&pavarde=%C5%BDemait%C4%97`);
    expect(prefillFrom(params)).toEqual({ number: NUMBER, firstName: 'Ona', lastName: 'Žemaitė' });
    expect(prefillFrom(new URLSearchParams(''))).toEqual({ number: '', firstName: '', lastName: '' });
  });

  it('saves the PDF under the permit’s number', () => {
    expect(pdfFileName(NUMBER)).toBe(`leidimas-${NUMBER}.pdf`);
  });
});
