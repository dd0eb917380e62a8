/**
 * Who holds which role (the `roles` table, by personal or company code): the check behind a route
 * declared with a role (core/route.ts). One indexed read per call, as the officer and administrator
 * checks made before routes were declared.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { roles } from '../db/schema.ts';

export function createRoleCheck(db: Db): (code: string, role: string) => Promise<boolean> {
  return async (code, role) => {
    const [row] = await db
      .select({ role: roles.role })
      .from(roles)
      .where(and(eq(roles.code, code), eq(roles.role, role)))
      .limit(1);
    return row !== undefined;
  };
}
