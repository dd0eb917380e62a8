/**
 * A long list drawn in two steps (issue 16 target 1: total blocking time): its first `first` items
 * with the page, the rest in a low-priority update right after the first paint, so that the
 * phone's main thread is never held by one long task rendering rows below the screen. Every item
 * is in the page a moment later, before anyone could scroll or tab to it; keyboard, find in page
 * and screen readers see the whole list as before. A list that is already on screen when its
 * items change (filters) is drawn whole at once.
 */
import { startTransition, useEffect, useState } from 'react';

const REST_AT_MOST_MS = 200;

/** How many of `total` items to draw now: `first` on the first render, then all of them. */
export function useRestLater(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all) return;
    // After the browser has painted the first items: a frame, then a macrotask (and at the latest
    // after REST_AT_MOST_MS, where no frame comes: a page in the background).
    const rest = () => startTransition(() => setAll(true));
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
