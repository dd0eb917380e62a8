import type { FaqTag, Question } from './content-api.ts';
import { groupQuestions } from './faq-groups.ts';

const tag = (id: number, uid: string): FaqTag => ({ id, uid, name: uid.toUpperCase(), locale: 'lt' });
const question = (id: number, uids: string[]): Question => ({
  id,
  locale: 'lt',
  question: `Q${id}?`,
  answer: `<p>A${id}</p>`,
  faq_tags: uids.map((uid, i) => ({ id: 100 + i, uid, name: uid.toUpperCase() })),
});

describe('FAQ grouped by tags', () => {
  it('follows the tag order, keeps question order, and leaves empty tags out', () => {
    const groups = groupQuestions(
      [question(1, ['b']), question(2, ['a']), question(3, ['a', 'b'])],
      [tag(1, 'a'), tag(2, 'b'), tag(3, 'empty')],
    );
    expect(groups.map((g) => [g.tag?.uid, g.questions.map((q) => q.id)])).toEqual([
      ['a', [2, 3]],
      ['b', [1, 3]],
    ]);
  });

  it('puts questions without a tag last and keeps tags missing from the tag list', () => {
    const groups = groupQuestions([question(1, []), question(2, ['only-here'])], [tag(1, 'a')]);
    expect(groups.map((g) => [g.tag?.uid ?? null, g.questions.map((q) => q.id)])).toEqual([
      ['only-here', [2]],
      [null, [1]],
    ]);
  });

  it('gives nothing for no questions', () => {
    expect(groupQuestions([], [tag(1, 'a')])).toEqual([]);
  });
});
