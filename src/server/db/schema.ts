/**
 * Database schema (Drizzle, architecture §2). Migrations in ./migrations are generated from this
 * file by `npm run db:generate` and committed; they run on start under an advisory lock.
 *
 * Lithuanian register words stay where the registers use them; English names elsewhere.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Server-side sessions (architecture §4); the cookie holds a random token, we store its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userCode: text('user_code'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userCode)],
);

/**
 * Login tickets issued by generate-ticket (the gateway's) or dummy-login (test only). Single use,
 * five minutes, bound to the browser that asked for them (login CSRF), with the return address kept
 * here rather than in anything the browser or gateway can change (field notes: open redirect).
 */
export const loginTickets = pgTable('login_tickets', {
  ticket: text('ticket').primaryKey(),
  source: text('source', { enum: ['viisp', 'dummy'] }).notNull(),
  browserHash: text('browser_hash').notNull(),
  state: text('state').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  /** dummy-login only: the identity typed on the test login page. */
  identity: jsonb('identity'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The gateway simulator's ticket store, shared by every server node. */
export const gatewaySimTickets = pgTable('gateway_sim_tickets', {
  ticket: text('ticket').primaryKey(),
  state: text('state').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
});

/** Simulated residents register (GR): natural persons. */
export const registerPersons = pgTable('register_persons', {
  code: text('code').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  address: text('address'),
});

/** Simulated legal entities register (JAR). */
export const registerCompanies = pgTable('register_companies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  legalForm: text('legal_form').notNull(),
  address: text('address'),
  /** Personal code of the head (vadovas), who represents the company without a power of attorney. */
  headCode: text('head_code'),
});

/** Simulated powers-of-attorney register (Įgaliojimų registras). */
export const registerPowersOfAttorney = pgTable(
  'register_powers_of_attorney',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    representativeCode: text('representative_code').notNull(),
    principalCode: text('principal_code').notNull(),
    principalKind: text('principal_kind', { enum: ['person', 'company'] }).notNull(),
    scope: text('scope').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    revoked: boolean('revoked').notNull().default(false),
  },
  (t) => [index('poa_representative_idx').on(t.representativeCode)],
);

/** Roles (authority strings, spec §6) held by a person or a company. */
export const roles = pgTable('roles', { code: text('code').notNull(), role: text('role').notNull() }, (t) => [
  primaryKey({ columns: [t.code, t.role] }),
]);

/**
 * Profiles (spec §3 Server profile, §7): the contact data a user keeps for acting as a represented
 * person (themselves or a company), one row per (user, represented person).
 */
export const profiles = pgTable(
  'profiles',
  {
    userCode: text('user_code').notNull(),
    representedCode: text('represented_code').notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    infoByEmail: boolean('info_by_email').notNull().default(false),
    infoBySms: boolean('info_by_sms').notNull().default(false),
    position: text('position').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userCode, t.representedCode] })],
);

/** Fixed-window counters for rate limits, shared by every node (architecture §8). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Who did what and when, for identity and later for every decision (issue 4). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    actorCode: text('actor_code'),
    representedCode: text('represented_code'),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_actor_idx').on(t.actorCode, t.at)],
);
