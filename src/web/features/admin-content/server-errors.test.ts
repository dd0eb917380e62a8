import { splitFieldErrors } from './server-errors.ts';

describe('server field errors on the form (spec §8 fieldErrors)', () => {
  it('puts known fields at their field and keeps the rest for the form', () => {
    const result = splitFieldErrors(
      [
        { field: 'slug', message: 'Taken' },
        { field: 'tags[1]', message: 'Unknown tag' },
        { field: '', message: 'Whole input' },
        { field: 'password', message: 'Not ours' },
      ],
      ['title', 'slug', 'tags'],
    );
    expect(result.matched).toEqual([
      { field: 'slug', message: 'Taken' },
      { field: 'tags', message: 'Unknown tag' },
    ]);
    expect(result.other.map((e) => e.field)).toEqual(['', 'password']);
  });
});
