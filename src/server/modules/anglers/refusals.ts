/**
 * Spec §8's angler rules as answers (HTTP 409, body `{ message, refusal }`): `message` in the
 * caller's language for people, `refusal` with the rule and its facts for the page that shows it.
 * A refusal is thrown by the service and answered by the routes (refusalBody); the error plugin's
 * shape stays as it is for every other route.
 */
import type { PurchaseRefusal } from '../../../shared/anglers/api-types.ts';
import { type Language, translate } from '../../../shared/i18n/index.ts';

export class PurchaseRefused extends Error {
  constructor(readonly refusal: PurchaseRefusal) {
    super(refusal.rule);
  }
}

export function refusalMessage(lang: Language, refusal: PurchaseRefusal): string {
  switch (refusal.rule) {
    case 'existingPermit':
      return refusal.waterBody === null
        ? translate(lang, 'anglers.refusal.existingTicket', {
            number: refusal.number,
            validFrom: refusal.validFrom,
            validUntil: refusal.validUntil,
          })
        : translate(lang, 'anglers.refusal.existingPermit', {
            number: refusal.number,
            validFrom: refusal.validFrom,
            validUntil: refusal.validUntil,
            waterBody: refusal.waterBody,
          });
    case 'noFreeLicences':
      return translate(lang, 'anglers.refusal.noFreeLicences');
    case 'unfiledReports':
      return translate(lang, 'anglers.refusal.unfiledReports', { numbers: refusal.numbers.join(', ') });
    case 'notLeased':
      return translate(lang, 'anglers.refusal.notLeased', { waterBody: refusal.waterBody });
    case 'salmonCardSelfOnly':
      return translate(lang, 'anglers.refusal.salmonCardSelfOnly');
    case 'loginRequired':
      return translate(lang, 'anglers.refusal.loginRequired');
  }
}

export function refusalBody(lang: Language, refusal: PurchaseRefusal) {
  return { message: refusalMessage(lang, refusal), refusal };
}
