/** Choices of the list filters: permit kinds, states and sorts with their names. */
import type { MessageId } from '../../../shared/i18n/index.ts';
import {
  APPLICATION_SORTS,
  type ApplicationSort,
  PERMIT_SORTS,
  type PermitSort,
} from '../../../shared/permits/api-types.ts';
import { APPLICATION_STATES, PERMIT_STATES } from '../../../shared/permits/engine/lifecycle.ts';
import { KIND_SEGMENTS, PERMIT_KINDS } from '../../../shared/permits/kind-list.ts';
import type { Translate } from '../../i18n/use-t.ts';
import type { FilterOption } from './list-filters.tsx';
import type { ListQuerySpec } from './list-query.ts';

/**
 * Every kind of spec §1 in its order, `L13 · Hazardous waste licence`. The kind list rather than
 * the registry: the registry carries every kind's forms, which a list page need not download;
 * an unregistered kind simply has no applications.
 */
export function kindOptions(t: Translate): FilterOption[] {
  return PERMIT_KINDS.map((kind) => ({ value: kind.segment, label: `${kind.code} · ${t(kind.title)}` }));
}

export function applicationStateOptions(t: Translate): FilterOption[] {
  return APPLICATION_STATES.map((state) => ({ value: state, label: t(`applicationState.${state}`) }));
}

export function permitStateOptions(t: Translate): FilterOption[] {
  return PERMIT_STATES.map((state) => ({ value: state, label: t(`permitState.${state}`) }));
}

const SORT_LABELS: Record<ApplicationSort | PermitSort, MessageId> = {
  'updated-desc': 'listUi.sortUpdatedDesc',
  'updated-asc': 'listUi.sortUpdatedAsc',
  'number-asc': 'listUi.sortNumberAsc',
  'number-desc': 'listUi.sortNumberDesc',
  state: 'listUi.sortState',
  'issued-desc': 'listUi.sortIssuedDesc',
  'issued-asc': 'listUi.sortIssuedAsc',
  'valid-until-asc': 'listUi.sortValidUntilAsc',
};

export function sortOptions<S extends ApplicationSort | PermitSort>(
  sorts: readonly S[],
  t: Translate,
): { value: S; label: string }[] {
  return sorts.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }));
}

/** The query of a person's applications list: kind, state, sort, page. */
export const APPLICATION_LIST_SPEC: ListQuerySpec<ApplicationSort> = {
  kinds: KIND_SEGMENTS,
  states: APPLICATION_STATES,
  sorts: APPLICATION_SORTS,
};

/** The query of a person's permits list: kind, state, sort, page. */
export const PERMIT_LIST_SPEC: ListQuerySpec<PermitSort> = {
  kinds: KIND_SEGMENTS,
  states: PERMIT_STATES,
  sorts: PERMIT_SORTS,
};

/** The permits of one kind (`/leidimai/{kind}`): the kind comes from the path. */
export const KIND_PERMIT_LIST_SPEC: ListQuerySpec<PermitSort> = {
  states: PERMIT_STATES,
  sorts: PERMIT_SORTS,
};
