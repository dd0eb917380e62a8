import type { PermitCategory } from '../../shared/permits/kind-list.ts';
import type { IconName } from './icon-names.ts';

/** One icon per subject area (spec §1 Categories). */
export const CATEGORY_ICONS: Record<PermitCategory, IconName> = {
  fishing: 'fish',
  forests: 'tree',
  pollution: 'factory',
  resources: 'layers',
  other: 'leaf',
};
