/**
 * Paths into a form's nested values, as the engine's validator names them
 * (`employees[0].asmensKodas`, `documents.<type>`): read, write (a copy) and renumber after a row
 * is removed. Pure; nothing here knows a permit kind.
 */

export type Segment = string | number;

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  for (const part of path.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) {
      segments.push(part);
      continue;
    }
    if (match[1]) segments.push(match[1]);
    for (const index of match[2]!.matchAll(/\[(\d+)\]/g)) segments.push(Number(index[1]));
  }
  return segments;
}

export function getIn(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const segment of parsePath(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A copy of `data` with `value` at `path`; missing objects and arrays on the way are created. */
export function setIn<T>(data: T, path: string, value: unknown): T {
  return setSegments(data, parsePath(path), value) as T;
}

function setSegments(current: unknown, segments: Segment[], value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [Segment, ...Segment[]];
  if (typeof head === 'number') {
    const array = Array.isArray(current) ? [...current] : [];
    while (array.length < head) array.push({});
    array[head] = setSegments(array[head], rest, value);
    return array;
  }
  const object =
    current !== null && typeof current === 'object' && !Array.isArray(current)
      ? { ...(current as Record<string, unknown>) }
      : {};
  object[head] = setSegments(object[head], rest, value);
  return object;
}

/**
 * Renumbers paths keyed in `record` after row `index` of the group at `groupPath` was removed:
 * the row's own paths go, later rows move up one.
 */
export function shiftAfterRemoval<V>(
  record: Readonly<Record<string, V>>,
  groupPath: string,
  index: number,
): Record<string, V> {
  const out: Record<string, V> = {};
  const prefix = `${groupPath}[`;
  for (const [path, value] of Object.entries(record)) {
    if (!path.startsWith(prefix)) {
      out[path] = value;
      continue;
    }
    const match = /^(\d+)\]/.exec(path.slice(prefix.length));
    if (!match) {
      out[path] = value;
      continue;
    }
    const row = Number(match[1]);
    if (row === index) continue;
    const rest = path.slice(prefix.length + match[0].length);
    out[row > index ? `${prefix}${row - 1}]${rest}` : path] = value;
  }
  return out;
}
