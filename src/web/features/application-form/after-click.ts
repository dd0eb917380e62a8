/**
 * Runs a layout change after the click a blur may belong to (issue 16, the L08 plot step): leaving
 * an invalid field by tapping a radio button below it showed the field's message at once, which
 * pushed the radio down before the tap's click landed, and the tap was lost. A tap blurs on its
 * mousedown and clicks right after, so the message waits for that click (and runs just after it),
 * or for a short while when no click follows (the keyboard's Tab).
 */
const NO_CLICK_MS = 300;

export function afterPendingClick(action: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    document.removeEventListener('click', onClick, true);
    window.clearTimeout(timer);
    action();
  };
  // After the click's own handlers (the radio's change): a task, not a microtask.
  const onClick = () => window.setTimeout(run, 0);
  document.addEventListener('click', onClick, true);
  const timer = window.setTimeout(run, NO_CLICK_MS);
}
