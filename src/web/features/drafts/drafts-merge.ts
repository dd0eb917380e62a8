/**
 * Which input a form opens with (issue 4 item 2: nothing typed is lost). Three sources may hold
 * the person's input: the saved application (`data`, at `revision`), the server's autosave of
 * input not yet saved, and the draft on this device. Pure, so the rules are tested alone.
 *
 * - A form that cannot be edited shows what the server holds.
 * - The server's autosave, when newer than the saved data, wins over the saved data.
 * - A device draft the server has not received wins when it was typed on the revision the server
 *   still has and no newer autosave arrived from elsewhere.
 * - Otherwise the two differ and neither is obviously right: the server's version opens and the
 *   person chooses (issue 7: "a draft changed on two devices is detected by revision").
 */

export interface ServerVersion {
  data: Record<string, unknown>;
  revision: number;
  /** ISO time of the last save. */
  updatedAt: string;
  autosave: { data: Record<string, unknown>; savedAt: string } | null;
  editable: boolean;
}

export interface DeviceVersion {
  data: Record<string, unknown>;
  baseRevision: number | null;
  /** Device time, ms since the epoch. */
  savedAt: number;
  synced: boolean;
}

export type RestoredFrom = 'none' | 'serverAutosave' | 'device';

export interface OpenedInput {
  data: Record<string, unknown>;
  restoredFrom: RestoredFrom;
  /** When the restored input was last changed (ms), for "restored the input of …". */
  restoredAt: number | null;
  /** Input on this device that differs from what opened; the person may choose it instead. */
  conflict: { data: Record<string, unknown>; savedAt: number } | null;
}

/** Equal as JSON data (key order ignored); raw input and saved data are plain JSON. */
export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function openedInput(server: ServerVersion, device: DeviceVersion | null): OpenedInput {
  const autosaveAt = server.autosave ? Date.parse(server.autosave.savedAt) : Number.NaN;
  const useAutosave =
    server.editable &&
    server.autosave !== null &&
    !(autosaveAt <= Date.parse(server.updatedAt)) &&
    !sameData(server.autosave.data, server.data);
  const fromServer: OpenedInput = useAutosave
    ? { data: server.autosave!.data, restoredFrom: 'serverAutosave', restoredAt: autosaveAt, conflict: null }
    : { data: server.data, restoredFrom: 'none', restoredAt: null, conflict: null };

  if (!server.editable || !device || device.synced || sameData(device.data, fromServer.data)) {
    return fromServer;
  }
  const typedOnCurrent = device.baseRevision === server.revision;
  const newerAutosaveElsewhere = useAutosave && autosaveAt > device.savedAt;
  if (typedOnCurrent && !newerAutosaveElsewhere) {
    return { data: device.data, restoredFrom: 'device', restoredAt: device.savedAt, conflict: null };
  }
  return { ...fromServer, conflict: { data: device.data, savedAt: device.savedAt } };
}

/** A new form (no application on the server yet): the device draft, if there is one with input. */
export function openedNewInput(prefill: Record<string, unknown>, device: DeviceVersion | null): OpenedInput {
  if (device && Object.keys(device.data).length > 0 && !sameData(device.data, prefill)) {
    return { data: device.data, restoredFrom: 'device', restoredAt: device.savedAt, conflict: null };
  }
  return { data: prefill, restoredFrom: 'none', restoredAt: null, conflict: null };
}
