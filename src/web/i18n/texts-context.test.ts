import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { takeMissedTexts, watchMissingTexts } from './texts-context.ts';

describe('texts that change the screen (texts-context.ts)', () => {
  it('notes a text asked for and missing, once', () => {
    const i18n = watchMissingTexts(setupI18n({ locale: 'lt', messages: { lt: { known: 'Žinomas' } } }));
    expect(i18n._('known')).toBe('Žinomas');
    expect(takeMissedTexts(i18n)).toBe(false);
    expect(i18n._('later.text')).toBe('later.text');
    expect(takeMissedTexts(i18n)).toBe(true);
    // Taken: the next load changes nothing on the screen unless something misses a text again.
    expect(takeMissedTexts(i18n)).toBe(false);
    i18n.load('lt', { 'later.text': 'Vėliau' });
    expect(i18n._('later.text')).toBe('Vėliau');
    expect(takeMissedTexts(i18n)).toBe(false);
  });

  it('watches each instance once, and instances apart', () => {
    const lt = setupI18n({ locale: 'lt', messages: { lt: {} } });
    const en = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(watchMissingTexts(lt)).toBe(watchMissingTexts(lt));
    watchMissingTexts(en);
    lt._('missing.one');
    expect(takeMissedTexts(en)).toBe(false);
    expect(takeMissedTexts(lt)).toBe(true);
  });
});
