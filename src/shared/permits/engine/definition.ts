/**
 * What a permit kind is, as data (architecture §3): one `KindDefinition` per folder under
 * `src/shared/permits/kinds/<segment>/`. The form engine (web) renders any definition, the
 * validator (validate.ts) checks any definition the same way in the browser and on the server, and
 * the lifecycle (lifecycle.ts) moves any application. Adding a kind means adding a folder and one
 * line in registry.ts.
 *
 * Isomorphic: no DOM, no node:*.
 */
import type { MessageId } from '../../i18n/index.ts';
import type { KindListing, KindSegment } from '../kind-list.ts';

export type { KindListing };

/** Who may file an application of a kind (spec §1, §6). */
export type Filer = 'person' | 'company' | 'anonymous';

/**
 * Application types (spec §2): a new permit, a change of a permit (LEIDIMO_KEITIMAS: a new permit
 * replaces the old one) and an amendment (LEIDIMO_TIKSLINIMAS: the same permit, corrected data).
 * PRATESIMAS is the "request to extend" action of spec §4, kept as an application so that it has
 * a state, a history and messages like any other (ADR 0008). TURIO_TIKSLINIMAS is the forest kinds'
 * volume-specification request (spec §3 L08; parts/forest-volume-specification.ts, plugged in through `requestForms`; ADR 0011).
 */
export const APPLICATION_TYPES = [
  'NAUJA',
  'LEIDIMO_KEITIMAS',
  'LEIDIMO_TIKSLINIMAS',
  'PRATESIMAS',
  'TURIO_TIKSLINIMAS',
] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** A field is shown, and validated, only while its condition holds; a condition names a sibling field. */
export type Condition =
  | { field: string; equals: string | boolean }
  | { field: string; in: readonly string[] }
  | { field: string; filled: true };

export interface Option {
  value: string;
  label: MessageId;
}

interface FieldBase {
  /** Key in the application's data object; unique among its siblings. */
  name: string;
  label: MessageId;
  hint?: MessageId;
  /** Defaults to true, except for checkboxes (false) and groups (see `min`). */
  required?: boolean;
  when?: Condition;
  /** Layout hint for wide screens; phones always stack. */
  width?: 'full' | 'half' | 'third';
  /**
   * Set by the server from the permit on every save (a request's rows, the extension's current end):
   * the form shows it but the person cannot change it; a group so marked has its rows fixed (none
   * added or removed).
   */
  fromServer?: boolean;
}

export interface TextField extends FieldBase {
  type: 'text';
  maxLength?: number;
  /** A regular expression the whole trimmed value must match, with its message. */
  pattern?: { regex: string; message: MessageId };
  inputMode?: 'text' | 'numeric' | 'decimal';
}

export interface TextareaField extends FieldBase {
  type: 'textarea';
  maxLength?: number;
}

export interface NumberField extends FieldBase {
  type: 'number';
  /** Inclusive bounds. */
  min?: number;
  max?: number;
  /** Whether `min` itself is refused (spec §5 "positive"). */
  exclusiveMin?: boolean;
  /** Decimal places allowed; 0 = whole numbers (the default). */
  decimals?: number;
  /** Unit shown after the input, e.g. `unit.m`. */
  unit?: MessageId;
}

export interface DateField extends FieldBase {
  type: 'date';
  /** `today`: not before today in Lithuanian time (spec §5 L01). */
  notBefore?: 'today';
  /** Name of a sibling date field this one must come after (spec §5 "Date to must be after date from"). */
  after?: string;
}

export interface ChoiceField extends FieldBase {
  type: 'select' | 'radio';
  options: readonly Option[];
}

export interface MultiChoiceField extends FieldBase {
  type: 'checkboxes';
  options: readonly Option[];
}

export interface CheckboxField extends FieldBase {
  type: 'checkbox';
}

/** Fields whose rules live in `src/shared/fields` (spec §5 General). */
export interface CodedField extends FieldBase {
  type:
    | 'personCodeOrBirthDate'
    | 'companyCode'
    | 'email'
    | 'phone'
    | 'postcode'
    | 'address'
    | 'name'
    /** Geocodes separated by semicolons, each checked (spec §5 L08; fields/geocodes.ts). */
    | 'geocodes';
}

/** A Lithuanian person code (spec §5 General; fields/person-code.ts). */
export interface PersonCodeField extends FieldBase {
  type: 'personCode';
  /**
   * Tell a code that is not digits, too short or too long apart, each with its own message, instead
   * of the one format message (spec §5 L08 "personal code required, not too short, not too long,
   * digits only").
   */
  entryMessages?: boolean;
}

/** Repeating rows (persons, objects, gear, flows...). The value is an array of objects. */
export interface GroupField extends FieldBase {
  type: 'group';
  /** Caption of one row, with `{number}`: "Employee {number}". */
  itemLabel: MessageId;
  /** Label of the add button. */
  addLabel: MessageId;
  fields: readonly FieldDef[];
  /** At least this many rows on submit (spec §5 "array-minimum"); message validation.arrayMin unless given. */
  min?: number;
  minMessage?: MessageId;
  max?: number;
  /** Rows must differ in these fields together (spec §5 L13/L16 "no duplicate activity"). */
  unique?: { fields: readonly string[]; message: MessageId };
}

export type FieldDef =
  | TextField
  | TextareaField
  | NumberField
  | DateField
  | ChoiceField
  | MultiChoiceField
  | CheckboxField
  | CodedField
  | PersonCodeField
  | GroupField;

export type FieldType = FieldDef['type'];

/**
 * Which file types a document slot takes (spec §5 Files): the application itself in docx or odt
 * (`editable`) plus its pdf (`pdf`); attachments pdf, docx, xlsx, odt, ods, tif; L16 only pdf,
 * tiff or jpg; a forest felling boundary (`boundary`, issue 7) a zipped shapefile or GeoJSON, read
 * and checked by `shared/geo/boundary.ts` on upload; a mining site (`site`, spec §5 "shp or tab") a
 * zipped shapefile or MapInfo TAB set, checked by the server's files module.
 */
export type DocumentAccept = 'editable' | 'pdf' | 'attachment' | 'l16' | 'boundary' | 'site';

export interface DocumentSlot {
  /** Document type code stored with each file (spec §3 File item `tipas`). */
  type: string;
  title: MessageId;
  hint?: MessageId;
  accept: DocumentAccept;
  /** Needed on submit: always, or while a condition on the data holds. */
  required?: boolean | Condition;
  /** Needed on submit when this says so; for needs a condition cannot express (L03: area over 100 ha). */
  requiredWhen?: (data: Readonly<Record<string, unknown>>) => boolean;
  /** Message shown when a required slot is empty; validation.documentRequired by default. */
  requiredMessage?: MessageId;
}

export interface StepDef {
  /** Stable id, used in URLs (`?step=`) and element ids. */
  id: string;
  title: MessageId;
  description?: MessageId;
  fields: readonly FieldDef[];
  /** Document slot types shown on this step. */
  documents?: readonly string[];
}

/** A rule across fields that a field definition cannot say (spec §5 Per kind). */
export interface CrossFieldRule {
  /** Dotted path the message is shown at, e.g. `flows` or `gear[0].colourOther`. */
  path: string;
  message: MessageId;
  /** Runs on submit only (on save, half-filled data would trip it). */
  test: (data: Readonly<Record<string, unknown>>) => boolean;
}

/** Price of a permit in cents (spec §9: money in cents); the officer confirms it on issue. */
export type PriceRule = { type: 'free' } | { type: 'fixed'; cents: number };

/**
 * A state fee (valstybės rinkliava; issue 20, ADR 0027): the permit is issued only once it is paid.
 * `submission`: owed from the moment the application is submitted; `acceptance`: owed once the
 * officer accepts it (the permit waits as a project, LEIDIMO_PROJEKTAS, until paid). The amount is
 * the kind's fixed price, which the administrator may change (fee_rates). Only new permits (NAUJA)
 * carry the fee.
 */
export interface FeeRule {
  due: 'submission' | 'acceptance';
}

/**
 * How long an issued permit is valid (ADR 0008): a number of months from the issue date, or
 * indefinitely (the L13 hazardous waste licence has no end, spec §4 lists no expiry state for it).
 */
export type Validity = { months: number } | { indefinite: true };

/** Which permit state machine the kind's permits follow (lifecycle.ts). */
export type PermitLifecycle = 'general' | 'l13';

export interface KindDefinition {
  segment: KindSegment;
  /** Version of the data shape; stored with every application (architecture §2). */
  schemaVersion: number;
  /** Upgrades stored data from version n to n + 1, keyed by n (house style: excalidraw restore). */
  migrations?: Readonly<Record<number, (data: Record<string, unknown>) => Record<string, unknown>>>;
  filers: readonly Filer[];
  applicationTypes: readonly ApplicationType[];
  price: PriceRule;
  /** The state fee, when the kind has one (ADR 0027). */
  fee?: FeeRule;
  validity: Validity;
  permitLifecycle: PermitLifecycle;
  steps: readonly StepDef[];
  documents: readonly DocumentSlot[];
  rules?: readonly CrossFieldRule[];
  /** Field whose value names the application in lists, e.g. the installation name. */
  titleField?: string;
  /**
   * A special journey (architecture §3: "features built on the same registry") renders this kind
   * instead of the generic wizard: anglers buy tickets, foresters draw plots. The data rules here
   * still hold on the server.
   */
  journey?: 'angler' | 'forest';
  /**
   * Warnings that never block the application (the person may submit, the officer decides), e.g.
   * the forest kinds' boundary area against the declared area (ADR 0017). Run by the form on the
   * device and by the server for the application's detail (engine/warnings.ts).
   */
  warnings?: (input: WarningInput) => ApplicationWarning[];
  /**
   * Requests filed from this kind's permits with a form of their own (the extension point for
   * special forms, e.g. the forest kinds' volume specification): the engine finds them by type
   * (engine/extension.ts) and never imports a kind. The extension request (PRATESIMAS) is the
   * engine's own, for every kind whose permits end.
   */
  requestForms?: readonly RequestForm[];
  /**
   * How menus and lists name the kind (category, titles). The only place a kind's listing is
   * written: kind-list.gen.ts is generated from these (`npm run kinds`), so that pages that do not
   * load definitions, such as the start page, still list every kind.
   */
  listing: KindListing;
}

/** A request with a form of its own, filed from a permit (KindDefinition.requestForms). */
export interface RequestForm {
  /** The application type it is filed as; unique among a kind's request forms. */
  type: ApplicationType;
  /** The form the request is filled against, made from the kind's definition. */
  definition: (kind: KindDefinition) => KindDefinition;
  /** The request's data as the server keeps it: what the permit gives, copied on every save. */
  fromPermit?: (
    permitData: Readonly<Record<string, unknown>>,
    input: Readonly<Record<string, unknown>>,
  ) => Record<string, unknown>;
  /** The permit's data once the request is accepted. */
  amend?: (
    permitData: Readonly<Record<string, unknown>>,
    request: Readonly<Record<string, unknown>>,
  ) => Record<string, unknown>;
}

/** What a kind's warnings look at: the data and the boundaries read from its files. */
export interface WarningInput {
  data: Readonly<Record<string, unknown>>;
  /** Boundaries of its `boundary` slots: area (ha) and perimeter (m; null when unknown). */
  boundaries: readonly { areaHa: number; perimeterM: number | null }[];
}

/** A warning about an application: where it points, its message and the message's numbers. */
export interface ApplicationWarning {
  /** A data path or `documents.<slot type>`, as in validation issues. */
  path: string;
  message: MessageId;
  values: Record<string, number>;
}
