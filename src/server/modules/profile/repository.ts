/** The profiles module's SQL: profiles and their audit rows. */
import { and, eq } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/index.ts';
import { auditLog, profiles } from '../../db/schema.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'userCode' | 'representedCode'>;

export async function findProfile(
  db: Runner,
  userCode: string,
  representedCode: string,
): Promise<ProfileRow | undefined> {
  const [found] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userCode, userCode), eq(profiles.representedCode, representedCode)))
    .limit(1);
  return found;
}

/** Writes the profile (created or replaced) and its audit row. */
export async function saveProfile(
  tx: Tx,
  userCode: string,
  representedCode: string,
  values: ProfileValues,
  requestId: string,
): Promise<void> {
  await tx
    .insert(profiles)
    .values({ userCode, representedCode, ...values })
    .onConflictDoUpdate({ target: [profiles.userCode, profiles.representedCode], set: values });
  await tx.insert(auditLog).values({
    actorCode: userCode,
    representedCode,
    action: 'profile.update',
    requestId,
  });
}
