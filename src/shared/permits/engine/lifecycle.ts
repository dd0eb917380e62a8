/**
 * The one transition table of applications and permits (spec §4; ADR 0008 records the choices the
 * spec leaves open). The server moves records only through these tables; the web asks them which
 * buttons to show. Anything not listed is refused (engine.error.transitionNotAllowed).
 */
import type { MessageId } from '../../i18n/index.ts';
import type { PermitLifecycle } from './definition.ts';

/** Spec §4 Application states. */
export const APPLICATION_STATES = [
  'RUOSIAMA', // draft
  'PATEIKTA', // submitted
  'GRAZINTA', // returned to the applicant for correction
  'VERTINAMA', // being assessed
  'PATIKRINTA', // checked
  'ATSAUKTA', // withdrawn by the applicant
  'PRIIMTA', // accepted: a permit was issued
  'ATMESTA', // rejected
  'PANAIKINTA', // annulled
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Spec §4 Permit states. */
export const PERMIT_STATES = [
  'LEIDIMO_PROJEKTAS',
  'VYKDOMAS',
  'ISDUOTAS',
  'NEISDUOTAS',
  'GALIOJANTIS',
  'PATIKSLINTAS_GALIOJANTIS',
  'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS',
  'LAIKINAI_SUSTABDYTAS',
  'SUSTABDYTAS',
  'PASIBAIGES',
  'PANAIKINTAS',
  'NEGALIOJANTIS',
  'ARCHYVINIS',
] as const;
export type PermitState = (typeof PERMIT_STATES)[number];

export type Actor = 'applicant' | 'officer' | 'system';

export const APPLICATION_ACTIONS = [
  'submit',
  'recall',
  'withdraw',
  'take',
  'check',
  'return',
  'accept',
  'reject',
  'annul',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

export interface ApplicationTransition {
  action: ApplicationAction;
  from: readonly ApplicationState[];
  to: ApplicationState;
  actor: Actor;
  /** The actor must write why (it becomes a message to the applicant). */
  needsReason?: boolean;
}

const DECIDABLE: readonly ApplicationState[] = ['PATEIKTA', 'VERTINAMA', 'PATIKRINTA'];

export const APPLICATION_TRANSITIONS: readonly ApplicationTransition[] = [
  { action: 'submit', from: ['RUOSIAMA', 'GRAZINTA'], to: 'PATEIKTA', actor: 'applicant' },
  // Spec §4 "edit": a submitted application nobody has started assessing can be taken back to edit.
  { action: 'recall', from: ['PATEIKTA'], to: 'RUOSIAMA', actor: 'applicant' },
  { action: 'withdraw', from: ['RUOSIAMA', 'GRAZINTA', ...DECIDABLE], to: 'ATSAUKTA', actor: 'applicant' },
  { action: 'take', from: ['PATEIKTA'], to: 'VERTINAMA', actor: 'officer' },
  { action: 'check', from: ['VERTINAMA'], to: 'PATIKRINTA', actor: 'officer' },
  { action: 'return', from: DECIDABLE, to: 'GRAZINTA', actor: 'officer', needsReason: true },
  { action: 'accept', from: ['VERTINAMA', 'PATIKRINTA'], to: 'PRIIMTA', actor: 'officer' },
  { action: 'reject', from: DECIDABLE, to: 'ATMESTA', actor: 'officer', needsReason: true },
  // Annulling an accepted application annuls the permit issued from it.
  { action: 'annul', from: ['PRIIMTA'], to: 'PANAIKINTA', actor: 'officer', needsReason: true },
];

/** States in which the applicant may change the data and documents. */
export const EDITABLE_STATES: readonly ApplicationState[] = ['RUOSIAMA', 'GRAZINTA'];

export function isEditable(state: ApplicationState): boolean {
  return EDITABLE_STATES.includes(state);
}

export function applicationTransition(action: string, from: ApplicationState, actor: Actor) {
  return APPLICATION_TRANSITIONS.find(
    (transition) =>
      transition.action === action && transition.actor === actor && transition.from.includes(from),
  );
}

export function allowedApplicationActions(state: ApplicationState, actor: Actor): ApplicationAction[] {
  return APPLICATION_TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(state)).map(
    (t) => t.action,
  );
}

export const PERMIT_ACTIONS = [
  'project',
  'issue',
  'suspend',
  'renew',
  'annul',
  'expire',
  'amend',
  'extend',
  'replace',
  'archive',
] as const;
export type PermitAction = (typeof PERMIT_ACTIONS)[number];

export interface PermitTransition {
  action: PermitAction;
  from: PermitState | null;
  to: PermitState;
  actor: Actor;
  needsReason?: boolean;
}

/** Actions the officer starts from the permit's page; the rest follow from decisions or the clock. */
export const OFFICER_PERMIT_ACTIONS: readonly PermitAction[] = ['suspend', 'renew', 'annul', 'archive'];

const t = (
  action: PermitAction,
  from: PermitState | null,
  to: PermitState,
  actor: Actor,
  needsReason = false,
): PermitTransition => ({ action, from, to, actor, ...(needsReason ? { needsReason } : {}) });

/**
 * A permit whose state fee is unpaid (issue 20, ADR 0027): accepted, it waits as a project that
 * cannot be downloaded or relied on; paying issues it; an application annulled before the fee was
 * paid leaves it not issued (NEISDUOTAS).
 */
const FEE: readonly PermitTransition[] = [
  t('project', null, 'LEIDIMO_PROJEKTAS', 'system'),
  t('issue', 'LEIDIMO_PROJEKTAS', 'GALIOJANTIS', 'system'),
  t('annul', 'LEIDIMO_PROJEKTAS', 'NEISDUOTAS', 'system'),
];

/**
 * Permits of most kinds: valid from issue until their end date; an amendment (tikslinimas) keeps
 * the number and marks the permit PATIKSLINTAS_*; a change (keitimas) issues a new permit and the
 * old one stops being valid (NEGALIOJANTIS).
 */
const GENERAL: readonly PermitTransition[] = [
  t('issue', null, 'GALIOJANTIS', 'system'),
  ...FEE,
  t('suspend', 'GALIOJANTIS', 'LAIKINAI_SUSTABDYTAS', 'officer', true),
  t('suspend', 'PATIKSLINTAS_GALIOJANTIS', 'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS', 'officer', true),
  t('renew', 'LAIKINAI_SUSTABDYTAS', 'GALIOJANTIS', 'officer'),
  t('renew', 'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS', 'PATIKSLINTAS_GALIOJANTIS', 'officer'),
  ...(
    [
      'GALIOJANTIS',
      'PATIKSLINTAS_GALIOJANTIS',
      'LAIKINAI_SUSTABDYTAS',
      'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS',
    ] as const
  ).flatMap((from) => [
    t('annul', from, 'PANAIKINTAS', 'officer', true),
    t('annul', from, 'PANAIKINTAS', 'system'),
    t('expire', from, 'PASIBAIGES', 'system'),
    t('replace', from, 'NEGALIOJANTIS', 'system'),
  ]),
  t('amend', 'GALIOJANTIS', 'PATIKSLINTAS_GALIOJANTIS', 'system'),
  t('amend', 'PATIKSLINTAS_GALIOJANTIS', 'PATIKSLINTAS_GALIOJANTIS', 'system'),
  t('extend', 'GALIOJANTIS', 'GALIOJANTIS', 'system'),
  t('extend', 'PATIKSLINTAS_GALIOJANTIS', 'PATIKSLINTAS_GALIOJANTIS', 'system'),
  ...(['PASIBAIGES', 'PANAIKINTAS', 'NEGALIOJANTIS'] as const).map((from) =>
    t('archive', from, 'ARCHYVINIS', 'officer'),
  ),
];

/**
 * L13 hazardous waste licences (spec §4: GALIOJANTIS, SUSTABDYTAS, PANAIKINTAS, ARCHYVINIS): no end
 * date, so no expiry; a change archives the old licence.
 */
const L13: readonly PermitTransition[] = [
  t('issue', null, 'GALIOJANTIS', 'system'),
  ...FEE,
  t('suspend', 'GALIOJANTIS', 'SUSTABDYTAS', 'officer', true),
  t('renew', 'SUSTABDYTAS', 'GALIOJANTIS', 'officer'),
  t('annul', 'GALIOJANTIS', 'PANAIKINTAS', 'officer', true),
  t('annul', 'SUSTABDYTAS', 'PANAIKINTAS', 'officer', true),
  t('annul', 'GALIOJANTIS', 'PANAIKINTAS', 'system'),
  t('annul', 'SUSTABDYTAS', 'PANAIKINTAS', 'system'),
  t('amend', 'GALIOJANTIS', 'GALIOJANTIS', 'system'),
  t('replace', 'GALIOJANTIS', 'ARCHYVINIS', 'system'),
  t('replace', 'SUSTABDYTAS', 'ARCHYVINIS', 'system'),
  t('archive', 'PANAIKINTAS', 'ARCHYVINIS', 'officer'),
];

export const PERMIT_TRANSITIONS: Readonly<Record<PermitLifecycle, readonly PermitTransition[]>> = {
  general: GENERAL,
  l13: L13,
};

export function permitTransition(
  lifecycle: PermitLifecycle,
  action: string,
  from: PermitState | null,
  actor: Actor,
) {
  return PERMIT_TRANSITIONS[lifecycle].find(
    (tr) => tr.action === action && tr.from === from && tr.actor === actor,
  );
}

export function allowedPermitActions(
  lifecycle: PermitLifecycle,
  state: PermitState,
  actor: Actor,
): PermitAction[] {
  return [
    ...new Set(
      PERMIT_TRANSITIONS[lifecycle]
        .filter((tr) => tr.actor === actor && tr.from === state)
        .map((tr) => tr.action),
    ),
  ];
}

/** States in which the holder may rely on the permit (download shows it as valid, lookups say valid). */
export const VALID_PERMIT_STATES: readonly PermitState[] = [
  'GALIOJANTIS',
  'PATIKSLINTAS_GALIOJANTIS',
  'ISDUOTAS',
];

export function isPermitValid(state: PermitState): boolean {
  return VALID_PERMIT_STATES.includes(state);
}

/** States from which the holder may ask for an amendment, a change or an extension. */
export function canRequestChanges(state: PermitState): boolean {
  return isPermitValid(state);
}

export const applicationStateLabel = (state: ApplicationState): MessageId => `applicationState.${state}`;
export const permitStateLabel = (state: PermitState): MessageId => `permitState.${state}`;
export const actionLabel = (action: ApplicationAction | PermitAction | 'create' | 'save'): MessageId =>
  `action.${action}`;
