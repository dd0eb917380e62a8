import { describe, expect, it } from 'vitest';
import {
  type DeviceVersion,
  openedInput,
  openedNewInput,
  type ServerVersion,
  sameData,
} from './drafts-merge.ts';

const saved: ServerVersion = {
  data: { siteName: 'Aikštelė' },
  revision: 3,
  updatedAt: '2026-11-21T10:00:00.000Z',
  autosave: null,
  editable: true,
};
const at = (iso: string) => Date.parse(iso);
const device = (over: Partial<DeviceVersion> = {}): DeviceVersion => ({
  data: { siteName: 'Aikštelė prie uosto' },
  baseRevision: 3,
  savedAt: at('2026-11-21T10:05:00.000Z'),
  synced: false,
  ...over,
});

describe('which input a form opens with', () => {
  it('opens the saved data when nothing newer exists', () => {
    expect(openedInput(saved, null)).toEqual({
      data: saved.data,
      restoredFrom: 'none',
      restoredAt: null,
      conflict: null,
    });
  });

  it("prefers the server's autosave when it is newer than the saved data", () => {
    const server = {
      ...saved,
      autosave: { data: { siteName: 'Nauja' }, savedAt: '2026-11-21T10:02:00.000Z' },
    };
    const opened = openedInput(server, null);
    expect(opened.data).toEqual({ siteName: 'Nauja' });
    expect(opened.restoredFrom).toBe('serverAutosave');
    expect(opened.restoredAt).toBe(at('2026-11-21T10:02:00.000Z'));
    // An autosave older than the last save was overtaken by it.
    const old = { ...server, autosave: { ...server.autosave, savedAt: '2026-11-21T09:00:00.000Z' } };
    expect(openedInput(old, null).restoredFrom).toBe('none');
  });

  it('restores unsent input typed on this device on the current revision', () => {
    const opened = openedInput(saved, device());
    expect(opened.data).toEqual({ siteName: 'Aikštelė prie uosto' });
    expect(opened.restoredFrom).toBe('device');
    expect(opened.conflict).toBeNull();
  });

  it('ignores a device draft the server already holds, or one equal to it', () => {
    expect(openedInput(saved, device({ synced: true })).restoredFrom).toBe('none');
    expect(openedInput(saved, device({ data: { siteName: 'Aikštelė' } })).restoredFrom).toBe('none');
  });

  it('lets the person choose when the application was saved elsewhere after the device input', () => {
    const opened = openedInput({ ...saved, revision: 4 }, device());
    expect(opened.data).toEqual(saved.data);
    expect(opened.conflict).toEqual({ data: { siteName: 'Aikštelė prie uosto' }, savedAt: device().savedAt });
  });

  it('lets the person choose when another device autosaved later than this one', () => {
    const server = {
      ...saved,
      autosave: { data: { siteName: 'Kitame įrenginyje' }, savedAt: '2026-11-21T10:10:00.000Z' },
    };
    const opened = openedInput(server, device());
    expect(opened.data).toEqual({ siteName: 'Kitame įrenginyje' });
    expect(opened.conflict?.data).toEqual({ siteName: 'Aikštelė prie uosto' });
  });

  it('shows what the server holds when the application can no longer be edited', () => {
    const opened = openedInput({ ...saved, editable: false }, device());
    expect(opened).toMatchObject({ data: saved.data, restoredFrom: 'none', conflict: null });
  });

  it('restores the draft of a new form, or opens the prefill', () => {
    const prefill = { contactEmail: 'info@example.lt' };
    expect(openedNewInput(prefill, null).data).toBe(prefill);
    expect(openedNewInput(prefill, device({ data: {} })).restoredFrom).toBe('none');
    const opened = openedNewInput(prefill, device({ baseRevision: null }));
    expect(opened.restoredFrom).toBe('device');
    expect(opened.data).toEqual({ siteName: 'Aikštelė prie uosto' });
  });

  it('compares data regardless of key order', () => {
    expect(sameData({ a: 1, b: [{ c: 1, d: 2 }] }, { b: [{ d: 2, c: 1 }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: '1' })).toBe(false);
  });
});
