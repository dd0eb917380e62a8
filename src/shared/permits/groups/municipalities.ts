/**
 * The 60 municipalities of Lithuania (savivaldybės), in Lithuanian alphabetical order, for every
 * form that asks where an installation, a site or a water body is (spec §3 L09/L10 "municipality",
 * L11/L12 object data). The value is a stable code stored with applications; the label is a message
 * id (locales/{lt,en}/municipalities.po) with the official Lithuanian name and its English form.
 */
import type { Option } from '../engine/definition.ts';

export const MUNICIPALITIES = [
  { value: 'AKMENES_R_SAV', label: 'municipality.AKMENES_R_SAV' },
  { value: 'ALYTAUS_M_SAV', label: 'municipality.ALYTAUS_M_SAV' },
  { value: 'ALYTAUS_R_SAV', label: 'municipality.ALYTAUS_R_SAV' },
  { value: 'ANYKSCIU_R_SAV', label: 'municipality.ANYKSCIU_R_SAV' },
  { value: 'BIRSTONO_SAV', label: 'municipality.BIRSTONO_SAV' },
  { value: 'BIRZU_R_SAV', label: 'municipality.BIRZU_R_SAV' },
  { value: 'DRUSKININKU_SAV', label: 'municipality.DRUSKININKU_SAV' },
  { value: 'ELEKTRENU_SAV', label: 'municipality.ELEKTRENU_SAV' },
  { value: 'IGNALINOS_R_SAV', label: 'municipality.IGNALINOS_R_SAV' },
  { value: 'JONAVOS_R_SAV', label: 'municipality.JONAVOS_R_SAV' },
  { value: 'JONISKIO_R_SAV', label: 'municipality.JONISKIO_R_SAV' },
  { value: 'JURBARKO_R_SAV', label: 'municipality.JURBARKO_R_SAV' },
  { value: 'KAISIADORIU_R_SAV', label: 'municipality.KAISIADORIU_R_SAV' },
  { value: 'KALVARIJOS_SAV', label: 'municipality.KALVARIJOS_SAV' },
  { value: 'KAUNO_M_SAV', label: 'municipality.KAUNO_M_SAV' },
  { value: 'KAUNO_R_SAV', label: 'municipality.KAUNO_R_SAV' },
  { value: 'KAZLU_RUDOS_SAV', label: 'municipality.KAZLU_RUDOS_SAV' },
  { value: 'KEDAINIU_R_SAV', label: 'municipality.KEDAINIU_R_SAV' },
  { value: 'KELMES_R_SAV', label: 'municipality.KELMES_R_SAV' },
  { value: 'KLAIPEDOS_M_SAV', label: 'municipality.KLAIPEDOS_M_SAV' },
  { value: 'KLAIPEDOS_R_SAV', label: 'municipality.KLAIPEDOS_R_SAV' },
  { value: 'KRETINGOS_R_SAV', label: 'municipality.KRETINGOS_R_SAV' },
  { value: 'KUPISKIO_R_SAV', label: 'municipality.KUPISKIO_R_SAV' },
  { value: 'LAZDIJU_R_SAV', label: 'municipality.LAZDIJU_R_SAV' },
  { value: 'MARIJAMPOLES_SAV', label: 'municipality.MARIJAMPOLES_SAV' },
  { value: 'MAZEIKIU_R_SAV', label: 'municipality.MAZEIKIU_R_SAV' },
  { value: 'MOLETU_R_SAV', label: 'municipality.MOLETU_R_SAV' },
  { value: 'NERINGOS_SAV', label: 'municipality.NERINGOS_SAV' },
  { value: 'PAGEGIU_SAV', label: 'municipality.PAGEGIU_SAV' },
  { value: 'PAKRUOJO_R_SAV', label: 'municipality.PAKRUOJO_R_SAV' },
  { value: 'PALANGOS_M_SAV', label: 'municipality.PALANGOS_M_SAV' },
  { value: 'PANEVEZIO_M_SAV', label: 'municipality.PANEVEZIO_M_SAV' },
  { value: 'PANEVEZIO_R_SAV', label: 'municipality.PANEVEZIO_R_SAV' },
  { value: 'PASVALIO_R_SAV', label: 'municipality.PASVALIO_R_SAV' },
  { value: 'PLUNGES_R_SAV', label: 'municipality.PLUNGES_R_SAV' },
  { value: 'PRIENU_R_SAV', label: 'municipality.PRIENU_R_SAV' },
  { value: 'RADVILISKIO_R_SAV', label: 'municipality.RADVILISKIO_R_SAV' },
  { value: 'RASEINIU_R_SAV', label: 'municipality.RASEINIU_R_SAV' },
  { value: 'RIETAVO_SAV', label: 'municipality.RIETAVO_SAV' },
  { value: 'ROKISKIO_R_SAV', label: 'municipality.ROKISKIO_R_SAV' },
  { value: 'SKUODO_R_SAV', label: 'municipality.SKUODO_R_SAV' },
  { value: 'SAKIU_R_SAV', label: 'municipality.SAKIU_R_SAV' },
  { value: 'SALCININKU_R_SAV', label: 'municipality.SALCININKU_R_SAV' },
  { value: 'SIAULIU_M_SAV', label: 'municipality.SIAULIU_M_SAV' },
  { value: 'SIAULIU_R_SAV', label: 'municipality.SIAULIU_R_SAV' },
  { value: 'SILALES_R_SAV', label: 'municipality.SILALES_R_SAV' },
  { value: 'SILUTES_R_SAV', label: 'municipality.SILUTES_R_SAV' },
  { value: 'SIRVINTU_R_SAV', label: 'municipality.SIRVINTU_R_SAV' },
  { value: 'SVENCIONIU_R_SAV', label: 'municipality.SVENCIONIU_R_SAV' },
  { value: 'TAURAGES_R_SAV', label: 'municipality.TAURAGES_R_SAV' },
  { value: 'TELSIU_R_SAV', label: 'municipality.TELSIU_R_SAV' },
  { value: 'TRAKU_R_SAV', label: 'municipality.TRAKU_R_SAV' },
  { value: 'UKMERGES_R_SAV', label: 'municipality.UKMERGES_R_SAV' },
  { value: 'UTENOS_R_SAV', label: 'municipality.UTENOS_R_SAV' },
  { value: 'VARENOS_R_SAV', label: 'municipality.VARENOS_R_SAV' },
  { value: 'VILKAVISKIO_R_SAV', label: 'municipality.VILKAVISKIO_R_SAV' },
  { value: 'VILNIAUS_M_SAV', label: 'municipality.VILNIAUS_M_SAV' },
  { value: 'VILNIAUS_R_SAV', label: 'municipality.VILNIAUS_R_SAV' },
  { value: 'VISAGINO_SAV', label: 'municipality.VISAGINO_SAV' },
  { value: 'ZARASU_R_SAV', label: 'municipality.ZARASU_R_SAV' },
] as const satisfies readonly Option[];

export type MunicipalityCode = (typeof MUNICIPALITIES)[number]['value'];

const CODES: ReadonlySet<string> = new Set(MUNICIPALITIES.map((option) => option.value));

export function isMunicipalityCode(value: unknown): value is MunicipalityCode {
  return typeof value === 'string' && CODES.has(value);
}
