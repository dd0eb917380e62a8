/** Names of the L04 quota values (issue 19): the kinds engine's type, kind and gear labels, and this page's own. */
import type {
  ConversionStatus,
  L04PermitFilter,
  L04PermitState,
  QuotaGear,
  QuotaKind,
  QuotaStatus,
  QuotaType,
} from '../../../shared/quotas/api.ts';

export const typeLabel = (type: QuotaType) => `l04.quotaType.${type}` as const;
export const kindLabel = (kind: QuotaKind) => `l04.quotaKind.${kind}` as const;
export const gearLabel = (gear: QuotaGear) => `l14.gear.type.${gear}` as const;
export const statusLabel = (status: QuotaStatus) => `quotas.status.${status}` as const;
export const permitStateLabel = (state: L04PermitState) => `quotas.permitState.${state}` as const;
export const permitFilterLabel = (filter: L04PermitFilter) => `quotas.permitFilter.${filter}` as const;
export const conversionStatusLabel = (status: ConversionStatus) =>
  `quotas.conversionStatus.${status}` as const;

const ACTIONS = [
  'prepared',
  'activate',
  'close',
  'allocated',
  'allocatedByConversion',
  'conversionRequested',
  'conversionApproved',
  'conversionRejected',
] as const;
export const actionLabel = (action: string) =>
  (ACTIONS as readonly string[]).includes(action)
    ? (`quotas.action.${action as (typeof ACTIONS)[number]}` as const)
    : null;

/** A whole-number amount typed by a person: digits only, else undefined. */
export function unitsOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : undefined;
}
