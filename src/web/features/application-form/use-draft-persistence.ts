/**
 * Nothing typed is lost (issue 4 item 2): every change is written to this device at once (Dexie;
 * an IndexedDB write takes a millisecond, so "saved on this device" is true as soon as it shows) and
 * sent to the server's autosave about 1.5 s after the person stops typing,
 * when there is a network; a change typed offline is sent when the `online` event comes. A new form
 * gets its application on the server with its first autosave (no navigation, so focus stays where
 * the person types). The live status says where the input is: on this device, saved, or waiting
 * for the network.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import type { ApplicationType } from '../../../shared/permits/engine/definition.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import { isApiError } from '../../lib/api.ts';
import { autosaveApplication } from '../../lib/permits/permits-api.ts';
import { draftKey, markDraftSynced, writeDraft } from '../drafts/index.ts';
import { isOnline } from '../offline/connection.ts';

export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus = 'idle' | 'device' | 'sending' | 'saved' | 'offline' | 'failed';

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
  /** False once the server refused to create the application (the filer may not file it). */
  enabled: boolean;
}

export interface DraftPersistence {
  status: SaveStatus;
  failure: string | null;
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
  const [status, setStatus] = useState<SaveStatus>(options.unsentSince !== null ? 'device' : 'idle');
  const [failure, setFailure] = useState<string | null>(null);
  const opts = useRef(options);
  opts.current = options;
  const changeAt = useRef(options.unsentSince ?? 0);
  const writtenAt = useRef(options.unsentSince ?? 0);
  const serverAt = useRef(options.unsentSince !== null ? -1 : 0);
  const data = useRef(options.data);
  const serverTimer = useRef<number | undefined>(undefined);
  const sending = useRef<Promise<void> | null>(null);

  const flushLocal = useCallback(async (force = false) => {
    const savedAt = changeAt.current;
    if (!force && writtenAt.current >= savedAt) return writtenAt.current;
    const o = opts.current;
    const detail = o.current();
    writtenAt.current = savedAt;
    const written = await writeDraft({
      key: keyOf(opts.current, detail?.id ?? null),
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
      synced: 0,
    });
    if (written && serverAt.current < savedAt) setStatus((now) => (now === 'sending' ? now : 'device'));
    return savedAt;
  }, []);

  const send = useCallback(async () => {
    window.clearTimeout(serverTimer.current);
    const o = opts.current;
    if (!o.enabled) return;
    if (changeAt.current <= serverAt.current) return;
    if (!isOnline()) {
      await flushLocal();
      setStatus('offline');
      return;
    }
    const savedAt = await flushLocal();
    const sentData = data.current;
    setStatus('sending');
    try {
      const detail = await o.ensureCreated();
      await autosaveApplication(o.kind, detail.id, sentData);
      serverAt.current = Math.max(serverAt.current, savedAt);
      await markDraftSynced(keyOf(opts.current, detail.id), savedAt);
      setFailure(null);
      setStatus(changeAt.current > savedAt ? 'device' : 'saved');
    } catch (error) {
      if (isApiError(error) && error.status === -1) {
        setStatus('offline');
      } else {
        setStatus('failed');
        setFailure(isApiError(error) ? error.message : null);
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
      if (changeAt.current > serverAt.current) setStatus('offline');
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
    setFailure(null);
    setStatus(changeAt.current > savedAt ? 'device' : 'saved');
  }, []);

  return { status, failure, flushLocal, sendNow, markSaved, lastChangeAt: () => changeAt.current };
}
