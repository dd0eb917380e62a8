/**
 * The request to extend a permit (spec §4 Actions "request to extend"; ADR 0008): a small form of
 * its own, the same for every kind with an end date, filed as an application of type PRATESIMAS
 * so it has a state, a history and messages. `currentValidUntil` is set by the server from the
 * permit on every save; the new date must come after it.
 *
 * Requests with forms of their own that only some kinds have (the forest kinds' volume
 * specification) are not known here: a kind brings them in `requestForms` (engine/definition.ts).
 */
import type { ApplicationType, KindDefinition, RequestForm } from './definition.ts';

export function extensionDefinition(kind: KindDefinition): KindDefinition {
  return {
    segment: kind.segment,
    listing: kind.listing,
    schemaVersion: 1,
    filers: kind.filers,
    applicationTypes: ['PRATESIMAS'],
    price: { type: 'free' },
    validity: kind.validity,
    permitLifecycle: kind.permitLifecycle,
    steps: [
      {
        id: 'extension',
        title: 'extension.step',
        description: 'extension.step.description',
        fields: [
          {
            type: 'date',
            name: 'currentValidUntil',
            label: 'extension.currentValidUntil',
            width: 'half',
            fromServer: true,
          },
          {
            type: 'date',
            name: 'newValidUntil',
            label: 'extension.newValidUntil',
            after: 'currentValidUntil',
            width: 'half',
          },
          { type: 'textarea', name: 'reason', label: 'extension.reason', maxLength: 2000 },
        ],
        documents: ['KITA'],
      },
    ],
    documents: [{ type: 'KITA', title: 'document.KITA', accept: 'attachment' }],
  };
}

/**
 * Extensions exist for kinds whose permits end (not for L13's indefinite licence), except angler
 * tickets, whose period is bought anew (issue 5).
 */
export function offersExtension(kind: KindDefinition): boolean {
  return 'months' in kind.validity && kind.journey !== 'angler';
}

/** The kind's own form for requests of this type, if it has one. */
export function requestForm(kind: KindDefinition, type: ApplicationType): RequestForm | undefined {
  return kind.requestForms?.find((form) => form.type === type);
}

/** The definition an application of this type is filled against. */
export function definitionForType(kind: KindDefinition, type: ApplicationType): KindDefinition {
  if (type === 'PRATESIMAS') return extensionDefinition(kind);
  return requestForm(kind, type)?.definition(kind) ?? kind;
}

/** Whether a kind offers a request of this type on its permits (the types filed from a permit). */
export function offersRequest(kind: KindDefinition, type: ApplicationType): boolean {
  if (type === 'PRATESIMAS') return offersExtension(kind);
  if (requestForm(kind, type)) return true;
  return kind.applicationTypes.includes(type);
}
