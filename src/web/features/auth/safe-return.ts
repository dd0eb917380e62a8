/**
 * Where to go after login must be a path on this site: `/x`, never `//host` or `/\host`
 * (field notes: an open redirect through the return address was a real vulnerability).
 */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  // Coming back to a login screen after logging in would loop.
  if (path === '/login' || path.startsWith('/login/') || path.startsWith('/login?')) return fallback;
  return path;
}
