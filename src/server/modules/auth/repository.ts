/** The auth module's SQL: login tickets, roles and the audit log. */
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Runner } from '../../db/index.ts';
import { auditLog, loginTickets, roles } from '../../db/schema.ts';

export type LoginTicketRow = typeof loginTickets.$inferSelect;

/** Expired and used tickets have no value; clearing them keeps the table small. */
export async function deleteTicketsExpiredBefore(db: Runner, before: Date): Promise<void> {
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, before));
}

export async function insertTicket(db: Runner, values: typeof loginTickets.$inferInsert): Promise<void> {
  await db.insert(loginTickets).values(values);
}

export async function ticketReturnTo(db: Runner, ticket: string): Promise<string | undefined> {
  const [row] = await db
    .select({ returnTo: loginTickets.returnTo })
    .from(loginTickets)
    .where(eq(loginTickets.ticket, ticket))
    .limit(1);
  return row?.returnTo;
}

/**
 * Uses the ticket up if it is this browser's, unused and unexpired at `at`, in one statement; the
 * ticket, or undefined when it is none of these (and then it stays as it was).
 */
export async function spendTicket(
  db: Runner,
  ticket: string,
  browserHash: string,
  at: Date,
): Promise<LoginTicketRow | undefined> {
  const [row] = await db
    .update(loginTickets)
    .set({ usedAt: at })
    .where(
      and(
        eq(loginTickets.ticket, ticket),
        eq(loginTickets.browserHash, browserHash),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

/** The roles any of these codes holds, each once. */
export async function rolesOf(db: Runner, codes: string[]): Promise<string[]> {
  const rows = await db.selectDistinct({ role: roles.role }).from(roles).where(inArray(roles.code, codes));
  return rows.map((r) => r.role);
}

export async function audit(db: Runner, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
