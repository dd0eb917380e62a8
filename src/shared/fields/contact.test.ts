import {
  isValidAddress,
  isValidEmail,
  isValidPhone,
  isValidPostcode,
  normalizePhone,
  normalizePostcode,
} from './contact.ts';

describe('phone', () => {
  it('accepts only +370 and 8 digits', () => {
    expect(isValidPhone('+37061234567')).toBe(true);
    expect(isValidPhone('+37052123456')).toBe(true);
    for (const phone of [
      '861234567',
      '+3706123456',
      '+370612345678',
      '+370 612 34567',
      '37061234567',
      '+37161234567',
      '',
    ]) {
      expect(isValidPhone(phone)).toBe(false);
    }
  });

  it('normalises the usual ways people type a Lithuanian number', () => {
    expect(normalizePhone('8 612 34567')).toBe('+37061234567');
    expect(normalizePhone('861234567')).toBe('+37061234567');
    expect(normalizePhone('+370 612 34567')).toBe('+37061234567');
    expect(normalizePhone(' +370-612-34567 ')).toBe('+37061234567');
    expect(normalizePhone('(8 5) 212 3456')).toBe('+37052123456');
    expect(normalizePhone('00370 612 34567')).toBe('+37061234567');
  });

  it('gives null for what cannot be a Lithuanian number', () => {
    for (const input of ['8 612 3456', '+371 612 34567', '612345678', '+370 612 3456a', '', '8']) {
      expect(normalizePhone(input)).toBeNull();
    }
  });
});

describe('postcode', () => {
  it('accepts exactly 5 digits', () => {
    expect(isValidPostcode('01100')).toBe(true);
    for (const postcode of ['LT-01100', '0110', '011000', '0110a', ''])
      expect(isValidPostcode(postcode)).toBe(false);
  });

  it('drops an LT- prefix when normalising', () => {
    expect(normalizePostcode('LT-01100')).toBe('01100');
    expect(normalizePostcode('lt-01100')).toBe('01100');
    expect(normalizePostcode(' 01100 ')).toBe('01100');
    expect(normalizePostcode('LV-1050')).toBeNull();
    expect(normalizePostcode('LT-0110')).toBeNull();
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'vardenis@pavyzdys.lt',
      'a.b+permits@am.lt',
      'jonas@mail.vilnius.lt',
      'info@žalias.lt',
    ]) {
      expect(isValidEmail(email)).toBe(true);
    }
  });

  it('refuses the usual typos', () => {
    for (const email of [
      'vardenis.pavyzdys.lt',
      'vardenis@pavyzdys',
      'vardenis@@pavyzdys.lt',
      'a@b@pavyzdys.lt',
      'vardenis @pavyzdys.lt',
      '@pavyzdys.lt',
      'vardenis@',
      'vardenis@pavyzdys..lt',
      'vardenis@.pavyzdys.lt',
      'vardenis@pavyzdys.l',
      'vardenis@1.2',
      '.vardenis@pavyzdys.lt',
      'var..denis@pavyzdys.lt',
      'Vardenis <vardenis@pavyzdys.lt>',
      '',
    ]) {
      expect(isValidEmail(email)).toBe(false);
    }
  });

  it('refuses more than 254 characters, or more than 64 before the @', () => {
    const domain = ['a', 'b', 'c', 'd'].map((c) => c.repeat(60)).join('.'); // 243 characters
    const at254 = `${'x'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(at254.length).toBe(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`x${at254}`)).toBe(false);
    expect(isValidEmail(`${'x'.repeat(64)}@pavyzdys.lt`)).toBe(true);
    expect(isValidEmail(`${'x'.repeat(65)}@pavyzdys.lt`)).toBe(false);
  });
});

describe('isValidAddress', () => {
  it('needs a word with letters and a number', () => {
    expect(isValidAddress('Gedimino pr. 9, Vilnius')).toBe(true);
    expect(isValidAddress('Žalgirio g. 12-3, Kaunas')).toBe(true);
    expect(isValidAddress('A. Jakšto 4')).toBe(true);
  });

  it('refuses an address without a number or without a name', () => {
    expect(isValidAddress('Gedimino prospektas, Vilnius')).toBe(false);
    expect(isValidAddress('12-3')).toBe(false);
    expect(isValidAddress('g 9')).toBe(false);
    expect(isValidAddress('')).toBe(false);
  });
});
