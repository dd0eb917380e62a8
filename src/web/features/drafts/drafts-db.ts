/**
 * Draft applications kept on this device (architecture §5, issue 4 item 2): the latest input of
 * every open form is written to IndexedDB (Dexie) as the person types, so that a closed tab, a
 * crash or a lost network loses nothing; the form sends unsynced drafts to the server's autosave
 * when it can. Issue 7 (offline drafting) extends this database with files and an outbox.
 *
 * Keys: `${kind}:${applicationId}` for an application that exists on the server, and
 * `${kind}:new:${party}` for a new form of one represented person that has no id yet (two
 * represented persons on one device never share a new draft). When the server creates the
 * application the new-form record keeps its id as a pointer, so reopening `/paraiskos/{kind}`
 * finds the application it became.
 *
 * Offline drafting (issue 7 item 3, ADR 0013): each draft has a `clientKey`, the id this device
 * gave it, which the server uses to answer the same application however often creation is retried.
 * Files attached while offline wait in `files` as blobs, linked by that key, each with its own
 * Idempotency-Key (its id); a draft submitted offline carries `submitRequested` until it is sent.
 *
 * Field notes: never `await fetch` inside a Dexie transaction (PrematureCommitError); every
 * function here touches only IndexedDB.
 */
import type { Dexie, EntityTable } from 'dexie';
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import type { ApplicationType } from '../../../shared/permits/engine/definition.ts';
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
import type { AttemptProblem } from '../../platform/outbox/types.ts';
import { dropPageHideCopy, readPageHideCopy } from './page-hide-copy.ts';

export interface DraftRecord {
  key: string;
  kind: KindSegment;
  /** Null until the server has created the application. */
  applicationId: string | null;
  /** Personal code of the user who typed it: another user of the device never sees it. */
  owner: string;
  /** Code of the represented person the application is for. */
  party: string;
  type: ApplicationType;
  /** The permit a change, amendment or extension refers to. */
  permitId: string | null;
  /** Kind schema version of `data` (house style: drafts are migrated on read). */
  schemaVersion: number;
  /** Raw form input, exactly as typed. */
  data: Record<string, unknown>;
  /** The server revision the input was typed on; null for a form the server has not seen. */
  baseRevision: number | null;
  /** Device time of the last change, ms since the epoch. */
  savedAt: number;
  /** 1 once the server holds this input (IndexedDB cannot index booleans). */
  synced: 0 | 1;
  /** This device's id of the draft (a UUID), sent when the application is created. */
  clientKey?: string;
  /** The person pressed Submit without a network: submitted when the network returns. */
  submitRequested?: boolean;
  /** Why the last attempt to send or submit it was refused (the server's words), for the form to show. */
  problem?: string | null;
  /** The server's copy of the application as last seen here, so that the form opens offline. */
  detail?: ApplicationDetail;
  /** Its place in the drafts' outbox (draft-outbox.ts): attempts so far and when it is due again. */
  outbox?: { attempts: number; nextAttemptAt: number; lastProblem: AttemptProblem | null } | undefined;
  /**
   * The server refused it as it was at `savedAt` (`conflict`: 409, typed on an old revision): the
   * outbox waits for new input or a new Submit instead of asking again.
   */
  held?: { savedAt: number; conflict: boolean } | undefined;
}

/** A file attached on this device that the server has not received yet. */
export interface PendingFile {
  /** A UUID: the upload's Idempotency-Key. */
  id: string;
  /** The `clientKey` of the draft it belongs to. */
  draftClientKey: string;
  owner: string;
  party: string;
  /** The document slot. */
  type: string;
  title: string;
  confidential: boolean;
  name: string;
  size: number;
  blob: Blob;
  addedAt: number;
  /** The server refused it (its message): it stays listed until the person removes it. */
  problem: string | null;
  /**
   * A felling boundary read on the device (shared/geo): its area, perimeter in metres (absent in
   * files kept before issue 16) and reading warnings.
   */
  boundary?: { areaHa: number; perimeterM?: number; warnings: string[] } | null;
}

export const DRAFTS_DB_NAME = 'aplinkos-leidimai';

export type DraftsDb = Dexie & {
  drafts: EntityTable<DraftRecord, 'key'>;
  files: EntityTable<PendingFile, 'id'>;
};

let instance: Promise<DraftsDb> | null = null;
/** The database of the simulated device asking (the drafts' reliability run), else the page's own. */
let elsewhere: (() => Promise<DraftsDb>) | null = null;

/**
 * The reliability run (bench/drafts.ts) simulates several devices in one process: each has its own
 * IndexedDB (fake-indexeddb), chosen by `open` for the device whose code is running. The page never
 * calls this.
 */
export function openDraftsDatabaseWith(open: ((name: string) => Promise<DraftsDb>) | null): void {
  elsewhere = open ? () => open(DRAFTS_DB_NAME) : null;
}

/** The database's tables, for a device simulated in the reliability run (the page opens its own). */
export function defineDraftsTables(db: Dexie): DraftsDb {
  db.version(1).stores({ drafts: 'key, [owner+party], synced' });
  db.version(2).stores({
    drafts: 'key, [owner+party], synced',
    files: 'id, draftClientKey, [owner+party]',
  });
  return db as DraftsDb;
}

/**
 * Opened on first use, so pages that never touch drafts never open IndexedDB; Dexie itself loads
 * then too, so the drafts feature's index stays light for the pages that import a small piece.
 */
export function draftsDb(): Promise<DraftsDb> {
  if (elsewhere) return elsewhere();
  instance ??= import('dexie').then(
    ({ default: DexieClass }) => {
      return defineDraftsTables(new DexieClass(DRAFTS_DB_NAME));
    },
    (error: unknown) => {
      // The code could not load (offline before it was cached): the next use tries again.
      instance = null;
      throw error;
    },
  );
  return instance;
}

/** Opens the database while a form's code loads, so the form finds its draft as it first renders. */
export async function openDraftsDatabase(): Promise<void> {
  try {
    await (await draftsDb()).open();
  } catch {
    // No IndexedDB (a private window): the form works without it.
  }
}

export function draftKey(kind: string, applicationId: string | null, party: string): string {
  return applicationId ? `${kind}:${applicationId}` : `${kind}:new:${party}`;
}

/** What a draft is and whose, the same in every record of it: its key, kind, people, type and device id. */
export type DraftIdentity = Pick<
  DraftRecord,
  'key' | 'kind' | 'owner' | 'party' | 'type' | 'permitId' | 'schemaVersion' | 'clientKey'
>;

/** The identity of a form's draft, under the key of `applicationId` (null: the new form's key). */
export function draftIdentity(
  form: Omit<DraftIdentity, 'key'> & { clientKey: string },
  applicationId: string | null,
): DraftIdentity {
  return {
    key: draftKey(form.kind, applicationId, form.party),
    kind: form.kind,
    owner: form.owner,
    party: form.party,
    type: form.type,
    permitId: form.permitId,
    schemaVersion: form.schemaVersion,
    clientKey: form.clientKey,
  };
}

/** IndexedDB may be missing (private windows of some browsers): the form then works without it. */
async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export function readDraft(key: string, owner: string): Promise<DraftRecord | null> {
  return safely(async () => {
    const record = await (await draftsDb()).drafts.get(key);
    return record && record.owner === owner ? record : null;
  }, null);
}

/**
 * The draft as this device last had it: the database's record, or the copy written as the page was
 * hidden (page-hide-copy.ts) when that one is newer, which is then written to the database.
 */
export async function readDeviceDraft(key: string, owner: string): Promise<DraftRecord | null> {
  const record = await readDraft(key, owner);
  const copy = readPageHideCopy<Omit<DraftRecord, 'detail' | 'outbox' | 'held'>>(key, owner);
  if (!copy) return record;
  if (record && record.savedAt >= copy.savedAt) {
    dropPageHideCopy(key);
    return record;
  }
  if (record?.applicationId && !copy.applicationId) {
    // The new form became an application meanwhile (this record only points to it): the input
    // typed last goes to the application's draft, where the form that opens there offers it.
    const target = draftKey(record.kind, record.applicationId, record.party);
    const there = await readDraft(target, owner);
    if (!there || there.savedAt < copy.savedAt) {
      await writeDraft({
        ...(there ?? {}),
        ...copy,
        key: target,
        applicationId: record.applicationId,
        synced: 0,
      });
    }
    dropPageHideCopy(key);
    return record;
  }
  // Typed after the database's copy: it becomes the draft (unsent), with what the record kept.
  const merged: DraftRecord = { ...(record ?? {}), ...copy, synced: 0 };
  if (await writeDraft(merged)) dropPageHideCopy(key);
  return (await readDraft(key, owner)) ?? merged;
}

/** Writes the form's input; the device key, an offline submission, its problem and the kept server copy stay unless given. */
export function writeDraft(record: DraftRecord): Promise<boolean> {
  return safely(async () => {
    const db = await draftsDb();
    await db.transaction('rw', db.drafts, async () => {
      const existing = await db.drafts.get(record.key);
      await db.drafts.put({
        // The server's copy kept for opening offline (keepServerCopy) stays with the new input: a
        // reload offline between this write and the next keep found a draft it could not open.
        ...(existing?.detail ? { detail: existing.detail } : {}),
        ...(existing?.clientKey ? { clientKey: existing.clientKey } : {}),
        ...(existing?.submitRequested ? { submitRequested: true } : {}),
        ...(existing?.problem ? { problem: existing.problem } : {}),
        ...record,
      });
    });
    return true;
  }, false);
}

export function deleteDraft(key: string): Promise<void> {
  return safely(async () => (await draftsDb()).drafts.delete(key), undefined);
}

/**
 * Marks a draft as held by the server, unless the person typed again since `savedAt` was sent:
 * then the newer input stays unsynced and is sent next.
 */
export function markDraftSynced(key: string, savedAt: number, baseRevision?: number): Promise<void> {
  return safely(async () => {
    const db = await draftsDb();
    await db.transaction('rw', db.drafts, async () => {
      const record = await db.drafts.get(key);
      if (!record || record.savedAt !== savedAt) return;
      await db.drafts.put({
        ...record,
        synced: 1,
        ...(baseRevision !== undefined ? { baseRevision } : {}),
      });
    });
  }, undefined);
}

/** After the server created the application: its input now lives under the id's key, the new-form record points to it. */
export function moveNewDraft(
  newKey: string,
  record: DraftRecord,
  applicationId: string,
  baseRevision: number,
): Promise<DraftRecord> {
  const moved: DraftRecord = {
    ...record,
    key: draftKey(record.kind, applicationId, record.party),
    applicationId,
    baseRevision,
  };
  return safely(async () => {
    const db = await draftsDb();
    await db.transaction('rw', db.drafts, async () => {
      // The form may already have written newer input under the id's key: that one stays, and
      // still carries a Submit asked for offline (else the submission waiting was lost).
      const existing = await db.drafts.get(moved.key);
      if (!existing || existing.savedAt < moved.savedAt)
        await db.drafts.put(existing?.detail ? { ...moved, detail: existing.detail } : moved);
      else if (moved.submitRequested && !existing.submitRequested)
        await db.drafts.put({ ...existing, submitRequested: true });
      await db.drafts.put({
        ...record,
        key: newKey,
        applicationId,
        data: {},
        synced: 1,
        submitRequested: false,
      });
    });
    return moved;
  }, moved);
}

/**
 * Drafts of this user and represented person with something for the server: input it has not got,
 * a submission asked for offline, or files waiting. A new form counts once it holds input.
 */
export function unsyncedDrafts(owner: string, party: string): Promise<DraftRecord[]> {
  return safely(async () => {
    const db = await draftsDb();
    const waiting = new Set(
      (await db.files.where('[owner+party]').equals([owner, party]).toArray())
        .filter((file) => file.problem === null)
        .map((file) => file.draftClientKey),
    );
    return (await db.drafts.where('[owner+party]').equals([owner, party]).toArray()).filter((record) => {
      const isNewPointer = record.applicationId !== null && record.key.includes(':new:');
      if (isNewPointer) return false;
      const hasFiles = record.clientKey !== undefined && waiting.has(record.clientKey);
      const hasInput = record.applicationId !== null || Object.keys(record.data).length > 0 || hasFiles;
      return hasInput && (record.synced === 0 || record.submitRequested === true || hasFiles);
    });
  }, []);
}

/**
 * Keeps the server's copy of an application that can still be edited on this device (ADR 0013): the
 * form then opens offline. A device that has no draft of it gets one that holds nothing unsent.
 */
export function keepServerCopy(base: DraftIdentity, detail: ApplicationDetail): Promise<void> {
  return safely(async () => {
    const db = await draftsDb();
    await db.transaction('rw', db.drafts, async () => {
      const existing = await db.drafts.get(base.key);
      if (existing) {
        if (existing.owner === base.owner) await db.drafts.update(base.key, { detail });
        return;
      }
      await db.drafts.put({
        ...base,
        applicationId: detail.id,
        data: detail.autosave?.data ?? detail.data,
        baseRevision: detail.revision,
        savedAt: 0,
        synced: 1,
        detail,
      });
    });
  }, undefined);
}

/** Updates fields of a draft if it is still there. */
export function patchDraft(key: string, patch: Partial<DraftRecord>): Promise<void> {
  return safely(async () => {
    await (await draftsDb()).drafts.update(key, patch);
  }, undefined);
}

// --- files waiting on this device ------------------------------------------------------------------

export function keepFile(file: PendingFile): Promise<boolean> {
  return safely(async () => {
    await (await draftsDb()).files.put(file);
    return true;
  }, false);
}

export function pendingFiles(draftClientKey: string, owner: string): Promise<PendingFile[]> {
  return safely(
    async () =>
      (
        await (await draftsDb()).files.where('draftClientKey').equals(draftClientKey).sortBy('addedAt')
      ).filter((file) => file.owner === owner),
    [],
  );
}

export function dropFile(id: string): Promise<void> {
  return safely(async () => (await draftsDb()).files.delete(id), undefined);
}

export function markFileRefused(id: string, problem: string): Promise<void> {
  return safely(async () => {
    await (await draftsDb()).files.update(id, { problem });
  }, undefined);
}
