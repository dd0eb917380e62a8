/**
 * A purchase refused by a rule of spec §8 (HTTP 409 `{ message, refusal }`), told with its facts
 * and a way forward (house style habit 12): the permit that already covers the days, the permits
 * whose catch reports are owed, the licences that ran out, the water body that is not leased.
 * The texts are the web app's own, in the page's language, built from the refusal's facts; the
 * server's sentence is the fallback for a rule this page does not know yet.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnglerKind, PurchaseRefusal } from '../../../../shared/anglers/api-types.ts';
import { useLanguage, useT } from '../../../i18n/use-t.ts';
import { Facts } from '../../../ui/permits/facts.tsx';
import { downloadFormPath } from '../wallet/download-link.ts';
import type { StepId } from './purchase-draft.ts';
import { dayRange } from './purchase-format.ts';

interface RefusalNoticeProps {
  kind: AnglerKind;
  refusal: PurchaseRefusal;
  /** The server's own text. */
  message: string;
  /** The address of a screen of the journey, for "change" links. */
  stepHref: (step: StepId) => string;
  /** Where to come back to after logging in. */
  returnTo: string;
}

export function RefusalNotice({ kind, refusal, message, stepHref, returnTo }: RefusalNoticeProps) {
  const t = useT();
  const { language } = useLanguage();
  let title: string;
  let body: ReactNode;
  switch (refusal.rule) {
    case 'existingPermit':
      title = t('anglersPurchase.refusal.existingPermit.title');
      body = (
        <>
          <p>{t('anglersPurchase.refusal.existingPermit.text')}</p>
          <Facts
            compact
            items={[
              { label: t('anglersPurchase.permitNumber'), value: refusal.number },
              {
                label: t('anglersPurchase.validity'),
                value: dayRange(refusal.validFrom, refusal.validUntil, language),
              },
              ...(refusal.waterBody
                ? [{ label: t('anglersPurchase.waterBody'), value: refusal.waterBody }]
                : []),
            ]}
          />
          <ul className="angler-refusal__ways">
            <li>
              <Link to={stepHref('pradzia')}>{t('anglersPurchase.refusal.existingPermit.changeDate')}</Link>
            </li>
            <li>
              <Link to={downloadFormPath(kind, { number: refusal.number })}>
                {t('anglersPurchase.refusal.existingPermit.download')}
              </Link>
            </li>
          </ul>
        </>
      );
      break;
    case 'noFreeLicences':
      title = t('anglersPurchase.refusal.noFreeLicences.title');
      body = (
        <>
          <p>{t('anglersPurchase.refusal.noFreeLicences.text')}</p>
          <ul className="angler-refusal__ways">
            <li>
              <Link to={stepHref('licencija')}>{t('anglersPurchase.refusal.noFreeLicences.choose')}</Link>
            </li>
          </ul>
        </>
      );
      break;
    case 'unfiledReports':
      title = t('anglersPurchase.refusal.unfiledReports.title');
      body = (
        <>
          <p>{t('anglersPurchase.refusal.unfiledReports.text', { count: refusal.numbers.length })}</p>
          <ul className="angler-refusal__numbers">
            {refusal.numbers.map((number) => (
              <li key={number}>{number}</li>
            ))}
          </ul>
          <p>{t('anglersPurchase.refusal.unfiledReports.next')}</p>
        </>
      );
      break;
    case 'notLeased':
      title = t('anglersPurchase.refusal.notLeased.title');
      body = (
        <>
          <p>{t('anglersPurchase.refusal.notLeased.text', { name: refusal.waterBody })}</p>
          <ul className="angler-refusal__ways">
            <li>
              <Link to="/paraiskos/l05_1">{t('anglersPurchase.buyTicket')}</Link>
            </li>
            <li>
              <Link to={stepHref('vieta')}>{t('anglersPurchase.refusal.notLeased.choose')}</Link>
            </li>
          </ul>
        </>
      );
      break;
    case 'salmonCardSelfOnly':
      title = t('anglersPurchase.refusal.salmonCardSelfOnly.title');
      body = (
        <>
          <p>{t('anglersPurchase.refusal.salmonCardSelfOnly.text')}</p>
          <ul className="angler-refusal__ways">
            <li>
              <Link to={stepHref('zvejys')}>{t('anglersPurchase.refusal.changeAngler')}</Link>
            </li>
          </ul>
        </>
      );
      break;
    case 'loginRequired':
      title = t('anglersPurchase.refusal.loginRequired.title');
      body = (
        <>
          <p>{t('anglersPurchase.angler.loginRequired')}</p>
          <p>
            <Link className="button button--primary" to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
              {t('anglersPurchase.logIn')}
            </Link>
          </p>
        </>
      );
      break;
    default:
      title = t('anglersPurchase.refusal.title');
      body = <p>{message}</p>;
  }
  return (
    <div className="alert alert--danger angler-refusal" role="alert">
      <div className="angler-refusal__body">
        <h2 className="angler-refusal__title">{title}</h2>
        {body}
      </div>
    </div>
  );
}
