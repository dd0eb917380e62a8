/**
 * The screens of each kind's purchase journey and their addresses (issue 5 item 1): what the page's
 * header needs to draw the first screen's heading before the journey's code is there
 * (purchase-page.tsx, issue 16 target 1), so a module of its own, without the journey's rules.
 */
import type { AnglerKind } from '../../../../shared/anglers/api-types.ts';
import type { MessageId } from '../../../../shared/i18n/index.ts';

export type StepId = 'vieta' | 'pasiulymas' | 'licencija' | 'laikotarpis' | 'pradzia' | 'zvejys' | 'perziura';

export const STEP_PARAM = 'zingsnis';
/** The map (and links from elsewhere) preselect a water body or a licence with these. */
export const WATER_BODY_PARAM = 'telkinys';
export const LICENCE_PARAM = 'licencija';

export function stepsFor(kind: AnglerKind): readonly StepId[] {
  switch (kind) {
    case 'l05_1':
      return ['laikotarpis', 'pradzia', 'zvejys', 'perziura'];
    case 'l05_2':
      return ['vieta', 'pasiulymas', 'pradzia', 'zvejys', 'perziura'];
    case 'l06_1':
    case 'l06_2':
      return ['vieta', 'licencija', 'pradzia', 'zvejys', 'perziura'];
  }
}

/** The screen's question, its heading; `forWhom`: the angler screen asks whom the permit is for. */
export function questionOf(kind: AnglerKind, step: StepId, forWhom: boolean): MessageId {
  switch (step) {
    case 'vieta':
      return kind === 'l05_2' ? 'anglersPurchase.q.waterBody.l05_2' : 'anglersPurchase.q.waterBody.l06';
    case 'pasiulymas':
      return 'anglersPurchase.q.offer';
    case 'licencija':
      return 'anglersPurchase.q.licence';
    case 'laikotarpis':
      return 'anglersPurchase.q.period';
    case 'pradzia':
      return 'anglersPurchase.q.validFrom';
    case 'zvejys':
      // "Who is it for?" when there is a choice; the salmon card and anonymous buyers name the angler.
      return forWhom ? 'anglersPurchase.q.angler' : 'anglersPurchase.q.anglerDetails';
    case 'perziura':
      return 'anglersPurchase.q.review';
  }
}
