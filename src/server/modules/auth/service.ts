/**
 * Login through the national gateway and the test login (spec §2, §4, §7; architecture §4).
 *
 * Tickets: single use, five minutes, bound to the browser that asked for them (a hash of an
 * HttpOnly cookie) so that nobody can log a victim into the attacker's account by making the
 * victim's browser post the attacker's ticket. The gateway's answer must carry the random state
 * we gave it as customData; the return address lives only in our table.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Registers } from '../../adapters/registers/types.ts';
import type { GatewayClient } from '../../adapters/viisp/types.ts';
import type { Db } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { RepresentedPerson, SessionData } from '../../plugins/session.ts';
import {
  audit,
  deleteTicketsExpiredBefore,
  insertTicket,
  rolesOf,
  spendTicket,
  ticketReturnTo,
} from './repository.ts';

export const TICKET_TTL_MS = 5 * 60_000;

export interface TestIdentity {
  personCode: string;
  firstName: string;
  lastName: string;
  companyCode?: string | undefined;
  companyName?: string | undefined;
}

export interface AuthServiceDeps {
  db: Db;
  gateway: GatewayClient;
  registers: Registers;
  now?: () => Date;
  /** Roles the acting party holds by what it holds, not by a `roles` row (ROLE_L03, issue 18). */
  derivedAuthorities?: (session: SessionData) => Promise<string[]>;
}

const hashBinding = (token: string) =>
  createHash('sha256').update(`login-binding:${token}`).digest('base64url');

/** Only a local path may be a return address: never another origin, never a protocol-relative URL. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\r\n]/.test(value))
    return '/';
  if (value.startsWith('/login') || value.startsWith('/api/')) return '/';
  return value;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, gateway, registers } = deps;
  const now = deps.now ?? (() => new Date());

  async function storeTicket(row: {
    ticket: string;
    source: 'viisp' | 'dummy';
    browserToken: string;
    state: string;
    returnTo: string;
    identity?: TestIdentity;
  }) {
    const at = now();
    // Expired and used tickets have no value; clearing them here keeps the table small.
    await deleteTicketsExpiredBefore(db, new Date(at.getTime() - TICKET_TTL_MS));
    await insertTicket(db, {
      ticket: row.ticket,
      source: row.source,
      browserHash: hashBinding(row.browserToken),
      state: row.state,
      returnTo: row.returnTo,
      identity: row.identity ?? null,
      expiresAt: new Date(at.getTime() + TICKET_TTL_MS),
    });
  }

  /** Who the person may act for: themselves, companies they head (JAR), valid powers of attorney. */
  async function representedPersons(
    self: { code: string; firstName: string; lastName: string },
    loginCompany: { code: string; name?: string | undefined; basis: 'gateway' | 'test-login' } | null,
  ): Promise<RepresentedPerson[]> {
    const list: RepresentedPerson[] = [
      {
        code: self.code,
        kind: 'person',
        firstName: self.firstName,
        lastName: self.lastName,
        name: `${self.firstName} ${self.lastName}`,
        basis: 'self',
      },
    ];
    const add = (p: RepresentedPerson) => {
      if (!list.some((x) => x.code === p.code)) list.push(p);
    };
    for (const company of await registers.legalEntities.companiesHeadedBy(self.code)) {
      add({
        code: company.code,
        kind: 'company',
        firstName: self.firstName,
        lastName: self.lastName,
        name: company.name,
        basis: 'head',
      });
    }
    const today = now().toISOString().slice(0, 10);
    for (const poa of await registers.powersOfAttorney.validFor(self.code, today)) {
      if (poa.principalKind === 'company') {
        const company = await registers.legalEntities.findCompany(poa.principalCode);
        if (company)
          add({
            code: company.code,
            kind: 'company',
            firstName: self.firstName,
            lastName: self.lastName,
            name: company.name,
            basis: 'power-of-attorney',
          });
      } else {
        const person = await registers.residents.findPerson(poa.principalCode);
        if (person) {
          add({
            code: person.code,
            kind: 'person',
            firstName: person.firstName,
            lastName: person.lastName,
            name: `${person.firstName} ${person.lastName}`,
            basis: 'power-of-attorney',
          });
        }
      }
    }
    if (loginCompany && !list.some((x) => x.code === loginCompany.code)) {
      // The gateway has itself checked the right to act for the company it names; the test login trusts what was typed.
      const registered = await registers.legalEntities.findCompany(loginCompany.code);
      add({
        code: loginCompany.code,
        kind: 'company',
        firstName: self.firstName,
        lastName: self.lastName,
        name: registered?.name ?? loginCompany.name ?? loginCompany.code,
        basis: loginCompany.basis,
      });
    }
    return list;
  }

  async function authoritiesFor(session: SessionData): Promise<string[]> {
    const chosen = session.chosenIndex === null ? undefined : session.represented[session.chosenIndex];
    const codes = [session.userCode, ...(chosen && chosen.code !== session.userCode ? [chosen.code] : [])];
    const held = await rolesOf(db, codes);
    const derived = (await deps.derivedAuthorities?.(session)) ?? [];
    return ['ROLE_USER', ...[...new Set([...held, ...derived])].sort()];
  }

  return {
    authoritiesFor,

    async generateTicket(
      browserToken: string,
      returnTo: unknown,
      postbackUrl: string,
    ): Promise<{ ticket: string; url: string }> {
      const state = randomBytes(18).toString('base64url');
      let ticket: string;
      try {
        ({ ticket } = await gateway.initAuthentication({ postbackUrl, customData: state }));
      } catch {
        throw new HttpError(503, 'auth.gatewayUnavailable', undefined, [], [], { 'Retry-After': '10' });
      }
      await storeTicket({ ticket, source: 'viisp', browserToken, state, returnTo: safeReturnTo(returnTo) });
      return { ticket, url: gateway.loginUrl };
    },

    async dummyLogin(
      browserToken: string,
      identity: TestIdentity,
    ): Promise<{ id: string; imonesKodas: string | null }> {
      const ticket = randomUUID();
      await storeTicket({
        ticket,
        source: 'dummy',
        browserToken,
        state: randomBytes(18).toString('base64url'),
        returnTo: '/',
        identity,
      });
      return { id: ticket, imonesKodas: identity.companyCode ?? null };
    },

    /** Where the browser goes after login; undefined for an unknown ticket. */
    async returnAddress(ticket: string): Promise<string | undefined> {
      return ticketReturnTo(db, ticket);
    },

    /**
     * Consumes the ticket and builds the session. `requestedCompany` (imonesKodas from the return
     * screen) only selects among persons the user may represent; it never grants anything.
     */
    async completeLogin(
      ticket: string,
      browserToken: string | undefined,
      requestedCompany: string | undefined,
      context: { requestId: string },
    ): Promise<{ session: SessionData; returnTo: string }> {
      const at = now();
      // The browser check is part of the statement that uses the ticket up: a ticket posted from
      // another browser is refused without being spent, so the owner's own login still succeeds.
      if (!browserToken) throw new HttpError(400, 'prisijungti.error');
      const row = await spendTicket(db, ticket, hashBinding(browserToken), at);
      if (!row) throw new HttpError(400, 'prisijungti.error');

      let identity: { code: string; firstName: string; lastName: string; provider: string };
      let loginCompany: { code: string; name?: string | undefined; basis: 'gateway' | 'test-login' } | null =
        null;
      if (row.source === 'dummy') {
        const test = row.identity as TestIdentity;
        identity = {
          code: test.personCode,
          firstName: test.firstName,
          lastName: test.lastName,
          provider: 'test-login',
        };
        if (test.companyCode)
          loginCompany = { code: test.companyCode, name: test.companyName, basis: 'test-login' };
      } else {
        let data: Awaited<ReturnType<GatewayClient['getAuthenticationData']>>;
        try {
          data = await gateway.getAuthenticationData(ticket);
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'UNAVAILABLE')
            throw new HttpError(503, 'auth.gatewayUnavailable', undefined, [], [], { 'Retry-After': '10' });
          throw new HttpError(400, 'prisijungti.error');
        }
        if (data.customData !== row.state) throw new HttpError(400, 'prisijungti.error');
        const personalCode = data.attributes['lt-personal-code'];
        if (!personalCode) {
          await audit(db, {
            action: 'login.refused.noPersonalCode',
            details: { provider: data.provider },
            requestId: context.requestId,
          });
          throw new HttpError(403, 'auth.foreignNotSupported');
        }
        const registered = await registers.residents.findPerson(personalCode);
        identity = {
          code: personalCode,
          firstName: data.userInformation.firstName ?? registered?.firstName ?? '',
          lastName: data.userInformation.lastName ?? registered?.lastName ?? '',
          provider: data.provider,
        };
        const companyCode = data.attributes['lt-company-code'];
        if (companyCode)
          loginCompany = { code: companyCode, name: data.userInformation.companyName, basis: 'gateway' };
      }

      const represented = await representedPersons(identity, loginCompany);
      const wanted = loginCompany?.code ?? requestedCompany;
      let chosenIndex: number | null = null;
      if (wanted) {
        const i = represented.findIndex((p) => p.code === wanted);
        if (i >= 0) chosenIndex = i;
      }
      if (chosenIndex === null && represented.length === 1) chosenIndex = 0;

      const session: SessionData = {
        userCode: identity.code,
        firstName: identity.firstName,
        lastName: identity.lastName,
        provider: identity.provider,
        represented,
        chosenIndex,
        loginAt: at.toISOString(),
      };
      await audit(db, {
        actorCode: identity.code,
        representedCode: chosenIndex === null ? null : represented[chosenIndex]!.code,
        action: 'login',
        details: { provider: identity.provider, represented: represented.length },
        requestId: context.requestId,
      });
      return { session, returnTo: row.returnTo };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
