/**
 * Opening a draft's form (issue 23 item 1, ADR 0013, ADR 0044): which input the form opens on and
 * what the page shows, decided here from the copies that exist: the device's draft (IndexedDB, or
 * the page-hide copy when that is newer), the server's answer, and the server's copy this device
 * kept for when the server cannot be reached. The page asks the server for the application (its
 * query is the application's cache, which the session runner's host keeps current) and renders what
 * the opening says; it reads and merges nothing itself.
 *
 * - A new form opens on this device's draft when it holds input, else on the prefill; a new form
 *   that already became an application is opened at the application's address.
 * - An application opens on what the server holds now, merged with the device's draft by the rules
 *   of drafts-merge.ts: the device's input is taken when it was typed on the server's revision,
 *   offered as a choice when it is not obviously newer, never silently overwritten or dropped.
 * - When the server cannot be reached, the copy this device kept (keepServerCopy) opens the form,
 *   and the device's input is the newest known; with no copy kept, the form cannot open here.
 * - Input is migrated to the kind's current schema (house style: drafts are migrated on read).
 */
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import type { KindDefinition } from '../../../shared/permits/engine/definition.ts';
import { definitionForType } from '../../../shared/permits/engine/extension.ts';
import { migrateData } from '../../../shared/permits/engine/validate.ts';
import { openingInput } from './draft-session.ts';
import { type DraftRecord, deleteDraft, draftKey, readDeviceDraft, readDraft } from './drafts-db.ts';
import type { DeviceVersion, OpenedInput } from './drafts-merge.ts';

/** Whose draft of which kind: the user who types (`owner`) and the represented person (`party`). */
export interface DraftOwner {
  kind: string;
  /** The kind's definition (the one of its request type is chosen from it). */
  definition: KindDefinition;
  owner: string;
  party: string;
}

/** What a new form shows. */
export type NewDraftOpening =
  /** The form, on the device's draft or the prefill. */
  | { show: 'form'; opened: OpenedInput; clientKey: string | undefined }
  /** This new form already became an application on the server: it opens there. */
  | { show: 'application'; applicationId: string };

/** What the server said when asked for the application. */
export type ServerAnswer =
  /** What it holds now (or the copy the form just carried over from its new-form address). */
  | { state: 'answered'; detail: ApplicationDetail }
  /** No answer: no network, or the server could not be reached. */
  | { state: 'unreachable' };

/** What an application's page shows. */
export type ApplicationOpening =
  /** The form (an editable application) or what was sent (one that cannot be edited). */
  | {
      show: 'form' | 'readOnly';
      /** The application as the form opens it: the server's answer, or the copy this device kept. */
      detail: ApplicationDetail;
      /** The kind's definition for the application's type (an extension has its own form). */
      definition: KindDefinition;
      opened: OpenedInput;
      clientKey: string | undefined;
      /** Opened from the copy this device kept, the server not being reachable. */
      offlineCopy: boolean;
    }
  /** The server cannot be reached and this device kept no copy: it opens when the network returns. */
  | { show: 'unavailable' };

/** The draft on this device as the session opens it: its input migrated to the kind's schema. */
export function deviceVersion(definition: KindDefinition, record: DraftRecord | null): DeviceVersion | null {
  return record
    ? {
        data: migrateData(definition, record.data, record.schemaVersion),
        baseRevision: record.baseRevision,
        savedAt: record.savedAt,
        synced: record.synced === 1,
      }
    : null;
}

/** The device's draft; a device whose storage cannot be read opens the form without it. */
function readDevice(key: string, owner: string): Promise<DraftRecord | null> {
  return readDeviceDraft(key, owner).catch(() => null);
}

/** A new form of `draft.kind`: the device's draft, or the prefill (`prefill`: the contact details). */
export async function openNewDraft(
  draft: DraftOwner,
  prefill: Record<string, unknown>,
): Promise<NewDraftOpening> {
  const record = await readDevice(draftKey(draft.kind, null, draft.party), draft.owner);
  if (record?.applicationId) return { show: 'application', applicationId: record.applicationId };
  return {
    show: 'form',
    opened: openingInput({
      server: null,
      device: deviceVersion(draft.definition, record),
      prefill,
      applicationId: null,
    }),
    clientKey: record?.clientKey,
  };
}

/** The application `id` as its form opens, from the server's answer and the device's copies. */
export async function openApplicationDraft(
  draft: DraftOwner,
  id: string,
  answer: ServerAnswer,
): Promise<ApplicationOpening> {
  const record = await readDevice(draftKey(draft.kind, id, draft.party), draft.owner);
  const offlineCopy = answer.state === 'unreachable';
  const server = answer.state === 'answered' ? answer.detail : record?.detail;
  if (!server) return { show: 'unavailable' };
  const definition = definitionForType(draft.definition, server.type);
  return {
    show: server.editable ? 'form' : 'readOnly',
    detail: server,
    definition,
    opened: openingInput({
      server: { ...server, data: migrateData(definition, server.data, server.schemaVersion) },
      device: deviceVersion(definition, record),
      applicationId: server.id,
      offlineCopy,
    }),
    clientKey: record?.clientKey,
    offlineCopy,
  };
}

/**
 * The new form's record that pointed to application `id` (it became that application) is no longer
 * needed once the application's own address is open: a new form opens empty again.
 */
export async function dropNewFormPointer(draft: Omit<DraftOwner, 'definition'>, id: string): Promise<void> {
  const newKey = draftKey(draft.kind, null, draft.party);
  const record = await readDraft(newKey, draft.owner);
  if (record?.applicationId === id) await deleteDraft(newKey);
}
