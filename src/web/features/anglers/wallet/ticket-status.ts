/**
 * Whether a ticket in the wallet may be relied on today, decided on the device (issue 5 item 6): an
 * inspector by the water reads it from the screen with no network. Days are Lithuanian days
 * (spec §9): a one-day ticket for 2026-11-21 is valid until midnight in Vilnius, wherever the phone
 * thinks it is.
 */
import type { AnglerTicket } from '../../../../shared/anglers/api-types.ts';
import { todayInLithuania } from '../../../../shared/fields/dates.ts';
import { isPermitValid } from '../../../../shared/permits/engine/lifecycle.ts';

/**
 * - `valid`: today is within its days and the registry last said it is in force;
 * - `notYet`: it starts on a later day;
 * - `expired`: its last day has passed (or the registry says it ended);
 * - `revoked`: the registry says it is not in force (annulled, suspended, cancelled by a catch report).
 */
export type TicketStanding = 'valid' | 'notYet' | 'expired' | 'revoked';

/** Where days `validFrom`…`validUntil` (inclusive; null: no end) stand on `today`, all `yyyy-MM-dd`. */
export function daysStanding(
  validFrom: string,
  validUntil: string | null,
  today: string = todayInLithuania(),
): 'current' | 'notYet' | 'expired' {
  if (today < validFrom) return 'notYet';
  if (validUntil !== null && today > validUntil) return 'expired';
  return 'current';
}

export function ticketStanding(
  ticket: Pick<AnglerTicket, 'validFrom' | 'validUntil' | 'state'>,
  today: string = todayInLithuania(),
): TicketStanding {
  if (ticket.state === 'PASIBAIGES') return 'expired';
  if (!isPermitValid(ticket.state)) return 'revoked';
  const days = daysStanding(ticket.validFrom, ticket.validUntil, today);
  return days === 'current' ? 'valid' : days;
}

const ORDER: Record<TicketStanding, number> = { valid: 0, notYet: 1, expired: 2, revoked: 3 };

/**
 * The order the wallet shows tickets in: those valid today first (the one to show an inspector),
 * then those still to come (soonest first), then the past ones (latest first).
 */
export function sortTickets<T extends Pick<AnglerTicket, 'validFrom' | 'validUntil' | 'state' | 'number'>>(
  tickets: readonly T[],
  today: string = todayInLithuania(),
): T[] {
  return [...tickets].sort((a, b) => {
    const sa = ticketStanding(a, today);
    const sb = ticketStanding(b, today);
    if (sa !== sb) return ORDER[sa] - ORDER[sb];
    if (sa === 'notYet') return a.validFrom.localeCompare(b.validFrom) || a.number.localeCompare(b.number);
    return b.validUntil.localeCompare(a.validUntil) || b.number.localeCompare(a.number);
  });
}
