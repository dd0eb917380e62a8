/**
 * A long list drawn in two steps on the page's first render (issue 16 target 1: total blocking
 * time): its first `first` items with the page, the rest in a separate task right after the first
 * paint, so that the phone's main thread is never held by one long task rendering the page and
 * rows below the screen together. Every item is in the page a moment later, before anyone could
 * scroll or tab to it; keyboard, find in page and screen readers see the whole list as before.
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

/** How many of `total` items to draw now: `first` on the document's first render, then all of them. */
export function useRestLater(total: number, first: number): number {
  const [all, setAll] = useState(firstPageDrawn);
  useEffect(() => {
    if (all) return;
    // After the browser has painted the first items: a frame, then a macrotask (and at the latest
    // after REST_AT_MOST_MS, where no frame comes: a page in the background).
    const rest = () => {
      firstPageDrawn = true;
      setAll(true);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      clearTimeout(latest);
      timer = setTimeout(rest, 0);
    });
    const latest = setTimeout(rest, REST_AT_MOST_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(latest);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [all]);
  return all ? total : Math.min(total, first);
}
