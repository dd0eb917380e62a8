import { ApiError } from '../../../platform/api.ts';
import { downloadProblems } from './download-errors.ts';

describe('download form problems', () => {
  it('answers wrong data with spec §8’s message and too many tries with "wait a minute"', () => {
    expect(downloadProblems(new ApiError('x', { status: 404 }))).toEqual([
      { scope: 'form', message: { id: 'anglersDownload.notFound' } },
    ]);
    expect(downloadProblems(new ApiError('x', { status: 429 }))).toEqual([
      { scope: 'form', message: { id: 'anglersDownload.tooMany' } },
    ]);
  });

  it('puts the server’s field messages on their fields, and the rest above the form', () => {
    const error = new ApiError('x', {
      status: 400,
      fieldErrors: [
        { field: 'lastName', message: 'Reikšmė privaloma' },
        { field: 'kind', message: 'Pasirinkite iš sąrašo' },
      ],
    });
    expect(downloadProblems(error)).toEqual([
      { scope: 'field', field: 'lastName', text: 'Reikšmė privaloma' },
      { scope: 'form', message: { text: 'Pasirinkite iš sąrašo' } },
    ]);
  });

  it('passes on what the network layer or the server said, else the default text', () => {
    expect(downloadProblems(new ApiError('Nepavyko susisiekti su serveriu.', { status: -1 }))).toEqual([
      { scope: 'form', message: { text: 'Nepavyko susisiekti su serveriu.' } },
    ]);
    expect(downloadProblems(new ApiError('Sistemos klaida', { status: 500 }))).toEqual([
      { scope: 'form', message: { text: 'Sistemos klaida' } },
    ]);
    expect(downloadProblems(new Error('boom'))).toEqual([
      { scope: 'form', message: { id: 'error.defaultError' } },
    ]);
  });
});
