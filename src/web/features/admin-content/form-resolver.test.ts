// The message catalogs, which this file's assertions read (no global test setup loads them).
import '../../../shared/i18n/all-messages.ts';
import * as v from 'valibot';
import { maxLength } from '../../../shared/fields/rules.ts';
import { translate } from '../../../shared/i18n/index.ts';
import { encodeMessage, messageOf, schemaResolver } from './form-resolver.ts';

const t = (id: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
  translate('en', id, values);

describe('form messages translated when shown', () => {
  it('keeps ids and their values, and server text as it came', () => {
    expect(messageOf(encodeMessage('validation.required'), t)).toBe(translate('en', 'validation.required'));
    expect(messageOf(encodeMessage('validation.maxLength', { max: 3 }), t)).toBe(
      'Enter no more than 3 characters',
    );
    expect(messageOf('This address is taken', t)).toBe('This address is taken');
    expect(messageOf(undefined, t)).toBeUndefined();
  });

  it('resolves a form: output on success, one message per field on failure', async () => {
    const schema = v.object({
      title: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), maxLength(3)),
      tags: v.array(v.pipe(v.string(), v.nonEmpty('validation.required'))),
    });
    const resolver = schemaResolver<{ title: string; tags: string[] }, v.InferOutput<typeof schema>>(schema);
    const ok = await resolver({ title: ' ab ', tags: [] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok).toEqual({ values: { title: 'ab', tags: [] }, errors: {} });
    const bad = await resolver({ title: 'abcd', tags: ['x', ''] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(messageOf(bad.errors.title?.message as string, t)).toBe('Enter no more than 3 characters');
    expect(bad.errors.tags?.message).toBe('validation.required');
  });
});
