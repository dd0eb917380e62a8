import { useEffect, useRef } from 'react';

/**
 * When `value` changes after the first render (another page of a list, another FAQ topic), the
 * view scrolls up and focus moves to `main`, as after any navigation (root-layout.tsx; WCAG 2.4.3):
 * the router only does that when the path changes, not the query.
 */
export function useFocusMainOnChange(value: unknown): void {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [value]);
}
