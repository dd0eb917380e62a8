/** The messages module's SQL. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Runner } from '../../db/index.ts';
import { applications, type MessageRow, messages } from '../../db/schema-permits.ts';

export type NewMessage = typeof messages.$inferInsert;
export type Direction = MessageRow['direction'];

export async function insertMessage(db: Runner, values: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/** An application's thread, newest first. */
export async function messagesOfApplication(db: Runner, applicationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.applicationId, applicationId))
    .orderBy(desc(messages.createdAt));
}

/** Marks the unread messages of one direction in an application's thread read. */
export async function markApplicationMessagesRead(
  db: Runner,
  applicationId: string,
  direction: Direction,
): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.applicationId, applicationId),
        eq(messages.direction, direction),
        isNull(messages.readAt),
      ),
    );
}

/** One page of a party's messages of one direction, newest first, with each application's number and kind. */
export async function messagePage(
  db: Runner,
  ownerCode: string,
  direction: Direction,
  page: number,
  pageSize: number,
): Promise<{ rows: { message: MessageRow; number: string; kind: string }[]; total: number }> {
  const filter = and(eq(messages.ownerCode, ownerCode), eq(messages.direction, direction));
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: messages, number: applications.number, kind: applications.kind })
      .from(messages)
      .innerJoin(applications, eq(applications.id, messages.applicationId))
      .where(filter)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(messages).where(filter),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Marks a message sent to the party read; false when there is no such message of that party. */
export async function markMessageRead(db: Runner, ownerCode: string, id: string): Promise<boolean> {
  const updated = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(eq(messages.id, id), eq(messages.ownerCode, ownerCode), eq(messages.direction, 'TO_APPLICANT')),
    )
    .returning({ id: messages.id });
  return updated.length > 0;
}

export async function unreadCount(db: Runner, ownerCode: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(eq(messages.ownerCode, ownerCode), eq(messages.direction, 'TO_APPLICANT'), isNull(messages.readAt)),
    );
  return Number(row?.n ?? 0);
}
