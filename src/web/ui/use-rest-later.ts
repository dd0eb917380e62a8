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
 * view) or whose items change (filters) is drawn whole at once. The rest is a plain state update,
 * not a transition: a transition may wait behind other work, and a list once left at its first
 * rows after a navigation back (CI, 2026-11-28) is worse than one longer task.
 */
import { useEffect, useState } from 'react';

const REST_AT_MOST_MS = 200;

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
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (drawn > first) {
      // The next step, in a task of its own.
      timer = setTimeout(more, 0);
      return () => clearTimeout(timer);
    }
    // After the browser has painted the first items: a frame, then a macrotask (and at the latest
    // after REST_AT_MOST_MS, where no frame comes: a page in the background).
    const frame = requestAnimationFrame(() => {
      clearTimeout(latest);
      timer = setTimeout(more, 0);
    });
    const latest = setTimeout(more, REST_AT_MOST_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(latest);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [drawn, total, first, step]);
  return Math.min(total, drawn);
}
