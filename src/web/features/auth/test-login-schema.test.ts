import * as v from 'valibot';
import { testLoginSchema } from './test-login-schema.ts';

const messages = (input: Record<string, string>) => {
  const result = v.safeParse(testLoginSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('test login form', () => {
  const valid = { vardas: 'Jonas', pavarde: 'Jonaitis', asmensKodas: '39001010000', imonesKodas: '' };

  it('accepts a person with or without a company', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, imonesKodas: '110051834' })).toEqual([]);
    expect(v.parse(testLoginSchema, valid).imonesKodas).toBeUndefined();
  });

  it('asks for names and a valid person code', () => {
    expect(messages({ ...valid, vardas: ' ', asmensKodas: '123' })).toEqual([
      'validation.required',
      'validation.personCodeFormat',
    ]);
    expect(messages({ ...valid, asmensKodas: '49001010002' })).toEqual(['validation.personCode']);
  });

  it('checks the company code', () => {
    expect(messages({ ...valid, imonesKodas: '12' })).toEqual(['validation.companyCode']);
  });
});
