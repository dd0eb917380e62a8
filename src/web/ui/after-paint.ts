/**
 * A page's first visit on a phone paints its header before the rest of its code and texts are asked
 * for (issue 16 target 1, ADR 0045). Lighthouse's LCP simulation replays every script that finished
 * before the page's largest paint over Slow 4G; a script asked for after that paint is not on the
 * largest paint's path. So a page whose header is its largest element draws the header from a small
 * module, and asks for its form after the first paint (`laterPart` + `useLaterPart`).
 *
 * A page this device reopens (its service worker answers, or there is no network: everything is on
 * the device) gets the whole page at once instead (`pageReopened`): there the two steps would only
 * add a render and a frame to reopening offline (issue 16 target 5).
 */
import { useEffect, useState } from 'react';

const AT_MOST_MS = 1000;

/**
 * Runs `run` once after the browser has painted: in a task of its own after the frame after the
 * next (the next frame's callbacks run before its paint, and the paint reaches the screen a moment
 * after that; on a loaded phone a request started one frame later still ended before the header's
 * paint in a measurement); at the latest after `atMostMs`, where no frame comes (a page in the
 * background). Returns what cancels it.
 */
export function afterFirstPaint(run: () => void, atMostMs = AT_MOST_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      clearTimeout(latest);
      timer = setTimeout(once, 0);
    });
  });
  const latest = setTimeout(once, document.visibilityState === 'hidden' ? 0 : atMostMs);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(latest);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Whether this page is being reopened from this device (its service worker controls it, or there is
 * no network): its code and texts are on the device, so the page loads them all at once.
 */
export function pageReopened(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (!navigator.onLine || Boolean((navigator as Navigator).serviceWorker?.controller))
  );
}

/** A part of a page (its form, its texts) that a first visit asks for after the header's paint. */
export interface LaterPart<T> {
  /** Starts loading it (once; a failed load may be tried again) and resolves with it. */
  load(): Promise<T>;
  /** It, once loaded; otherwise undefined. */
  now(): T | undefined;
  /**
   * On a page this device reopens (pageReopened), loads it before the page's first render, which
   * then draws the whole page at once; resolves at once on a first visit. A failed load resolves
   * too: the first render asks again, and shows the error boundary if that fails as well.
   */
  whenReopened(): Promise<void>;
}

export function laterPart<T>(loader: () => Promise<T>): LaterPart<T> {
  let value: { v: T } | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= loader().then(
      (v) => {
        value = { v };
        return v;
      },
      (error: unknown) => {
        // A chunk missing offline: the next render that needs it asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    now: () => value?.v,
    whenReopened: () =>
      pageReopened()
        ? load().then(
            () => undefined,
            () => undefined,
          )
        : Promise.resolve(),
  };
}

/**
 * When the browser last reported showing a new largest text or image of the page (Chromium's
 * largest-contentful-paint entries, timed when the frame reached the screen), and whether the
 * person has interacted with the page (the reports stop then). A frame's callbacks run before its
 * paint reaches the screen, and on a loaded phone that took 80 ms more in a measurement: a part
 * asked for after two frames still arrived before the header was on the screen.
 */
let largestPaintAt = Number.NEGATIVE_INFINITY;
let interacted = false;
const paintWaiters = new Set<() => void>();
const paintsReported = (): boolean =>
  typeof PerformanceObserver !== 'undefined' &&
  typeof window !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
let watching = false;

/**
 * Starts following the browser's reports, at the first part that waits for them (the reports of
 * earlier paints come too: `buffered`).
 */
function watchPaints(): void {
  if (watching) return;
  watching = true;
  const tell = () => {
    for (const waiter of [...paintWaiters]) waiter();
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) largestPaintAt = Math.max(largestPaintAt, entry.startTime);
    tell();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(() => {
    interacted = true;
    tell();
  }).observe({ type: 'first-input', buffered: true });
}

/** Whether the browser has shown any text or image of this document yet (its first contentful paint). */
function contentShown(): boolean {
  return (
    largestPaintAt > Number.NEGATIVE_INFINITY ||
    (typeof performance.getEntriesByName === 'function' &&
      performance.getEntriesByName('first-contentful-paint').length > 0)
  );
}

/**
 * Runs `run` once what was rendered at `renderedAt` (performance.now()) is on the screen: where the
 * browser reports its largest paints and nobody has interacted yet (a page's first visit), when it
 * reports one after `renderedAt`, at the latest after `atMostMs` (the page's new text was not the
 * largest); elsewhere after the frame after the next (afterFirstPaint). Returns what cancels it.
 */
export function afterShownSince(renderedAt: number, run: () => void, atMostMs = 500): () => void {
  if (!paintsReported()) return afterFirstPaint(run);
  watchPaints();
  let done = false;
  const finish = () => {
    if (done) return;
    stop();
    run();
  };
  const check = () => {
    if (interacted || largestPaintAt >= renderedAt) finish();
  };
  const latest = setTimeout(finish, atMostMs);
  const stop = () => {
    done = true;
    paintWaiters.delete(check);
    clearTimeout(latest);
  };
  paintWaiters.add(check);
  check();
  return stop;
}

/**
 * The part, when it is there: at once if it was loaded before (a reopened page, a later visit of
 * the same page), otherwise undefined until it arrives, asked for once the page's first render is
 * on the screen (afterShownSince; where the browser had shown content before this page rendered,
 * after the next frames). A failed load is thrown to the page's error boundary, which
 * offers to try again.
 */
export function useLaterPart<T>(part: LaterPart<T>): T | undefined {
  // When this page first rendered, and whether the browser had shown content before (a header the
  // HTML carried, ADR 0043, or an earlier page): then only the next frames are waited for.
  const [{ renderedAt, shownBefore }] = useState(() => ({
    renderedAt: performance.now(),
    shownBefore: contentShown(),
  }));
  const [state, setState] = useState<{ v: T } | { error: unknown } | undefined>(() => {
    const now = part.now();
    return now === undefined ? undefined : { v: now };
  });
  const ready = state !== undefined;
  useEffect(() => {
    if (ready) return;
    let live = true;
    const load = () => {
      part.load().then(
        (v) => live && setState({ v }),
        (error: unknown) => live && setState({ error }),
      );
    };
    const cancel = shownBefore ? afterFirstPaint(load) : afterShownSince(renderedAt, load);
    return () => {
      live = false;
      cancel();
    };
  }, [part, ready, renderedAt, shownBefore]);
  if (state && 'error' in state) throw state.error;
  return state?.v;
}
