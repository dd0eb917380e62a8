import { useEffect } from 'react';

/**
 * Closes a mobile panel when the window width changes (spec §2 Shell: the mobile aside and
 * toolbar reset on resize). Height-only changes are ignored: a phone's on-screen keyboard changes
 * the height and must not close the menu the person is typing in.
 */
export function useResetOnResize(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    let width = window.innerWidth;
    const onResize = () => {
      if (window.innerWidth !== width) {
        width = window.innerWidth;
        close();
      }
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [open, close]);
}
