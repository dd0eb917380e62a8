/** L05.1 angler ticket (mėgėjų žvejybos bilietas; spec §1, §3 L05/L06 angler): fishing in any water that is not leased. */
import { L05_1_PRICES } from '../../../anglers/periods.ts';
import type { KindDefinition } from '../../engine/definition.ts';
import { anglerKind } from '../../parts/angler.ts';

export const l05_1: KindDefinition = anglerKind({
  segment: 'l05_1',
  listing: { category: 'fishing', title: 'kind.l05_1.title', pageTitle: 'kind.l05_1.pageTitle' },
  product: 'ticket',
  // The angler journey charges each period its own price from L05_1_PRICES (ADR 0009); the kind's
  // single price, which the generic engine would show, is the yearly (999) ticket's.
  price: { type: 'fixed', cents: L05_1_PRICES['999'] },
});
