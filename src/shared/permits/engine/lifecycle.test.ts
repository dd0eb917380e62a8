import { describe, expect, it } from 'vitest';
import {
  type Actor,
  APPLICATION_ACTIONS,
  APPLICATION_STATES,
  APPLICATION_TRANSITIONS,
  allowedApplicationActions,
  allowedPermitActions,
  applicationTransition,
  isEditable,
  PERMIT_ACTIONS,
  PERMIT_STATES,
  PERMIT_TRANSITIONS,
  permitTransition,
} from './lifecycle.ts';

const ACTORS: Actor[] = ['applicant', 'officer', 'system'];

describe('application transitions (spec §4, ADR 0008)', () => {
  it('allows exactly what the table lists, for the actor it names', () => {
    let allowed = 0;
    let refused = 0;
    for (const state of APPLICATION_STATES) {
      for (const action of APPLICATION_ACTIONS) {
        for (const actor of ACTORS) {
          const row = APPLICATION_TRANSITIONS.find(
            (t) => t.action === action && t.actor === actor && t.from.includes(state),
          );
          const found = applicationTransition(action, state, actor);
          if (row) {
            expect(found?.to, `${actor} ${action} from ${state}`).toBe(row.to);
            allowed++;
          } else {
            expect(found, `${actor} ${action} from ${state}`).toBeUndefined();
            refused++;
          }
        }
      }
    }
    expect(allowed).toBe(APPLICATION_TRANSITIONS.reduce((n, t) => n + t.from.length, 0));
    expect(refused).toBeGreaterThan(200);
  });

  it('follows the journey of spec §4 and refuses the samples that matter', () => {
    expect(applicationTransition('submit', 'RUOSIAMA', 'applicant')?.to).toBe('PATEIKTA');
    expect(applicationTransition('return', 'VERTINAMA', 'officer')?.to).toBe('GRAZINTA');
    expect(applicationTransition('submit', 'GRAZINTA', 'applicant')?.to).toBe('PATEIKTA');
    expect(applicationTransition('accept', 'PATIKRINTA', 'officer')?.to).toBe('PRIIMTA');
    // Refused: deciding without taking up, the applicant deciding, acting on final states.
    expect(applicationTransition('accept', 'PATEIKTA', 'officer')).toBeUndefined();
    expect(applicationTransition('accept', 'VERTINAMA', 'applicant')).toBeUndefined();
    expect(applicationTransition('withdraw', 'PRIIMTA', 'applicant')).toBeUndefined();
    expect(applicationTransition('submit', 'ATSAUKTA', 'applicant')).toBeUndefined();
    expect(applicationTransition('recall', 'VERTINAMA', 'applicant')).toBeUndefined();
    for (const final of ['ATSAUKTA', 'ATMESTA', 'PANAIKINTA'] as const) {
      expect(allowedApplicationActions(final, 'applicant')).toEqual([]);
      expect(allowedApplicationActions(final, 'officer')).toEqual([]);
    }
  });

  it('needs a reason for every decision that goes against the applicant', () => {
    for (const action of ['return', 'reject', 'annul']) {
      expect(APPLICATION_TRANSITIONS.find((t) => t.action === action)?.needsReason).toBe(true);
    }
    expect(isEditable('GRAZINTA')).toBe(true);
    expect(isEditable('PATEIKTA')).toBe(false);
  });
});

describe('permit transitions (spec §4)', () => {
  it('allows exactly what each lifecycle lists', () => {
    for (const [lifecycle, table] of Object.entries(PERMIT_TRANSITIONS) as [
      keyof typeof PERMIT_TRANSITIONS,
      typeof PERMIT_TRANSITIONS.general,
    ][]) {
      for (const state of [null, ...PERMIT_STATES]) {
        for (const action of PERMIT_ACTIONS) {
          for (const actor of ACTORS) {
            const row = table.find((t) => t.action === action && t.actor === actor && t.from === state);
            expect(
              permitTransition(lifecycle, action, state, actor)?.to,
              `${lifecycle} ${actor} ${action} ${state}`,
            ).toBe(row?.to);
          }
        }
      }
    }
  });

  it('keeps issued L13 licences to the spec’s four states and never lets them expire', () => {
    // Before issue, the state fee's two (issue 20): the project waiting for the fee, and not issued.
    const fee = ['LEIDIMO_PROJEKTAS', 'NEISDUOTAS'];
    const states = new Set(PERMIT_TRANSITIONS.l13.flatMap((t) => [t.from, t.to]).filter((s) => s !== null));
    expect([...states].filter((s) => !fee.includes(s)).sort()).toEqual([
      'ARCHYVINIS',
      'GALIOJANTIS',
      'PANAIKINTAS',
      'SUSTABDYTAS',
    ]);
    const fromProject = PERMIT_TRANSITIONS.l13.filter((t) => t.from === 'LEIDIMO_PROJEKTAS');
    expect(fromProject.map((t) => `${t.action}>${t.to}:${t.actor}`).sort()).toEqual([
      'annul>NEISDUOTAS:system',
      'issue>GALIOJANTIS:system',
    ]);
    expect(PERMIT_TRANSITIONS.l13.some((t) => t.action === 'expire')).toBe(false);
    expect(allowedPermitActions('l13', 'GALIOJANTIS', 'officer').sort()).toEqual(['annul', 'suspend']);
  });

  it('moves general permits through suspension, amendment, expiry and archive', () => {
    expect(permitTransition('general', 'suspend', 'GALIOJANTIS', 'officer')?.to).toBe('LAIKINAI_SUSTABDYTAS');
    expect(permitTransition('general', 'suspend', 'PATIKSLINTAS_GALIOJANTIS', 'officer')?.to).toBe(
      'PATIKSLINTAS_LAIKINAI_SUSTABDYTAS',
    );
    expect(permitTransition('general', 'amend', 'GALIOJANTIS', 'system')?.to).toBe(
      'PATIKSLINTAS_GALIOJANTIS',
    );
    expect(permitTransition('general', 'expire', 'GALIOJANTIS', 'system')?.to).toBe('PASIBAIGES');
    expect(permitTransition('general', 'archive', 'PASIBAIGES', 'officer')?.to).toBe('ARCHYVINIS');
    // Refused: an officer cannot expire or amend by hand; nothing leaves the archive.
    expect(permitTransition('general', 'expire', 'GALIOJANTIS', 'officer')).toBeUndefined();
    expect(permitTransition('general', 'amend', 'GALIOJANTIS', 'officer')).toBeUndefined();
    expect(allowedPermitActions('general', 'ARCHYVINIS', 'officer')).toEqual([]);
    expect(permitTransition('general', 'renew', 'PANAIKINTAS', 'officer')).toBeUndefined();
  });
});
