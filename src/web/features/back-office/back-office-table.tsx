/** A table that scrolls sideways on narrow screens; the scrolling region is reachable by keyboard (WCAG 2.1.1). */
import { type ReactNode, useId } from 'react';

export function BackOfficeTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className="back-office__table-wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className="back-office__table">
        <caption className="visually-hidden" id={captionId}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
