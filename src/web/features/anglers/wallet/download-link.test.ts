import { DOWNLOAD_PARAMS, downloadFormPath, splitHolderName } from './download-link.ts';

describe('the filled download form’s address', () => {
  it('splits a holder’s name with the surname last', () => {
    expect(splitHolderName('Jonas Jonaitis')).toEqual({ firstName: 'Jonas', lastName: 'Jonaitis' });
    expect(splitHolderName(' Jonas  Petras Jonaitis ')).toEqual({
      firstName: 'Jonas Petras',
      lastName: 'Jonaitis',
    });
    expect(splitHolderName('Ona Žemaitė-Bendoriūtė')).toEqual({
      firstName: 'Ona',
      lastName: 'Žemaitė-Bendoriūtė',
    });
    expect(splitHolderName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });

  it('carries the number only: names never go into the address (issue 15; ADR 0015)', () => {
    const path = downloadFormPath('l06_1', { number: '05260000018' });
    expect(path).toBe(`/atsisiusti/l06_1?${DOWNLOAD_PARAMS.number}=05260000018`);
    const withNames = {
      number: '05260000018',
      firstName: 'Ona',
      lastName: 'Žemaitė',
      securityCode: 'K7QM3XRT',
    };
    expect(downloadFormPath('l06_1', withNames)).toBe(path);
  });
});
