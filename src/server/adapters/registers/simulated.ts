/** Registers simulated on seeded tables (see src/server/demo/seed.ts). */
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { registerCompanies, registerPersons, registerPowersOfAttorney } from '../../db/schema.ts';
import type { Registers } from './types.ts';

export function simulatedRegisters(db: Db): Registers {
  return {
    residents: {
      async findPerson(code) {
        const [row] = await db.select().from(registerPersons).where(eq(registerPersons.code, code)).limit(1);
        return row ?? null;
      },
    },
    legalEntities: {
      async findCompany(code) {
        const [row] = await db
          .select()
          .from(registerCompanies)
          .where(eq(registerCompanies.code, code))
          .limit(1);
        return row ?? null;
      },
      async companiesHeadedBy(personCode) {
        return db
          .select()
          .from(registerCompanies)
          .where(eq(registerCompanies.headCode, personCode))
          .orderBy(registerCompanies.name);
      },
    },
    powersOfAttorney: {
      async validFor(representativeCode, onDate) {
        const t = registerPowersOfAttorney;
        return db
          .select({
            number: t.number,
            principalCode: t.principalCode,
            principalKind: t.principalKind,
            scope: t.scope,
          })
          .from(t)
          .where(
            and(
              eq(t.representativeCode, representativeCode),
              eq(t.revoked, false),
              lte(t.validFrom, onDate),
              or(isNull(t.validTo), gte(t.validTo, onDate)),
            ),
          )
          .orderBy(t.number);
      },
    },
  };
}
