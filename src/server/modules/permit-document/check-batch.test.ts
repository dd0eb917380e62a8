import { countsAlone } from './check-batch.ts';

describe('countsAlone', () => {
  it('gives each check of a batch the count it would have had alone', () => {
    // Counter a ended at 7 after three hits in the batch, b at 1 after one, c at 12 after two.
    expect(countsAlone(['a', 'b', 'a', 'c', 'a', 'c'], [7, 1, 7, 12, 7, 12])).toEqual([5, 1, 6, 11, 7, 12]);
  });

  it('is the total for a batch of one', () => {
    expect(countsAlone(['a'], [31])).toEqual([31]);
    expect(countsAlone([], [])).toEqual([]);
  });
});
