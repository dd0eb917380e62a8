/**
 * A felling boundary file attached without a network (issue 7 items 2 and 3) is read on the device
 * with the same library the server uses (shared/geo): a file the server would refuse is refused at
 * once, in the person's language, instead of waiting in the forest to be refused later, and the
 * computed area is shown beside the declared one while offline. The server reads it again when it
 * arrives. The geo code loads only when such a file is attached.
 */
import type { BoundaryResult } from '../../../shared/geo/boundary.ts';
import type { KindDefinition } from '../../../shared/permits/engine/definition.ts';
import type { useT } from '../../i18n/use-t.ts';
import { ApiError } from '../../platform/api.ts';

export async function readBoundaryOnDevice(
  definition: KindDefinition,
  slotType: string,
  file: Blob & { name: string },
): Promise<(BoundaryResult & { perimeterM?: number }) | null> {
  const slot = definition.documents.find((candidate) => candidate.type === slotType);
  if (slot?.accept !== 'boundary') return null;
  const [{ readBoundary }, { outlineForChecks }, { perimeterMetres }] = await Promise.all([
    import('../../../shared/geo/boundary.ts'),
    import('../boundary/index.ts'),
    import('../../../shared/permits/parts/boundary-perimeter.ts'),
  ]);
  const result = readBoundary(
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    await outlineForChecks(),
  );
  // The perimeter sets the area tolerance (ADR 0017), checked on the device while offline.
  return result.ok ? { ...result, perimeterM: perimeterMetres(result.geometry) } : result;
}

/**
 * The check of a file about to be kept on the device (the draft session runner's `FileCheck`): a
 * boundary the server would refuse is refused now, as the server would word it in a 400.
 */
export async function checkBoundaryOnDevice(
  definition: KindDefinition,
  slotType: string,
  file: File,
  t: ReturnType<typeof useT>,
): Promise<(BoundaryResult & { ok: true; perimeterM?: number }) | null> {
  const boundary = await readBoundaryOnDevice(definition, slotType, file);
  if (boundary && !boundary.ok) {
    const message = t(boundary.message, boundary.values);
    throw new ApiError(message, { status: 400, fieldErrors: [{ field: 'file', message }] });
  }
  return boundary;
}
