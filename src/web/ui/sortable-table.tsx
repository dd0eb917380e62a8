/**
 * A table whose column headings sort it: a button in each sortable heading, the sorted one carrying
 * `aria-sort` (the ARIA Authoring Practices' sortable table). On a phone the table scrolls sideways
 * inside a region the keyboard can reach (WCAG 2.1.1), named by the table's caption. Which way a
 * column sorts is the caller's; the look is the table's own, through its block class `block`
 * (`block__wrap`, `block__sort`, `block__arrow`, `block__number`).
 */
import { type ReactNode, useId } from 'react';
import type { MessageId } from '../../shared/i18n/index.ts';
import { useT } from '../i18n/use-t.ts';

export type SortDirection = 'asc' | 'desc';

export interface TableSortState<C extends string> {
  column: C;
  direction: SortDirection;
}

export interface SortableColumn<C extends string> {
  column: C;
  label: MessageId;
  /** Figures, aligned right: the heading carries `block__number`. */
  numeric: boolean;
}

function SortArrow({ block, direction }: { block: string; direction: SortDirection | null }) {
  // Decorative: the heading's aria-sort says the same to assistive technology.
  return (
    <svg
      className={`${block}__arrow`}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 10 14"
      width="10"
      height="14"
    >
      {direction !== 'desc' && <path d="M5 1 9 6H1z" opacity={direction === 'asc' ? 1 : 0.45} />}
      {direction !== 'asc' && <path d="M5 13 1 8h8z" opacity={direction === 'desc' ? 1 : 0.45} />}
    </svg>
  );
}

export function SortableTable<C extends string>({
  block,
  caption,
  columns,
  sort,
  onSort,
  otherHeadings,
  children,
}: {
  /** The table's class, e.g. `catch-table`; its parts' classes start with it. */
  block: string;
  /** Names the table and its scrolling region, for screen readers (see the caption below). */
  caption: string;
  columns: readonly SortableColumn<C>[];
  sort: TableSortState<C>;
  onSort: (column: C) => void;
  /** Headings after the sortable ones, which do not sort. */
  otherHeadings?: ReactNode;
  /** The table's body (and foot). */
  children: ReactNode;
}) {
  const t = useT();
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className={`${block}__wrap`} aria-labelledby={captionId} tabIndex={0}>
      <table className={block}>
        {/* Hidden: a caption as wide as the table would scroll away on a phone. */}
        <caption className="visually-hidden" id={captionId}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map(({ column, label, numeric }) => {
              const sorted = sort.column === column ? sort.direction : null;
              return (
                <th
                  key={column}
                  scope="col"
                  className={numeric ? `${block}__number` : undefined}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                >
                  <button type="button" className={`${block}__sort`} onClick={() => onSort(column)}>
                    {t(label)}
                    <SortArrow block={block} direction={sorted} />
                  </button>
                </th>
              );
            })}
            {otherHeadings}
          </tr>
        </thead>
        {children}
      </table>
    </section>
  );
}
