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

  it('carries the number and the names in the query the form reads', () => {
    const path = downloadFormPath('l06_1', { number: '05260000018', firstName: 'Ona', lastName: 'Žemaitė' });
    const [route, query] = path.split('?');
    expect(route).toBe('/atsisiusti/l06_1');
    const params = new URLSearchParams(query);
    expect(params.get(DOWNLOAD_PARAMS.number)).toBe('05260000018');
    expect(params.get('vardas')).toBe('Ona');
    expect(params.get('pavarde')).toBe('Žemaitė');
  });

  it('leaves out the names it does not know', () => {
    expect(downloadFormPath('l05_1', { number: '05260000018' })).toBe(
      '/atsisiusti/l05_1?numeris=05260000018',
    );
    expect(downloadFormPath('l05_1', { number: '05260000018', firstName: 'Madonna', lastName: '' })).toBe(
      '/atsisiusti/l05_1?numeris=05260000018&vardas=Madonna',
    );
  });
});
