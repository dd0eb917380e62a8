/** Replaced by the form engine in this session (issue 4). */
import type { KindSegment } from '../../../shared/permits/kind-list.ts';
export function ApplicationPage(_props: { kind: KindSegment }) {
  return null;
}
