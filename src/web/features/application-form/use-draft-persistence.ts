/**
 * Nothing typed is lost (issue 4 item 2): every change is written to this device at once (Dexie;
 * an IndexedDB write takes a millisecond, so "saved on this device" is true as soon as it shows) and
 * sent to the server's autosave about 1.5 s after the person stops typing,
 * when there is a network; a change typed offline is sent when the `online` event comes. A new form
 * gets its application on the server with its first autosave (no navigation, so focus stays where
 * the person types). The live status says where the input is: on this device, saved, or waiting
 * for the network.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import type { ApplicationType } from '../../../shared/permits/engine/definition.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { isApiError } from '../../platform/api.ts';
import { isOnline } from '../../platform/offline/connection.ts';
import {
  type DraftEvent,
  draftKey,
  markDraftSynced,
  onPageHide,
  writeDraft,
  writePageHideCopy,
} from '../drafts/index.ts';
import { autosaveApplication } from '../permits/index.ts';

export const AUTOSAVE_DELAY_MS = 1500;

interface Options {
  kind: KindSegment;
  schemaVersion: number;
  owner: string;
  party: string;
  type: ApplicationType;
  permitId: string | null;
  /** This device's id of the draft (drafts-db.ts), written with every record. */
  clientKey: string;
  data: Record<string, unknown>;
  /** Counts the person's changes (form-state.ts). */
  changes: number;
  /** Input restored from this device that the server has not got: sent as soon as possible. */
  unsentSince: number | null;
  current: () => ApplicationDetail | null;
  ensureCreated: () => Promise<ApplicationDetail>;
  /** False once the server refused to create the application or a save met a conflict (draft-session.ts). */
  enabled: boolean;
  /** Tells the draft session where the input is (its status line). */
  tell: (event: DraftEvent) => void;
}

export interface DraftPersistence {
  /**
   * Writes pending input to the device now; returns the change time it holds. `force` writes it
   * again, as not yet on the server, even if it was written: after a refused save (409) another tab
   * of the same application may have overwritten it, and the reload must find it to offer it.
   */
  flushLocal: (force?: boolean) => Promise<number>;
  /** Sends pending input to the server's autosave now. */
  sendNow: () => Promise<void>;
  /** After a save or submit the server holds the input up to `savedAt`. */
  markSaved: (savedAt: number, revision: number) => void;
  /** Change time of the latest input. */
  lastChangeAt: () => number;
}

function keyOf(options: Options, id: string | null): string {
  return draftKey(options.kind, id, options.party);
}

export function useDraftPersistence(options: Options): DraftPersistence {
  const opts = useRef(options);
  opts.current = options;
  const changeAt = useRef(options.unsentSince ?? 0);
  const writtenAt = useRef(options.unsentSince ?? 0);
  /** Change time of the input IndexedDB is known to hold (its write finished). */
  const storedAt = useRef(options.unsentSince ?? 0);
  const serverAt = useRef(options.unsentSince !== null ? -1 : 0);
  const data = useRef(options.data);
  const serverTimer = useRef<number | undefined>(undefined);
  const sending = useRef<Promise<void> | null>(null);

  /** The record of the input as it is now. */
  const recordNow = useCallback((savedAt: number) => {
    const o = opts.current;
    const detail = o.current();
    return {
      key: keyOf(o, detail?.id ?? null),
      kind: o.kind,
      applicationId: detail?.id ?? null,
      owner: o.owner,
      party: o.party,
      type: o.type,
      permitId: o.permitId,
      schemaVersion: o.schemaVersion,
      clientKey: o.clientKey,
      data: data.current,
      baseRevision: detail?.revision ?? null,
      savedAt,
      synced: 0 as const,
    };
  }, []);

  const flushLocal = useCallback(
    async (force = false) => {
      const savedAt = changeAt.current;
      if (!force && writtenAt.current >= savedAt) return writtenAt.current;
      writtenAt.current = savedAt;
      const written = await writeDraft(recordNow(savedAt));
      if (written) storedAt.current = Math.max(storedAt.current, savedAt);
      if (written && serverAt.current < savedAt) opts.current.tell({ type: 'keptOnDevice' });
      return savedAt;
    },
    [recordNow],
  );

  // A reload or a typed address in the instant after typing may end the IndexedDB write with the
  // page: the input not yet known to be there is also kept, synchronously, for the next opening.
  useEffect(
    () =>
      onPageHide(() => {
        if (changeAt.current > storedAt.current) writePageHideCopy(recordNow(changeAt.current));
      }),
    [recordNow],
  );

  const send = useCallback(async () => {
    window.clearTimeout(serverTimer.current);
    const o = opts.current;
    if (!o.enabled) return;
    if (changeAt.current <= serverAt.current) return;
    if (!isOnline()) {
      await flushLocal();
      o.tell({ type: 'autosaveFailed', offline: true, message: null });
      return;
    }
    const savedAt = await flushLocal();
    const sentData = data.current;
    o.tell({ type: 'autosaveStarted' });
    try {
      const detail = await o.ensureCreated();
      await autosaveApplication(o.kind, detail.id, sentData);
      serverAt.current = Math.max(serverAt.current, savedAt);
      await markDraftSynced(keyOf(opts.current, detail.id), savedAt);
      o.tell({ type: 'autosaved', newerInput: changeAt.current > savedAt });
    } catch (error) {
      if (isApiError(error) && error.status === -1) {
        o.tell({ type: 'autosaveFailed', offline: true, message: null });
      } else {
        o.tell({ type: 'autosaveFailed', offline: false, message: isApiError(error) ? error.message : null });
      }
    }
  }, [flushLocal]);

  const sendNow = useCallback(async () => {
    // One request at a time: a change typed while one is on its way goes in the next.
    while (sending.current) await sending.current;
    sending.current = send().finally(() => {
      sending.current = null;
    });
    return sending.current;
  }, [send]);

  // Each change: on this device at once, to the server after a pause in typing.
  useEffect(() => {
    if (options.changes === 0) return;
    changeAt.current = Math.max(Date.now(), changeAt.current + 1);
    data.current = options.data;
    void flushLocal();
    window.clearTimeout(serverTimer.current);
    serverTimer.current = window.setTimeout(() => void sendNow(), AUTOSAVE_DELAY_MS);
  }, [options.changes, options.data, flushLocal, sendNow]);

  useEffect(() => {
    const online = () => void sendNow();
    const offline = () => {
      if (changeAt.current > serverAt.current) opts.current.tell({ type: 'wentOffline' });
    };
    const hide = () => void flushLocal();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', hide);
    // Input restored from this device that the server has not got yet goes now.
    if (changeAt.current > serverAt.current) void sendNow();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', hide);
      window.clearTimeout(serverTimer.current);
      // Leaving the form: whatever is pending is kept, and sent if it can be.
      if (changeAt.current > serverAt.current) void sendNow();
    };
  }, [flushLocal, sendNow]);

  const markSaved = useCallback((savedAt: number, revision: number) => {
    window.clearTimeout(serverTimer.current);
    serverAt.current = Math.max(serverAt.current, savedAt);
    const detail = opts.current.current();
    if (detail) void markDraftSynced(keyOf(opts.current, detail.id), savedAt, revision);
    opts.current.tell({ type: 'autosaved', newerInput: changeAt.current > savedAt });
  }, []);

  return { flushLocal, sendNow, markSaved, lastChangeAt: () => changeAt.current };
}
