/**
 * The permit's data through the form engine's read-only view, named by the kind's definition. Its
 * own chunk: the registry carries every kind's forms, which only record pages need.
 */
import type { PartyDto } from '../../../shared/permits/api-types.ts';
import { definitionOf } from '../../../shared/permits/registry.ts';
import { AnswersView } from '../../ui/answers/answers-view.tsx';
import { PlainData } from './plain-data.tsx';

export function PermitAnswers({
  kind,
  holder,
  data,
}: {
  kind: string;
  holder: PartyDto;
  data: Record<string, unknown>;
}) {
  const definition = definitionOf(kind);
  if (!definition) return <PlainData data={data} />;
  return <AnswersView definition={definition} filer={holder.kind} data={data} headingLevel={3} />;
}
