/** Small building blocks the administration tabs share: URL state, a scrolling table, row actions, language names. */
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '../../../shared/i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * Which editor is open lives in the address (`?tab=articles&edit=12`), so Back closes it and a
 * link can open it; the other parameters (tab, language) stay as they are.
 */
export function useEditorParam(): {
  editing: string | null;
  param: (name: string) => string | null;
  open: (value: string, extra?: Record<string, string>) => void;
  close: () => void;
  set: (name: string, value: string | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      }),
    [setParams],
  );
  const open = useCallback(
    (value: string, extra: Record<string, string> = {}) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('edit', value);
        for (const [key, item] of Object.entries(extra)) next.set(key, item);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        next.delete('kind');
        return next;
      }),
    [setParams],
  );
  return { editing: params.get('edit'), param: (name) => params.get(name), open, close, set };
}

/** A table that scrolls sideways on phones; the scrolling region can be reached by keyboard (WCAG 2.1.1). */
export function AdminTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className="admin-table-wrap" aria-labelledby={captionId} tabIndex={0}>
      <table className="admin-table">
        <caption className="visually-hidden" id={captionId}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}

/** "Lithuanian" / "English" in the page's language. */
export function useLocaleName(): (locale: Language | string) => string {
  const t = useT();
  return (locale) => t(locale === 'en' ? 'language.en' : 'language.lt');
}

export function localeOptions(name: (locale: string) => string) {
  return [
    { value: 'lt', label: name('lt') },
    { value: 'en', label: name('en') },
  ];
}

/** When an editor closes, focus returns to the list's heading instead of being lost (WCAG 2.4.3). */
export function useFocusWhenClosed(editing: string | null, heading: RefObject<HTMLElement | null>): void {
  const previous = useRef(editing);
  useEffect(() => {
    if (previous.current !== null && editing === null) heading.current?.focus();
    previous.current = editing;
  }, [editing, heading]);
}

/** Edit and delete buttons of a row, each naming the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <span className="admin-table__actions">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={onEdit}
        aria-label={t('contentAdmin.editNamed', { name })}
      >
        {t('contentAdmin.edit')}
      </button>
      {onDelete && (
        <button
          type="button"
          className="button button--danger-outline button--small"
          onClick={onDelete}
          aria-label={t('contentAdmin.deleteNamed', { name })}
        >
          {t('contentAdmin.delete')}
        </button>
      )}
    </span>
  );
}

export function NotFound({ onBack }: { onBack: () => void }) {
  const t = useT();
  return (
    <p>
      {t('contentAdmin.notFound')}{' '}
      <button type="button" className="link-button" onClick={onBack}>
        {t('contentAdmin.backToList')}
      </button>
    </p>
  );
}
