/**
 * What L11 (exploring the earth's depths, žemės gelmių tyrimas) and L12 (use of subsurface
 * resources and cavities, žemės gelmių išteklių ir ertmių naudojimas) share: spec §3 L11/L12 lists
 * one set of data for both – joint-activity flag (groups/jvs.ts), object data (municipality,
 * resource type, water body), resource parameters (title, value), duty to research, usage plan
 * decision number and date, mining managers, price, order number and date. Each kind composes
 * these pieces in its own `index.ts` and decides what it requires.
 */
import type { MessageId } from '../../i18n/index.ts';
import type { DocumentSlot, FieldDef, GroupField, Option } from '../engine/definition.ts';
import { MUNICIPALITIES } from '../groups/municipalities.ts';
import { workerGroup } from '../groups/workers.ts';

/**
 * Subsurface resources as the Law on the Subsoil groups them: solid minerals, oil, groundwater,
 * geothermal energy, and cavities (ertmės, e.g. for underground gas storage).
 */
export const RESOURCE_TYPES: readonly Option[] = [
  { value: 'SMELIS', label: 'subsurface.resourceType.SMELIS' },
  { value: 'ZVYRAS', label: 'subsurface.resourceType.ZVYRAS' },
  { value: 'MOLIS', label: 'subsurface.resourceType.MOLIS' },
  { value: 'DURPES', label: 'subsurface.resourceType.DURPES' },
  { value: 'SAPROPELIS', label: 'subsurface.resourceType.SAPROPELIS' },
  { value: 'DOLOMITAS', label: 'subsurface.resourceType.DOLOMITAS' },
  { value: 'KLINTIS', label: 'subsurface.resourceType.KLINTIS' },
  { value: 'KREIDOS_MERGELIS', label: 'subsurface.resourceType.KREIDOS_MERGELIS' },
  { value: 'NAFTA', label: 'subsurface.resourceType.NAFTA' },
  { value: 'POZEMINIS_VANDUO', label: 'subsurface.resourceType.POZEMINIS_VANDUO' },
  { value: 'MINERALINIS_VANDUO', label: 'subsurface.resourceType.MINERALINIS_VANDUO' },
  { value: 'GEOTERMINE_ENERGIJA', label: 'subsurface.resourceType.GEOTERMINE_ENERGIJA' },
  { value: 'ERTMES', label: 'subsurface.resourceType.ERTMES' },
  { value: 'KITA', label: 'subsurface.resourceType.KITA' },
];

const YES_NO: readonly Option[] = [
  { value: 'TAIP', label: 'common.yes' },
  { value: 'NE', label: 'common.no' },
];

/**
 * How the right is acquired: most permits are issued on application; some state resources (e.g.
 * oil) are offered by a tender (konkursas) or an auction (aukcionas) announced by an order of the
 * Geological Survey, and then the permit has a price. That is how this form reads spec §3's
 * "price, order number and date": they belong to a tender or an auction and are asked only then.
 */
export const ACQUISITION_TYPES: readonly Option[] = [
  { value: 'PRASYMAS', label: 'subsurface.acquisition.PRASYMAS' },
  { value: 'KONKURSAS', label: 'subsurface.acquisition.KONKURSAS' },
  { value: 'AUKCIONAS', label: 'subsurface.acquisition.AUKCIONAS' },
];

/**
 * Object data (spec §3): the name of the deposit or area, where it lies and what resource it
 * holds. The water body is asked only when the resource lies under one (sapropel and sand are
 * dredged from lake and river beds).
 */
export const objectFields: readonly FieldDef[] = [
  {
    type: 'text',
    name: 'objectName',
    label: 'subsurface.objectName',
    hint: 'subsurface.objectName.hint',
    maxLength: 200,
  },
  {
    type: 'select',
    name: 'municipality',
    label: 'subsurface.municipality',
    options: MUNICIPALITIES,
    width: 'half',
  },
  {
    type: 'select',
    name: 'resourceType',
    label: 'subsurface.resourceType',
    options: RESOURCE_TYPES,
    width: 'half',
  },
  {
    type: 'text',
    name: 'resourceTypeOther',
    label: 'subsurface.resourceTypeOther',
    maxLength: 100,
    when: { field: 'resourceType', equals: 'KITA' },
  },
  { type: 'checkbox', name: 'inWaterBody', label: 'subsurface.inWaterBody' },
  {
    type: 'text',
    name: 'waterBody',
    label: 'subsurface.waterBody',
    hint: 'subsurface.waterBody.hint',
    maxLength: 200,
    when: { field: 'inWaterBody', equals: true },
  },
];

/** Resource parameters (spec §3: title, value), e.g. "Approved reserves" – "1 250 thousand m³". */
export const resourceParametersGroup: GroupField = {
  type: 'group',
  name: 'resourceParameters',
  label: 'subsurface.parameters',
  hint: 'subsurface.parameters.hint',
  itemLabel: 'subsurface.parameters.item',
  addLabel: 'subsurface.parameters.add',
  max: 50,
  fields: [
    { type: 'text', name: 'title', label: 'subsurface.parameter.title', maxLength: 200, width: 'half' },
    { type: 'text', name: 'value', label: 'subsurface.parameter.value', maxLength: 200, width: 'half' },
  ],
  unique: { fields: ['title'], message: 'subsurface.error.duplicateParameter' },
};

/** Duty to research (spec §3): whether the work carries a duty to study the subsoil, and which. */
export const researchDutyFields: readonly FieldDef[] = [
  {
    type: 'radio',
    name: 'researchDuty',
    label: 'subsurface.researchDuty',
    hint: 'subsurface.researchDuty.hint',
    options: YES_NO,
  },
  {
    type: 'textarea',
    name: 'researchDutyDescription',
    label: 'subsurface.researchDutyDescription',
    maxLength: 2000,
    when: { field: 'researchDuty', equals: 'TAIP' },
  },
];

/**
 * The municipality's decision approving the usage plan (spec §3 "usage plan decision number and
 * date"). Using a deposit (L12) needs one; exploring (L11) does only when it serves a planned use,
 * so there the fields are optional.
 */
export function usagePlanFields(required: boolean): FieldDef[] {
  return [
    {
      type: 'text',
      name: 'usagePlanDecisionNumber',
      label: 'subsurface.usagePlanDecisionNumber',
      ...(required ? {} : { hint: 'subsurface.usagePlan.optionalHint' as const }),
      maxLength: 50,
      required,
      width: 'half',
    },
    {
      type: 'date',
      name: 'usagePlanDecisionDate',
      label: 'subsurface.usagePlanDecisionDate',
      required,
      width: 'half',
    },
  ];
}

/** Mining managers (kasybos darbų vadovai), recorded as worker records (spec §3 Worker record). */
export function miningManagersGroup(options: { min?: number; minMessage?: MessageId }): GroupField {
  return workerGroup({
    name: 'miningManagers',
    label: 'subsurface.miningManagers',
    itemLabel: 'subsurface.miningManagers.item',
    addLabel: 'subsurface.miningManagers.add',
    ...options,
  });
}

const BY_TENDER = ['KONKURSAS', 'AUKCIONAS'] as const;

/** How the right is acquired and, for a tender or an auction, its order and price (spec §3). */
export const acquisitionFields: readonly FieldDef[] = [
  { type: 'radio', name: 'acquisition', label: 'subsurface.acquisition', options: ACQUISITION_TYPES },
  {
    type: 'text',
    name: 'orderNumber',
    label: 'subsurface.orderNumber',
    hint: 'subsurface.orderNumber.hint',
    maxLength: 50,
    when: { field: 'acquisition', in: BY_TENDER },
    width: 'half',
  },
  {
    type: 'date',
    name: 'orderDate',
    label: 'subsurface.orderDate',
    when: { field: 'acquisition', in: BY_TENDER },
    width: 'half',
  },
  {
    // Euros with cents as typed; the permit's own price is the kind's price rule (spec §9).
    type: 'number',
    name: 'price',
    label: 'subsurface.price',
    hint: 'subsurface.price.hint',
    min: 0,
    exclusiveMin: true,
    decimals: 2,
    unit: 'unit.eur',
    when: { field: 'acquisition', in: BY_TENDER },
    width: 'half',
  },
];

/**
 * The boundary file of the exploration area or mining site. Spec §5 Files: "Mining site file: shp
 * or tab". The engine's document types have no geodata type yet (pdf, office files, tif only), so
 * the slot takes the attachment types and the hint asks for the boundary plan with its LKS-94
 * coordinates; when a `geodata` type (shp, tab, zip) exists, switch `accept` to it.
 */
export function siteDocumentSlot(type: string, title: MessageId): DocumentSlot {
  return { type, title, hint: 'subsurface.document.site.hint', accept: 'attachment', required: true };
}
