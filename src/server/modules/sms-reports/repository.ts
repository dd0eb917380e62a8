/** The SMS channel's SQL (issue 21, ADR 0035): inbound SMS rows, and a card's phone and language. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { anglerPermits, anglerPurchases } from '../../db/schema-anglers.ts';
import { permits, smsInbound } from '../../db/schema-permits.ts';

/** Takes a gateway message id; false when it was taken before (a message delivered twice). */
export async function claimInbound(
  db: Db,
  row: { gatewayMessageId: string; fromPhone: string; text: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(smsInbound)
    .values({ ...row, outcome: 'received', reply: '' })
    .onConflictDoNothing()
    .returning({ id: smsInbound.gatewayMessageId });
  return inserted.length > 0;
}

export async function finishInbound(
  db: Db,
  gatewayMessageId: string,
  done: { outcome: string; reply: string; permitNumber: string | null },
): Promise<void> {
  await db.update(smsInbound).set(done).where(eq(smsInbound.gatewayMessageId, gatewayMessageId));
}

/** The phone given at purchase (`angler.phone`) and the purchase's language of an angler card, by number. */
export async function cardContact(
  db: Db,
  permitNumber: string,
): Promise<{ phone: string | null; lang: string } | null> {
  const rows = await db
    .select({ phone: sql<string | null>`${anglerPurchases.angler} ->> 'phone'`, lang: anglerPurchases.lang })
    .from(permits)
    .innerJoin(anglerPermits, eq(anglerPermits.permitId, permits.id))
    .innerJoin(anglerPurchases, eq(anglerPurchases.id, anglerPermits.purchaseId))
    .where(eq(permits.number, permitNumber))
    .limit(1);
  return rows[0] ?? null;
}

/** Gives a message id back when handling it failed on our side, so the gateway's retry is handled. */
export async function releaseInbound(db: Db, gatewayMessageId: string): Promise<void> {
  await db.delete(smsInbound).where(eq(smsInbound.gatewayMessageId, gatewayMessageId));
}
