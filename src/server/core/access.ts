/**
 * Who may see and change what (spec §6, architecture §4): every applicant query is scoped to the
 * represented person chosen in the session, and a record of anyone else answers 404, never 403,
 * so that ids cannot be probed. Officers (ROLE_OFFICER) see every application and permit through
 * the back-office routes only. Documents, messages and permit downloads reach records through here.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findKind } from '../../shared/permits/kind-list.ts';
import type { Db } from '../db/index.ts';
import { roles } from '../db/schema.ts';
import { type ApplicationRow, applications, type PermitRow, permits } from '../db/schema-permits.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { RepresentedPerson } from '../plugins/session.ts';

export const ROLE_OFFICER = 'ROLE_OFFICER';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Actor {
  /** Personal code of the logged-in person. */
  code: string;
  name: string;
}

export interface Access {
  /** The logged-in person (401 without a session). */
  actor(request: FastifyRequest): Actor;
  /** The represented person chosen in the session (401 without a session, 403 before one is chosen). */
  party(request: FastifyRequest): RepresentedPerson;
  /** The chosen party's application of this kind; 404 for anything else. */
  applicationForApplicant(request: FastifyRequest, kind: string, id: string): Promise<ApplicationRow>;
  /** Any application, for an officer; 403 for everyone else, 404 when missing. */
  applicationForOfficer(request: FastifyRequest, id: string): Promise<ApplicationRow>;
  permitForHolder(request: FastifyRequest, kind: string, id: string): Promise<PermitRow>;
  permitForOfficer(request: FastifyRequest, id: string): Promise<PermitRow>;
  isOfficer(request: FastifyRequest): Promise<boolean>;
  /** 401 without a session, 403 without ROLE_OFFICER. Use as an `onRequest` hook. */
  requireOfficer(request: FastifyRequest): Promise<Actor>;
}

export function createAccess(app: FastifyInstance, db: Db): Access {
  function actor(request: FastifyRequest): Actor {
    const { data } = app.sessions.require(request);
    return { code: data.userCode, name: `${data.firstName} ${data.lastName}`.trim() };
  }

  function party(request: FastifyRequest): RepresentedPerson {
    const { data } = app.sessions.require(request);
    const chosen = data.chosenIndex === null ? undefined : data.represented[data.chosenIndex];
    if (!chosen) throw new HttpError(403, 'engine.error.chooseRepresented');
    return chosen;
  }

  async function isOfficer(request: FastifyRequest): Promise<boolean> {
    const { data } = app.sessions.require(request);
    const rows = await db
      .select({ role: roles.role })
      .from(roles)
      .where(and(inArray(roles.code, [data.userCode]), eq(roles.role, ROLE_OFFICER)))
      .limit(1);
    return rows.length > 0;
  }

  async function requireOfficer(request: FastifyRequest): Promise<Actor> {
    const who = actor(request);
    if (!(await isOfficer(request))) throw new HttpError(403, 'error.forbidden');
    return who;
  }

  const validId = (id: string) => {
    if (!UUID.test(id)) throw notFound();
  };
  const kindOf = (kind: string) => {
    const found = findKind(kind);
    if (!found || found.segment !== kind) throw notFound();
    return found.segment;
  };

  return {
    actor,
    party,
    isOfficer,
    requireOfficer,
    async applicationForApplicant(request, kind, id) {
      const owner = party(request);
      const segment = kindOf(kind);
      validId(id);
      const [row] = await db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.id, id),
            eq(applications.kind, segment),
            eq(applications.ownerCode, owner.code),
          ),
        )
        .limit(1);
      if (!row) throw notFound();
      return row;
    },
    async applicationForOfficer(request, id) {
      await requireOfficer(request);
      validId(id);
      const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
      if (!row) throw notFound();
      return row;
    },
    async permitForHolder(request, kind, id) {
      const holder = party(request);
      const segment = kindOf(kind);
      validId(id);
      const [row] = await db
        .select()
        .from(permits)
        .where(and(eq(permits.id, id), eq(permits.kind, segment), eq(permits.holderCode, holder.code)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },
    async permitForOfficer(request, id) {
      await requireOfficer(request);
      validId(id);
      const [row] = await db.select().from(permits).where(eq(permits.id, id)).limit(1);
      if (!row) throw notFound();
      return row;
    },
  };
}
