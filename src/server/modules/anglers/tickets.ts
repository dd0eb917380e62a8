/**
 * An issued angler permit as the wallet keeps it and an inspector sees it (AnglerTicket). What the
 * permit was bought for — the water body and the licence, in both languages — is copied into the
 * permit's data when it is issued (`ticket`), so a ticket reads the same however the catalogue
 * changes later: the permit, like a printed one, keeps the facts it was issued with.
 */
import type { AnglerKind, AnglerTicket } from '../../../shared/anglers/api-types.ts';
import type { AnglerPeriod } from '../../../shared/anglers/periods.ts';
import type { PermitState } from '../../../shared/permits/engine/lifecycle.ts';
import type { SecurityCodes } from '../../core/security-codes.ts';
import type { PermitRow } from '../../db/schema-permits.ts';
import { type PermitSigner, sealPermit } from '../permit-document/index.ts';

/** Stored in the permit's data under `ticket` (not a field of the kind's definition, so not printed twice). */
export interface TicketFacts {
  period: AnglerPeriod;
  purchaseId: string;
  waterBody: AnglerTicket['waterBody'];
  licence: AnglerTicket['licence'];
}

export function ticketFacts(permit: PermitRow): TicketFacts {
  const data = (permit.data ?? {}) as { ticket?: TicketFacts; period?: string };
  return (
    data.ticket ?? {
      period: (data.period ?? '1') as AnglerPeriod,
      purchaseId: '',
      waterBody: null,
      licence: null,
    }
  );
}

/**
 * The ticket as the wallet keeps it, with its security code: given only to whoever has proved the
 * permit (its purchase's secret, the download form's proof, the angler's or the buyer's session).
 */
export async function ticketOf(
  signer: PermitSigner,
  codes: SecurityCodes,
  permit: PermitRow,
): Promise<AnglerTicket> {
  const facts = ticketFacts(permit);
  return {
    permitId: permit.id,
    number: permit.number,
    kind: permit.kind as AnglerKind,
    state: permit.state as PermitState,
    holderName: permit.holderName,
    seal: await sealPermit(signer, permit),
    validFrom: permit.validFrom,
    // Angler permits always end (ADR 0009: even 999 is a year).
    validUntil: permit.validUntil ?? permit.validFrom,
    period: facts.period,
    waterBody: facts.waterBody,
    licence: facts.licence,
    priceCents: permit.priceCents,
    issuedAt: permit.issuedAt.toISOString(),
    downloadUrl: `/api/v1/atsisiusti/${permit.kind}/${permit.id}`,
    purchaseId: facts.purchaseId,
    securityCode: await codes.codeOf(permit.id),
  };
}
