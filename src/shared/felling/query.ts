/**
 * The felling map's query (`savivaldybe`, `nuo`, `iki`; api-types.ts): one valibot schema for the
 * server, which re-validates every request, and the web's filter form. Each part is optional;
 * blank counts as absent. A municipality must be one of the forms' list (validation.choice), a
 * date a real `yyyy-MM-dd` day (validation.invalidDate), and the end not before the start
 * (validation.dateToNotBeforeFrom, on `iki`).
 */
import * as v from 'valibot';
import { isValidIsoDate, todayInLithuania } from '../fields/dates.ts';
import { VALIDATION } from '../fields/message-ids.ts';
import { isoDateSchema, optionalField } from '../fields/schemas.ts';
import { isMunicipalityCode, type MunicipalityCode } from '../permits/groups/municipalities.ts';

const municipalitySchema = v.custom<MunicipalityCode>(isMunicipalityCode, 'validation.choice');

export const fellingQuerySchema = v.pipe(
  v.object({
    savivaldybe: optionalField(municipalitySchema),
    nuo: optionalField(isoDateSchema),
    iki: optionalField(isoDateSchema),
  }),
  v.forward(
    v.partialCheck(
      [['nuo'], ['iki']],
      ({ nuo, iki }) => !nuo || !iki || !isValidIsoDate(nuo) || !isValidIsoDate(iki) || nuo <= iki,
      VALIDATION.dateToNotBeforeFrom,
    ),
    ['iki'],
  ),
);

export type FellingQueryInput = v.InferInput<typeof fellingQuerySchema>;

/** The query as the server applies it: null is "any municipality" or a period open on that side. */
export interface FellingQuery {
  municipality: MunicipalityCode | null;
  from: string | null;
  to: string | null;
}

/**
 * The parsed query with its default: without dates, the permits valid today in Lithuania (a
 * permit's days are Lithuanian days). `today` is for tests.
 */
export function resolveFellingQuery(
  parsed: v.InferOutput<typeof fellingQuerySchema>,
  today: string = todayInLithuania(),
): FellingQuery {
  const none = parsed.nuo === undefined && parsed.iki === undefined;
  return {
    municipality: parsed.savivaldybe ?? null,
    from: none ? today : (parsed.nuo ?? null),
    to: none ? today : (parsed.iki ?? null),
  };
}
