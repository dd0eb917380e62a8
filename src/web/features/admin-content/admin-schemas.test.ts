import * as v from 'valibot';
import {
  articleFormSchema,
  faqTagFormSchema,
  htmlHasText,
  questionFormSchema,
  warningFormSchema,
} from './admin-schemas.ts';

const messages = (result: { success: boolean; issues?: v.BaseIssue<unknown>[] }) =>
  Object.fromEntries(
    (result.issues ?? []).map((issue) => [issue.path?.map((p) => p.key).join('.') ?? '', issue.message]),
  );

describe('content administration forms', () => {
  const article = {
    locale: 'lt',
    title: ' Žuvų įveisimas ',
    slug: '',
    content: '<p>Įveista 50 000 lydekaičių.</p>',
    showInPermitsList: false,
    published: true,
  };

  it('gives the article body the API takes, without an empty slug', () => {
    expect(v.parse(articleFormSchema, article)).toEqual({
      locale: 'lt',
      title: 'Žuvų įveisimas',
      content: '<p>Įveista 50 000 lydekaičių.</p>',
      showInPermitsList: false,
      published: true,
    });
    expect(v.parse(articleFormSchema, { ...article, slug: 'zuvu-iveisimas' }).slug).toBe('zuvu-iveisimas');
  });

  it('names each wrong article field with a catalog id', () => {
    const result = v.safeParse(articleFormSchema, {
      ...article,
      locale: '',
      title: '  ',
      slug: 'Ne Slug',
      content: '<p> </p>',
    });
    expect(messages(result)).toEqual({
      locale: 'validation.required',
      title: 'validation.required',
      slug: 'content.slugFormat',
      content: 'validation.required',
    });
  });

  it('knows empty HTML', () => {
    expect(htmlHasText('<p>&nbsp;</p><br>')).toBe(false);
    expect(htmlHasText('<p>Tekstas</p>')).toBe(true);
  });

  it('reads positions and tags as typed', () => {
    expect(
      v.parse(faqTagFormSchema, { locale: 'en', uid: 'waste', name: 'Waste', position: '' }).position,
    ).toBe(0);
    expect(
      messages(v.safeParse(faqTagFormSchema, { locale: 'en', uid: 'Waste!', name: 'W', position: '1a' })),
    ).toEqual({
      uid: 'content.slugFormat',
      position: 'validation.digitsOnly',
    });
    const question = { locale: 'lt', question: 'Kaip?', answer: '<p>Taip.</p>', position: '30' };
    expect(v.parse(questionFormSchema, { ...question, tags: ['login', 'payments'] })).toMatchObject({
      position: 30,
      tags: ['login', 'payments'],
    });
    expect(v.parse(questionFormSchema, { ...question, tags: 'login' }).tags).toEqual(['login']);
    expect(v.parse(questionFormSchema, { ...question, tags: false }).tags).toEqual([]);
  });

  it('turns the warning days into a Vilnius window with the last day included', () => {
    const warning = {
      locale: 'lt',
      warningTitle: 'Ledas',
      content: '<p>Atsargiai.</p>',
      showWarning: true,
      permitId: 'L05.1',
      validFrom: '2026-11-15',
      validTo: '2027-03-15',
    };
    expect(v.parse(warningFormSchema, warning)).toEqual({
      ...warning,
      validFrom: '2026-11-15T00:00:00+02:00',
      validTo: '2027-03-16T00:00:00+02:00',
    });
    expect(
      v.parse(warningFormSchema, { ...warning, permitId: '', validFrom: '', validTo: '' }),
    ).toMatchObject({
      permitId: null,
      validFrom: null,
      validTo: null,
    });
    expect(messages(v.safeParse(warningFormSchema, { ...warning, validTo: '2026-11-14' }))).toEqual({
      validTo: 'validation.dateToNotBeforeFrom',
    });
    expect(messages(v.safeParse(warningFormSchema, { ...warning, validFrom: '2026-02-30' }))).toEqual({
      validFrom: 'validation.invalidDate',
    });
  });
});
