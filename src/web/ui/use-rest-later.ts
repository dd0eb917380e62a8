/**
 * A long list drawn in steps on the page's first render (issue 16 target 1: total blocking time):
 * its first `first` items with the page, then `step` more in each of the next tasks, starting right
 * after the first paint, so that the phone's main thread is never held by one long task rendering
 * the page and rows below the screen together. (Drawing the whole rest in one task was still one
 * 150–600 ms task at 4× CPU on the map's list of about 40 water bodies; each task counts in
 * Lighthouse's total blocking time by what it lasts beyond 50 ms.) A list whose rows are costly
 * to render again keeps its drawn rows from re-rendering at each step (`memo`). Every item is in
 * the page a moment later, before anyone could scroll or tab to it; keyboard, find in page and
 * screen readers see the whole list as before.
 *
 * Only the document's first page is split: a list shown later (after a navigation, back, another
 * view) or whose items change (filters) is drawn whole at once. In `useRestLater` the steps are
 * plain state updates; `useRestInTransition` draws the whole rest as one transition, with a plain
 * update after TRANSITION_AT_MOST_MS, since a transition may wait behind other work and a list left
 * at its first rows after a navigation back (CI, 2026-11-28) is worse than one longer task.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint } from './after-paint.ts';

/**
 * How long the rest may stay a transition (useRestInTransition): after that it is drawn by a
 * plain update, whatever holds the transition back.
 */
const TRANSITION_AT_MOST_MS = 2000;

/** Whether the document's first list has been drawn whole: every list after it is drawn at once. */
let firstPageDrawn = false;

/**
 * How many of `total` items to draw now: `first` on the document's first render, `step` more in
 * each following task from the first paint on, and all of them once they all were.
 */
export function useRestLater(total: number, first: number, step = first): number {
  const [drawn, setDrawn] = useState(() => (firstPageDrawn ? Number.POSITIVE_INFINITY : first));
  useEffect(() => {
    if (drawn === Number.POSITIVE_INFINITY) return;
    if (drawn >= total) {
      // Whole: from now on the list follows its items at once (filters), as every later list.
      firstPageDrawn = true;
      setDrawn(Number.POSITIVE_INFINITY);
      return;
    }
    const more = () => setDrawn((now) => now + Math.max(1, step));
    if (drawn > first) {
      // The next step, in a task of its own.
      const timer = setTimeout(more, 0);
      return () => clearTimeout(timer);
    }
    return afterFirstPaint(more);
  }, [drawn, total, first, step]);
  return Math.min(total, drawn);
}

/**
 * How many of `total` items to draw now: `first` on the document's first render, and all of them
 * from the first paint on, rendered as one React transition. React renders a transition in slices
 * of a few milliseconds, yielding to the browser between them, and creates the rows' DOM nodes in
 * those slices; only the commit (the new rows put into the list) and the browser's layout of them
 * are one task. For a list whose rows are many nodes each (the map's list: about 40 water bodies,
 * 1,400 elements), where a few rows a task would be many commits.
 *
 * As `useRestLater`, only the document's first list is split, so that a list shown again after a
 * navigation back is drawn whole at once and never waits for a transition. A transition can be held
 * back (React renders pending transitions together, and one that suspends holds the others): after
 * `TRANSITION_AT_MOST_MS` the rest is drawn by a plain update.
 */
export function useRestInTransition(total: number, first: number): number {
  const [drawn, setDrawn] = useState(() => (firstPageDrawn ? Number.POSITIVE_INFINITY : first));
  useEffect(() => {
    if (drawn === Number.POSITIVE_INFINITY || drawn >= total) {
      // Whole: from now on the list follows its items at once (filters), as every later list.
      firstPageDrawn = true;
      if (drawn !== Number.POSITIVE_INFINITY) setDrawn(Number.POSITIVE_INFINITY);
      return;
    }
    const all = () => setDrawn(Number.POSITIVE_INFINITY);
    const cancel = afterFirstPaint(() => startTransition(all));
    const forced = setTimeout(all, TRANSITION_AT_MOST_MS);
    return () => {
      cancel();
      clearTimeout(forced);
    };
  }, [drawn, total]);
  return Math.min(total, drawn);
}
