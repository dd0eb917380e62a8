/**
 * Fish and lamprey species of Lithuanian waters that special fishing targets (spec §3 L07 object:
 * species, amount). Values are stable codes; labels carry the Lithuanian and English names.
 */
import type { Option } from '../../engine/definition.ts';

export const FISH_SPECIES: readonly Option[] = [
  { value: 'LASISA', label: 'l07.species.LASISA' },
  { value: 'SLAKYS', label: 'l07.species.SLAKYS' },
  { value: 'UPETAKIS', label: 'l07.species.UPETAKIS' },
  { value: 'KIRSLYS', label: 'l07.species.KIRSLYS' },
  { value: 'SYKAS', label: 'l07.species.SYKAS' },
  { value: 'SELIAVA', label: 'l07.species.SELIAVA' },
  { value: 'STINTA', label: 'l07.species.STINTA' },
  { value: 'UNGURYS', label: 'l07.species.UNGURYS' },
  { value: 'UPINE_NEGE', label: 'l07.species.UPINE_NEGE' },
  { value: 'LYDEKA', label: 'l07.species.LYDEKA' },
  { value: 'STARKIS', label: 'l07.species.STARKIS' },
  { value: 'ESERYS', label: 'l07.species.ESERYS' },
  { value: 'KARSIS', label: 'l07.species.KARSIS' },
  { value: 'ZIOBRIS', label: 'l07.species.ZIOBRIS' },
  { value: 'KUOJA', label: 'l07.species.KUOJA' },
  { value: 'LYNAS', label: 'l07.species.LYNAS' },
  { value: 'KARPIS', label: 'l07.species.KARPIS' },
  { value: 'VEGELE', label: 'l07.species.VEGELE' },
  { value: 'SAMAS', label: 'l07.species.SAMAS' },
  { value: 'KITA', label: 'l07.species.KITA' },
];
