/**
 * The web app's message bundles, one file per bundle and language (ADR 0003, addendum of issue 16):
 * the start page carries the Lithuanian core texts (the default language, spec §9); English, the
 * permit engine's texts (22 kinds' forms, lists, back office: over 150 KB per language) and the
 * content editor's load when first needed, each in the person's language only. A language switch loads the new language's
 * texts of every bundle loaded so far before the interface changes.
 */
import type { Messages } from '@lingui/core';
import { messages as coreLt } from '../../shared/i18n/catalog.lt.gen.ts';
import { i18nFor, type Language, registerMessages } from '../../shared/i18n/index.ts';

registerMessages('lt', coreLt);

/**
 * `field` is the part of the permit engine's texts the field pages show (scripts/i18n.ts
 * FIELD_BUNDLE), `permits` the rest of them: a page of the permit engine loads both
 * (permit-messages.ts), a field page `field` only, and the rest when it asks for a text `field`
 * lacks (the text shows when it arrives: never a bare id for long).
 */
type Bundle = 'core' | 'field' | 'permits' | 'desk';
type Loader = () => Promise<{ messages: Messages }>;

const LOADERS: Record<Bundle, Record<Language, Loader>> = {
  core: {
    lt: () => Promise.resolve({ messages: coreLt }),
    en: () => import('../../shared/i18n/catalog.en.gen.ts'),
  },
  field: {
    lt: () => import('../../shared/i18n/catalog-permits.field.lt.gen.ts'),
    en: () => import('../../shared/i18n/catalog-permits.field.en.gen.ts'),
  },
  permits: {
    lt: () => import('../../shared/i18n/catalog-permits.lt.gen.ts'),
    en: () => import('../../shared/i18n/catalog-permits.en.gen.ts'),
  },
  // The content administrators' editor (ADR 0005).
  desk: {
    lt: () => import('../../shared/i18n/catalog-desk.lt.gen.ts'),
    en: () => import('../../shared/i18n/catalog-desk.en.gen.ts'),
  },
};

const loads = new Map<string, Promise<void>>();
/** Bundles some page asked for: a language switch brings them along. */
const wanted = new Set<Bundle>(['core']);

function load(bundle: Bundle, lang: Language): Promise<void> {
  const key = `${bundle}.${lang}`;
  let loading = loads.get(key);
  if (!loading && bundle === 'field') {
    // A text the field texts lack brings the rest of the permit engine's (shown when they arrive).
    i18nFor(lang).on('missing', () => void loadBundle('permits', lang).catch(() => undefined));
  }
  if (!loading) {
    loading = LOADERS[bundle][lang]().then((m) => registerMessages(lang, m.messages));
    // A failed load (a chunk missing offline) may be tried again by the next page that asks.
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

/** Every bundle wanted so far, in `lang`: before the interface switches to it, and at start. */
export function loadLanguage(lang: Language): Promise<void> {
  return Promise.all([...wanted].map((bundle) => load(bundle, lang))).then(() => undefined);
}

/** A bundle of texts beyond the core, in `lang`: the permit engine's, or the content editor's. */
export function loadBundle(bundle: Exclude<Bundle, 'core'>, lang: Language): Promise<void> {
  wanted.add(bundle);
  return load(bundle, lang);
}
