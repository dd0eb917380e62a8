/**
 * Idempotent demo seed: running it again changes nothing that a person has edited since
 * (rows are inserted only when missing).
 */
import { type Db, transaction } from '../db/index.ts';
import {
  profiles,
  registerCompanies,
  registerPersons,
  registerPowersOfAttorney,
  roles,
} from '../db/schema.ts';
import { seedContent } from './content.ts';
import { DEMO_COMPANIES, DEMO_PERSONS, DEMO_POWERS_OF_ATTORNEY, DEMO_PROFILES, DEMO_ROLES } from './data.ts';
import { seedFishing } from './fishing.ts';
import { seedDemoLessor } from './lessors.ts';
import { seedDemoFisher } from './quotas.ts';

export async function seedDemo(db: Db): Promise<void> {
  await transaction(db, async (tx) => {
    await tx.insert(registerPersons).values(DEMO_PERSONS).onConflictDoNothing();
    await tx.insert(registerCompanies).values(DEMO_COMPANIES).onConflictDoNothing();
    await tx.insert(registerPowersOfAttorney).values(DEMO_POWERS_OF_ATTORNEY).onConflictDoNothing();
    await tx.insert(roles).values(DEMO_ROLES).onConflictDoNothing();
    await tx.insert(profiles).values(DEMO_PROFILES).onConflictDoNothing();
  });
  await seedContent(db);
  await seedFishing(db);
  await seedDemoLessor(db);
  await seedDemoFisher(db);
}
