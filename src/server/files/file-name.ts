/**
 * The one file-name cleaner (issue 17 item 4): the name a person's file is kept and offered under.
 * Only shown and used as the download name — never part of a storage path (keys are UUIDs).
 *
 * - the last part of what the browser sent (some send a whole path, with `/` or `\`);
 * - NFC, so that "š" typed two ways is one name;
 * - without control characters (C0, DEL, C1), invisible format characters (a right-to-left
 *   override makes `ataskaita‮fdp.exe` look like `ataskaitaexe.pdf`) and line or paragraph
 *   separators;
 * - without what Windows cannot keep in a name (`< > : " | ? *`), so the download saves as sent;
 * - without leading dots (no hidden `.htaccess`, no `..`) and trailing dots or spaces;
 * - a Windows device name (`CON`, `NUL.pdf`, `COM1`) gets a `_` in front;
 * - at most 150 characters and 240 UTF-8 bytes (file systems allow 255), the ending kept;
 * - `fallback` when nothing is left.
 */

const MAX_CHARACTERS = 150;
const MAX_BYTES = 240;
const REMOVED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"|?*]/gu;
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

export function cleanFileName(raw: string | undefined, fallback = 'dokumentas'): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(REMOVED, '')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (name === '') return fallback;
  if (DEVICE.test(name)) name = `_${name}`;
  return shorten(name);
}

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

/** Cut to the limits by whole characters (never half a surrogate pair), keeping a short ending. */
function shorten(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= MAX_CHARACTERS && utf8Length(name) <= MAX_BYTES) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const stem = Array.from(ext ? name.slice(0, dot) : name);
  let keep = Math.min(stem.length, MAX_CHARACTERS - ext.length);
  while (keep > 0 && utf8Length(stem.slice(0, keep).join('') + ext) > MAX_BYTES) keep--;
  return stem.slice(0, keep).join('').trimEnd() + ext;
}
