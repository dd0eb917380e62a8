/**
 * The warnings a kind gives about an application (KindDefinition.warnings): the same function on the
 * device (offline too) and on the server, which returns them in the application's detail so that
 * the officer sees what the person saw. Warnings never block a save or a submission.
 */
import type { ApplicationWarning, KindDefinition } from './definition.ts';

/** A document as the warnings see it (DocumentDto and the files waiting on the device fit). */
export interface WarningDocument {
  type: string;
  boundary?: { areaHa: number; perimeterM?: number | null } | null;
}

export function applicationWarnings(
  definition: KindDefinition,
  data: Readonly<Record<string, unknown>>,
  documents: readonly WarningDocument[],
): ApplicationWarning[] {
  if (!definition.warnings) return [];
  const boundarySlots = new Set(
    definition.documents.filter((slot) => slot.accept === 'boundary').map((slot) => slot.type),
  );
  const boundaries = documents.flatMap((document) =>
    boundarySlots.has(document.type) && document.boundary
      ? [{ areaHa: document.boundary.areaHa, perimeterM: document.boundary.perimeterM ?? null }]
      : [],
  );
  return definition.warnings({ data, boundaries });
}
