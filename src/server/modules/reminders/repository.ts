/** The reminders' SQL (issue 21 item 5, ADR 0034): permits about to expire, cards whose report is owed. */
import { and, eq, gte, inArray, isNull, like, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { anglerPermits, anglerPurchases } from '../../db/schema-anglers.ts';
import { permits } from '../../db/schema-permits.ts';

/** Permits in force (not anglers' tickets) whose last day is between `from` and `to`. */
export async function permitsEndingBetween(db: Db, states: readonly string[], from: string, to: string) {
  return db
    .select({
      id: permits.id,
      number: permits.number,
      holderCode: permits.holderCode,
      validUntil: permits.validUntil,
    })
    .from(permits)
    .where(
      and(
        inArray(permits.state, [...states]),
        gte(permits.validUntil, from),
        lte(permits.validUntil, to),
        not(like(permits.kind, 'l05%')),
        not(like(permits.kind, 'l06%')),
      ),
    );
}

/** Cards owing a catch report whose last day is between `from` and `to`, with the purchase's contacts. */
export async function cardsOwingReport(db: Db, from: string, to: string) {
  return db
    .select({
      permitId: anglerPermits.permitId,
      number: permits.number,
      validUntil: anglerPermits.validUntil,
      lang: anglerPurchases.lang,
      useEmail: sql<boolean>`coalesce((${anglerPurchases.angler} ->> 'useEmail')::boolean, false)`,
      email: sql<string | null>`${anglerPurchases.angler} ->> 'email'`,
      usePhone: sql<boolean>`coalesce((${anglerPurchases.angler} ->> 'usePhone')::boolean, false)`,
      phone: sql<string | null>`${anglerPurchases.angler} ->> 'phone'`,
    })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .innerJoin(anglerPurchases, eq(anglerPurchases.id, anglerPermits.purchaseId))
    .where(
      and(
        eq(anglerPermits.reportRequired, true),
        isNull(anglerPermits.reportFiledAt),
        gte(anglerPermits.validUntil, from),
        lte(anglerPermits.validUntil, to),
      ),
    );
}

/** Anglers' permits issued since `since` whose purchase ticked "use phone", with what the SMS tells. */
export async function ticketsIssuedSince(db: Db, since: Date) {
  return db
    .select({
      permitId: permits.id,
      number: permits.number,
      kind: permits.kind,
      validFrom: anglerPermits.validFrom,
      validUntil: anglerPermits.validUntil,
      lang: anglerPurchases.lang,
      phone: sql<string | null>`${anglerPurchases.angler} ->> 'phone'`,
    })
    .from(anglerPermits)
    .innerJoin(permits, eq(permits.id, anglerPermits.permitId))
    .innerJoin(anglerPurchases, eq(anglerPurchases.id, anglerPermits.purchaseId))
    .where(
      and(
        gte(permits.issuedAt, since),
        sql`coalesce((${anglerPurchases.angler} ->> 'usePhone')::boolean, false)`,
      ),
    );
}

/** The latest 100 notices of both outboxes that failed and were not sent since, newest first. */
export async function failedNotices(db: Db) {
  const rows = await db.execute<{
    id: string;
    channel: 'email' | 'sms';
    to: string;
    notice_key: string | null;
    created_at: Date | string;
    attempts: number;
    last_error: string;
    undelivered: boolean;
  }>(sql`
    select * from (
      select id, 'email' as channel, to_address as "to", notice_key, created_at, attempts, last_error,
        false as undelivered
      from mail_outbox where sent_at is null and last_error is not null
      union all
      -- Refused by the gateway and not sent since, or taken and then reported undelivered (ADR 0037).
      select id, 'sms' as channel, to_phone as "to", notice_key, created_at, attempts, last_error,
        delivery_status is not null as undelivered
      from sms_outbox
      where last_error is not null
        and (sent_at is null or delivery_status in ('UNDELIVERABLE', 'REJECTED', 'EXPIRED'))
    ) failed
    order by created_at desc, id
    limit 100`);
  return rows.rows;
}
