/**
 * The keyboard and screen reader way into a map layer: a WAI-ARIA APG listbox, single select, focus
 * kept on the list with `aria-activedescendant`. Arrow keys, Home and End choose an item, which the
 * map marks and brings into view; Enter or Space opens its details; typing jumps to an item (how, the
 * layer says: `TypeAhead`). A click or tap chooses and opens at once. The fishing layer's water
 * bodies (water-body-listbox.tsx) and the felling layer's permits (felling-listbox.tsx) use it, each
 * with its own options and search.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

/** Keys typed within this time of each other are one search. */
export const TYPE_AHEAD_MS = 700;

export interface TypeAhead<T> {
  /** Whether a key (one character, no modifier) starts or continues a search. */
  accepts(key: string): boolean;
  /** The key as the search compares it. */
  fold(key: string): string;
  /** The item the search text finds, if any. */
  find(text: string, activeIndex: number): T | undefined;
  /** Whether a space typed within a search is part of it (names have spaces); otherwise it opens. */
  spaceContinues: boolean;
}

interface MapListboxProps<T> {
  /** Prefix of the label's and hint's ids. */
  idBase: string;
  label: string;
  hint: string;
  items: readonly T[];
  keyOf(item: T): string;
  optionId(key: string): string;
  activeKey: string | null;
  /** What Enter or Space opens; null: they choose the first item instead. */
  openable: string | null;
  onActivate(key: string): void;
  onOpen(key: string): void;
  typeAhead: TypeAhead<T>;
  /** An option's content: its icon and text. */
  renderOption(item: T): ReactNode;
}

export function MapListbox<T>({
  idBase,
  label,
  hint,
  items,
  keyOf,
  optionId,
  activeKey,
  openable,
  onActivate,
  onOpen,
  typeAhead,
  renderOption,
}: MapListboxProps<T>) {
  const typed = useRef({ text: '', at: 0 });
  const activeIndex = items.findIndex((item) => keyOf(item) === activeKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls only when the choice changes.
  useEffect(() => {
    if (!activeKey) return;
    document.getElementById(optionId(activeKey))?.scrollIntoView({ block: 'nearest' });
  }, [activeKey]);

  function move(index: number) {
    const item = items[Math.max(0, Math.min(items.length - 1, index))];
    if (item !== undefined) onActivate(keyOf(item));
  }

  function search(key: string) {
    const now = Date.now();
    const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + typeAhead.fold(key);
    typed.current = { text, at: now };
    const found = typeAhead.find(text, activeIndex);
    if (found !== undefined) onActivate(keyOf(found));
  }

  function open() {
    if (openable) onOpen(openable);
    else move(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (items.length === 0) return;
    switch (event.key) {
      case 'ArrowDown':
        move(activeIndex + 1);
        break;
      case 'ArrowUp':
        move(activeIndex < 0 ? 0 : activeIndex - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case ' ':
        // A space inside a name being typed ("Kauno m…") is part of it; otherwise it opens.
        if (typeAhead.spaceContinues && Date.now() - typed.current.at < TYPE_AHEAD_MS) search(' ');
        else open();
        break;
      case 'Enter':
        open();
        break;
      default:
        if (
          event.key.length === 1 &&
          typeAhead.accepts(event.key) &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          search(event.key);
          break;
        }
        return;
    }
    event.preventDefault();
  }

  return (
    <div className="map-listbox">
      <p className="map-listbox__label" id={`${idBase}-label`}>
        {label}
      </p>
      <p className="map-listbox__hint" id={`${idBase}-hint`}>
        {hint}
      </p>
      <div
        className="map-listbox__list"
        role="listbox"
        tabIndex={0}
        aria-labelledby={`${idBase}-label`}
        aria-describedby={`${idBase}-hint`}
        aria-activedescendant={activeIndex >= 0 && activeKey ? optionId(activeKey) : undefined}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const key = keyOf(item);
          return (
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, which points at its option (aria-activedescendant, APG).
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox itself takes the keys (APG pattern).
            <div
              key={key}
              id={optionId(key)}
              role="option"
              aria-selected={key === activeKey}
              className="map-listbox__option"
              onClick={() => {
                onActivate(key);
                onOpen(key);
              }}
            >
              {renderOption(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
