/**
 * The sandbox bank's hosted pages: server-rendered, self-contained HTML (no script, no outside
 * asset; the one inline stylesheet is allowed by the app's CSP), phone-first, in Lithuanian or
 * English. The test-bank notice comes first and cannot be missed: nobody should believe they paid
 * real money here, nor that they can skip paying.
 *
 * Every visible text is a message of `locales/{lt,en}/payments-server.po`.
 */

import { PAYMENT_EXPIRY_MINUTES, SMS_FEE_CENTS } from '../../../shared/anglers/periods.ts';
import { formatCents } from '../../../shared/fields/money.ts';
import { type Language, type MessageId, type MessageValues, translate } from '../../../shared/i18n/index.ts';
import { escapeHtml } from '../../http/html.ts';
import { SANDBOX_PAGE_PATH, type SandboxPaymentRow } from './provider.ts';

const METHOD_MESSAGES: Record<string, MessageId> = {
  BANK: 'sandboxBank.method.BANK',
  CARD: 'sandboxBank.method.CARD',
  SMS: 'sandboxBank.method.SMS',
};

const DECIDED_TITLES: Record<Exclude<SandboxPaymentRow['state'], 'PENDING'>, MessageId> = {
  PAID: 'sandboxBank.paid.title',
  CANCELLED: 'sandboxBank.cancelled.title',
  EXPIRED: 'sandboxBank.expired.title',
};

// GOV.UK-like: large type and targets, a yellow focus ring with a dark edge visible on every
// background, colours with at least 4.5:1 contrast, a single column that fits a 320 px screen.
const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:112.5%;line-height:1.45;color:#0b0c0c;background:#f3f2f1}
body{margin:0}
header{background:#1d3557;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem;justify-content:space-between;align-items:center}
header p{margin:0;font-weight:700;font-size:1.1rem}
header a{color:#fff}
main{max-width:32rem;margin:0 auto;padding:1rem}
a{color:#1d4ed8;text-underline-offset:.15em}
a:focus-visible,button:focus-visible{outline:3px solid #ffdd00;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
.notice{background:#fff4c2;border-left:.4rem solid #b45309;padding:.75rem 1rem;margin:0 0 1.25rem}
.notice strong{display:block;font-size:1.1rem}
h1{font-size:1.6rem;line-height:1.2;margin:0 0 1rem}
dl{background:#fff;margin:0 0 1rem;padding:1rem;border:1px solid #b1b4b6}
dt{font-weight:700;margin-top:.6rem}
dt:first-child{margin-top:0}
dd{margin:0;overflow-wrap:anywhere}
dd.amount{font-size:1.5rem;font-weight:700}
.hint{color:#484949;margin:0 0 1rem}
form{margin:0 0 .75rem}
button{display:block;width:100%;min-height:3rem;font:inherit;font-weight:700;padding:.7rem 1rem;border-radius:.25rem;cursor:pointer}
button.pay{background:#00703c;color:#fff;border:2px solid #00703c;box-shadow:0 2px 0 #002d18}
button.cancel{background:#fff;color:#0b0c0c;border:2px solid #0b0c0c}
button:hover{filter:brightness(.93)}
`;

export interface PageParts {
  lang: Language;
  status: number;
  title: string;
  body: string;
  /** The same page in the other language, for the switch in the header. */
  otherLanguageHref?: string;
}

function t(lang: Language, id: MessageId, values?: MessageValues): string {
  return escapeHtml(translate(lang, id, values));
}

export function renderPage(parts: PageParts): string {
  const { lang } = parts;
  const other: Language = lang === 'lt' ? 'en' : 'lt';
  const bank = t(lang, 'sandboxBank.bankName');
  const switcher = parts.otherLanguageHref
    ? `<a href="${escapeHtml(parts.otherLanguageHref)}" lang="${other}" hreflang="${other}">${t(other, 'sandboxBank.languageName')}</a>`
    : '';
  return (
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${parts.title} – ${bank}</title><style>${STYLE}</style></head><body>` +
    `<header><p>${bank}</p>${switcher}</header><main>` +
    `<p class="notice" role="note"><strong>${t(lang, 'sandboxBank.notice')}</strong>${t(lang, 'sandboxBank.noticeDetail')}</p>` +
    `${parts.body}</main></body></html>`
  );
}

/** The page a buyer pays or cancels on. */
export function payPage(lang: Language, payment: SandboxPaymentRow, token: string): PageParts {
  const amount = formatCents(payment.amountCents, lang);
  const title = t(lang, 'sandboxBank.heading');
  const method = METHOD_MESSAGES[payment.method];
  const base = `${SANDBOX_PAGE_PATH}/${encodeURIComponent(payment.ref)}`;
  const hidden =
    `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<input type="hidden" name="lang" value="${lang}">`;
  const smsFee =
    payment.method === 'SMS'
      ? `<p class="hint">${t(lang, 'sandboxBank.smsFeeIncluded', { fee: formatCents(SMS_FEE_CENTS, lang) })}</p>`
      : '';
  return {
    lang,
    status: 200,
    title,
    otherLanguageHref: `${base}?lang=${lang === 'lt' ? 'en' : 'lt'}`,
    body:
      `<h1>${title}</h1><dl>` +
      `<dt>${t(lang, 'sandboxBank.payee')}</dt><dd>${t(lang, 'sandboxBank.payeeName')}</dd>` +
      `<dt>${t(lang, 'sandboxBank.purpose')}</dt><dd>${escapeHtml(payment.description)}</dd>` +
      (method ? `<dt>${t(lang, 'sandboxBank.method')}</dt><dd>${t(lang, method)}</dd>` : '') +
      `<dt>${t(lang, 'sandboxBank.reference')}</dt><dd>${escapeHtml(payment.ref)}</dd>` +
      `<dt>${t(lang, 'sandboxBank.amount')}</dt><dd class="amount">${t(lang, 'sandboxBank.amountValue', { amount })}</dd>` +
      `</dl>${smsFee}` +
      `<p class="hint">${t(lang, 'sandboxBank.expiresHint', { minutes: PAYMENT_EXPIRY_MINUTES })}</p>` +
      `<form method="post" action="${escapeHtml(`${base}/moketi`)}">${hidden}` +
      `<button type="submit" class="pay">${t(lang, 'sandboxBank.pay', { amount })}</button></form>` +
      `<form method="post" action="${escapeHtml(`${base}/atsaukti`)}">${hidden}` +
      `<button type="submit" class="cancel" aria-describedby="cancel-hint">${t(lang, 'sandboxBank.cancel')}</button></form>` +
      `<p class="hint" id="cancel-hint">${t(lang, 'sandboxBank.cancelHint')}</p>`,
  };
}

/** A payment already paid, cancelled or expired: nothing to do here but go back. */
export function decidedPage(lang: Language, payment: SandboxPaymentRow, returnHref: string): PageParts {
  const title = t(lang, DECIDED_TITLES[payment.state as keyof typeof DECIDED_TITLES]);
  const base = `${SANDBOX_PAGE_PATH}/${encodeURIComponent(payment.ref)}`;
  return {
    lang,
    status: 200,
    title,
    otherLanguageHref: `${base}?lang=${lang === 'lt' ? 'en' : 'lt'}`,
    body:
      `<h1>${title}</h1><p>${t(lang, 'sandboxBank.decided.body')}</p>` +
      `<p><a href="${escapeHtml(returnHref)}">${t(lang, 'sandboxBank.backToPortal')}</a></p>`,
  };
}

export function notFoundPage(lang: Language): PageParts {
  const title = t(lang, 'sandboxBank.notFound.title');
  return {
    lang,
    status: 404,
    title,
    body:
      `<h1>${title}</h1><p>${t(lang, 'sandboxBank.notFound.body')}</p>` +
      `<p><a href="/">${t(lang, 'sandboxBank.portalHome')}</a></p>`,
  };
}

export function badFormPage(lang: Language, ref: string): PageParts {
  const title = t(lang, 'sandboxBank.badForm.title');
  return {
    lang,
    status: 403,
    title,
    body:
      `<h1>${title}</h1><p>${t(lang, 'sandboxBank.badForm.body')}</p>` +
      `<p><a href="${escapeHtml(`${SANDBOX_PAGE_PATH}/${encodeURIComponent(ref)}?lang=${lang}`)}">${t(lang, 'sandboxBank.openPayment')}</a></p>`,
  };
}
