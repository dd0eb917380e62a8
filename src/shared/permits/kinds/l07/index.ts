/**
 * L07 special fishing (specialioji žvejyba: scientific, stock-assessment, broodstock and control
 * fishing; spec §3 L07: place, object (species, amount), gear (length, mesh size, hook count),
 * responsible persons (name, surname, position); spec §5 L07: at least one place or place document,
 * one object, one gear, one responsible person).
 */
import type { KindDefinition, Option } from '../../engine/definition.ts';
import { MUNICIPALITIES } from '../../groups/municipalities.ts';
import { GEAR_TYPES, HOOK_GEAR_TYPES, NET_GEAR_TYPES } from '../../parts/gear.ts';
import { FISH_SPECIES } from './species.ts';

export const L07_PURPOSES: readonly Option[] = [
  { value: 'MOKSLINIAI_TYRIMAI', label: 'l07.purpose.MOKSLINIAI_TYRIMAI' },
  { value: 'ISTEKLIU_VERTINIMAS', label: 'l07.purpose.ISTEKLIU_VERTINIMAS' },
  { value: 'REPRODUKCIJA', label: 'l07.purpose.REPRODUKCIJA' },
  { value: 'KONTROLINE', label: 'l07.purpose.KONTROLINE' },
  { value: 'KITA', label: 'l07.purpose.KITA' },
];

/**
 * Spec §5 "at least one place or place document": the applicant says which, so the engine can
 * ask for at least one listed place or for the document, each in its own way.
 */
export const L07_PLACES_GIVEN: readonly Option[] = [
  { value: 'SARASAS', label: 'l07.placesGiven.SARASAS' },
  { value: 'DOKUMENTAS', label: 'l07.placesGiven.DOKUMENTAS' },
];

export const l07: KindDefinition = {
  segment: 'l07',
  listing: { category: 'fishing', title: 'kind.l07.title' },
  schemaVersion: 1,
  filers: ['person', 'company'],
  applicationTypes: ['NAUJA'],
  // Special fishing serves research and the state's fish stocks; no fee is charged.
  price: { type: 'free' },
  // Issued for one season of work; a longer programme asks again or requests an extension.
  validity: { months: 12 },
  permitLifecycle: 'general',
  steps: [
    {
      id: 'purpose',
      title: 'l07.step.purpose',
      description: 'l07.step.purpose.description',
      fields: [
        { type: 'select', name: 'purpose', label: 'l07.purpose', options: L07_PURPOSES },
        {
          type: 'text',
          name: 'purposeOther',
          label: 'l07.purposeOther',
          maxLength: 200,
          when: { field: 'purpose', equals: 'KITA' },
        },
        {
          type: 'textarea',
          name: 'description',
          label: 'l07.description',
          hint: 'l07.description.hint',
          maxLength: 4000,
        },
        { type: 'date', name: 'periodFrom', label: 'l07.periodFrom', notBefore: 'today', width: 'half' },
        { type: 'date', name: 'periodTo', label: 'l07.periodTo', after: 'periodFrom', width: 'half' },
      ],
    },
    {
      id: 'places',
      title: 'l07.step.places',
      description: 'l07.step.places.description',
      fields: [
        { type: 'radio', name: 'placesGiven', label: 'l07.placesGiven', options: L07_PLACES_GIVEN },
        {
          type: 'group',
          name: 'places',
          label: 'l07.places',
          itemLabel: 'l07.places.item',
          addLabel: 'l07.places.add',
          when: { field: 'placesGiven', equals: 'SARASAS' },
          min: 1,
          minMessage: 'l07.error.placeRequired',
          max: 100,
          fields: [
            {
              type: 'text',
              name: 'waterBodyName',
              label: 'l07.place.waterBodyName',
              maxLength: 200,
              width: 'half',
            },
            {
              type: 'select',
              name: 'municipality',
              label: 'l07.place.municipality',
              options: MUNICIPALITIES,
              width: 'half',
            },
            {
              type: 'textarea',
              name: 'description',
              label: 'l07.place.description',
              hint: 'l07.place.description.hint',
              required: false,
              maxLength: 1000,
            },
          ],
        },
      ],
      documents: ['VIETU_SCHEMA'],
    },
    {
      id: 'objects',
      title: 'l07.step.objects',
      description: 'l07.step.objects.description',
      fields: [
        {
          type: 'group',
          name: 'objects',
          label: 'l07.objects',
          itemLabel: 'l07.objects.item',
          addLabel: 'l07.objects.add',
          min: 1,
          minMessage: 'l07.error.objectRequired',
          max: 50,
          fields: [
            {
              type: 'select',
              name: 'species',
              label: 'l07.object.species',
              options: FISH_SPECIES,
              width: 'half',
            },
            {
              type: 'text',
              name: 'speciesOther',
              label: 'l07.object.speciesOther',
              maxLength: 100,
              width: 'half',
              when: { field: 'species', equals: 'KITA' },
            },
            {
              type: 'number',
              name: 'amount',
              label: 'l07.object.amount',
              min: 0,
              exclusiveMin: true,
              max: 1_000_000,
              unit: 'unit.pieces',
              width: 'half',
            },
          ],
        },
      ],
    },
    {
      id: 'gear',
      title: 'l07.step.gear',
      description: 'l07.step.gear.description',
      fields: [
        {
          type: 'group',
          name: 'gear',
          label: 'l07.gear',
          itemLabel: 'l07.gear.item',
          addLabel: 'l07.gear.add',
          min: 1,
          minMessage: 'l07.error.gearRequired',
          max: 100,
          fields: [
            { type: 'select', name: 'type', label: 'l14.gear.type', options: GEAR_TYPES, width: 'half' },
            {
              type: 'text',
              name: 'typeOther',
              label: 'l07.gear.typeOther',
              hint: 'l07.gear.typeOther.hint',
              maxLength: 100,
              width: 'half',
              when: { field: 'type', equals: 'KITAS' },
            },
            {
              type: 'number',
              name: 'quantity',
              label: 'l14.gear.quantity',
              min: 0,
              exclusiveMin: true,
              max: 1000,
              unit: 'unit.pieces',
              width: 'third',
            },
            {
              type: 'number',
              name: 'length',
              label: 'l14.gear.length',
              min: 0,
              exclusiveMin: true,
              max: 10_000,
              decimals: 1,
              unit: 'unit.m',
              width: 'third',
              when: { field: 'type', in: [...NET_GEAR_TYPES, ...HOOK_GEAR_TYPES] },
            },
            {
              type: 'number',
              name: 'meshSize',
              label: 'l07.gear.meshSize',
              hint: 'l07.gear.meshSize.hint',
              min: 0,
              exclusiveMin: true,
              max: 1000,
              unit: 'unit.mm',
              width: 'third',
              when: { field: 'type', in: NET_GEAR_TYPES },
            },
            {
              type: 'number',
              name: 'hookCount',
              label: 'l14.gear.hookCount',
              min: 0,
              exclusiveMin: true,
              max: 10_000,
              unit: 'unit.pieces',
              width: 'third',
              when: { field: 'type', in: HOOK_GEAR_TYPES },
            },
          ],
        },
      ],
    },
    {
      id: 'responsible',
      title: 'l07.step.responsible',
      description: 'l07.step.responsible.description',
      fields: [
        {
          type: 'group',
          name: 'responsiblePersons',
          label: 'l07.responsiblePersons',
          itemLabel: 'l07.responsiblePersons.item',
          addLabel: 'l07.responsiblePersons.add',
          min: 1,
          minMessage: 'l07.error.personRequired',
          max: 50,
          fields: [
            { type: 'name', name: 'firstName', label: 'l07.person.firstName', width: 'third' },
            { type: 'name', name: 'lastName', label: 'l07.person.lastName', width: 'third' },
            { type: 'text', name: 'position', label: 'l07.person.position', maxLength: 100, width: 'third' },
          ],
        },
      ],
      documents: ['KITA'],
    },
  ],
  documents: [
    {
      type: 'VIETU_SCHEMA',
      title: 'l07.document.VIETU_SCHEMA',
      hint: 'l07.document.VIETU_SCHEMA.hint',
      accept: 'attachment',
      required: { field: 'placesGiven', equals: 'DOKUMENTAS' },
      requiredMessage: 'l07.error.placeDocumentRequired',
    },
    { type: 'KITA', title: 'document.KITA', accept: 'attachment' },
  ],
};
