/**
 * The interface's texts for `useT` (use-t.ts), in place of Lingui's own provider: that one renders
 * every component with a text again whenever any texts are loaded, and a page loads its bundles as
 * it opens (catalogs.ts). On a phone at 4× CPU the felling notice's two permit bundles meant two
 * re-renders of the whole interface, 120–180 ms each, between its header's paint and its form
 * (issue 16 target 1). Texts loaded before anything asked for them change nothing on the screen;
 * the interface renders again only where a text was asked for and missing (a bundle arriving after
 * the page, catalogs.ts) or when the language changes (a new instance).
 */
import type { I18n } from '@lingui/core';
import { createContext } from 'react';

export interface Texts {
  i18n: I18n;
  /** Counts the loads that brought a text some component had asked for and not found. */
  revision: number;
}

export const TextsContext = createContext<Texts | null>(null);

const watched = new WeakSet<I18n>();
const missedIn = new WeakSet<I18n>();

/**
 * Starts noting, once per instance, when a component asks `i18n` for a text it does not have yet:
 * before the instance's first use, so that a text missing in the very first render counts too.
 */
export function watchMissingTexts(i18n: I18n): I18n {
  if (!watched.has(i18n)) {
    watched.add(i18n);
    i18n.on('missing', () => missedIn.add(i18n));
  }
  return i18n;
}

/** Whether a text was missing since the last call; forgets it. */
export function takeMissedTexts(i18n: I18n): boolean {
  const missed = missedIn.has(i18n);
  missedIn.delete(i18n);
  return missed;
}
