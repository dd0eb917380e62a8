/**
 * Reading a bank's ISO 20022 statement (issue 20, ADR 0028): camt.053 (BankToCustomerStatement,
 * the day's statement) and camt.054 (BankToCustomerDebitCreditNotification, the intraday
 * notification), versions 001.02 to 001.13, parsed with the kept XML library (@xmldom/xmldom,
 * through adapters/viisp/xml.ts: no DTD, every parser error refuses the file). Element names are
 * the schema's (Document/BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls …), matched by local name within
 * the document's own camt namespace.
 *
 * Only booked credit entries (CdtDbtInd CRDT, status BOOK, not a reversal) are transfers to us;
 * each transaction of a batch entry is a transfer of its own. A transfer's key is the bank's own
 * reference for it (TxDtls/Refs/AcctSvcrRef, else the entry's AcctSvcrRef with the transaction's
 * place in a batch, else NtryRef), so the same money reported in a camt.054 and again in the day's
 * camt.053 is recognised as one; a file with a credit the bank gave no reference to is refused,
 * because it could not be imported twice safely.
 */

import { findReference, isCreditorReference, normalizeReference } from '../../../shared/fees/reference.ts';
import { childElements, parseXml, XmlParseError } from '../../adapters/viisp/xml.ts';

export type CamtFormat = 'camt.053' | 'camt.054';

export interface CamtTransfer {
  /** The bank's reference of this transfer (unique per account). */
  entryKey: string;
  amountCents: number;
  currency: string;
  bookedOn: string;
  /** A well-formed ISO 11649 reference from the structured or the free-text remittance. */
  reference: string | null;
  /** The free-text remittance lines, joined. */
  remittance: string | null;
  debtorName: string | null;
  debtorAccount: string | null;
}

export interface CamtStatement {
  format: CamtFormat;
  messageId: string;
  statementId: string;
  account: string;
  transfers: CamtTransfer[];
}

/** A file that is not a statement we can read; `detail` names what and where (for the officer). */
export class CamtError extends Error {
  override readonly name = 'CamtError';
}

const NS = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[34])\.001\.(0[2-9]|1[0-3])$/;

const kids = (element: Element | undefined, name: string): Element[] =>
  element ? childElements(element).filter((child) => child.localName === name) : [];
const kid = (element: Element | undefined, name: string): Element | undefined => kids(element, name)[0];
/** The element at a path of local names below `element`, first match at each step. */
function at(element: Element | undefined, ...path: string[]): Element | undefined {
  let current = element;
  for (const name of path) current = kid(current, name);
  return current;
}
function text(element: Element | undefined, ...path: string[]): string | undefined {
  const found = at(element, ...path);
  const value = found?.textContent?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** `58.00` → 5800; the amount exactly, never through a float. */
export function amountToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,5}))?$/.exec(value.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (!/^\d{2}0{3}$/.test(fraction)) return null; // more than cents: not a euro amount we can pay
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

function accountOf(element: Element | undefined): string | undefined {
  return text(element, 'Id', 'IBAN') ?? text(element, 'Id', 'Othr', 'Id');
}

/** The debtor's name: `Dbtr/Nm` up to version 07, `Dbtr/Pty/Nm` from 08. */
function debtorName(details: Element): string | undefined {
  const debtor = at(details, 'RltdPties', 'Dbtr');
  return text(debtor, 'Nm') ?? text(debtor, 'Pty', 'Nm');
}

function remittanceOf(details: Element | undefined): { reference: string | null; remittance: string | null } {
  const info = kid(details, 'RmtInf');
  const lines = kids(info, 'Ustrd')
    .map((u) => u.textContent?.trim() ?? '')
    .filter(Boolean);
  let reference: string | null = null;
  for (const structured of kids(info, 'Strd')) {
    const ref = text(structured, 'CdtrRefInf', 'Ref');
    if (ref && isCreditorReference(ref)) {
      reference = normalizeReference(ref);
      break;
    }
  }
  reference ??= findReference(lines.join(' '));
  return { reference, remittance: lines.length > 0 ? lines.join(' ').slice(0, 500) : null };
}

function bookedStatus(entry: Element): boolean {
  const status = at(entry, 'Sts');
  // 02–07: <Sts>BOOK</Sts>; 08 on: <Sts><Cd>BOOK</Cd></Sts>.
  const code = text(status, 'Cd') ?? status?.textContent?.trim();
  return code === 'BOOK';
}

function amountOf(element: Element | undefined, where: string): { cents: number; currency: string } {
  const raw = element?.textContent?.trim() ?? '';
  const currency = element?.getAttribute('Ccy') ?? '';
  const cents = amountToCents(raw);
  if (cents === null || !/^[A-Z]{3}$/.test(currency))
    throw new CamtError(`${where}: amount "${raw}" ${currency}`);
  return { cents, currency };
}

export function parseCamt(xml: string): CamtStatement {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (error) {
    throw new CamtError(error instanceof XmlParseError ? error.message : 'not XML');
  }
  const root = doc.documentElement;
  const ns = root?.namespaceURI ?? '';
  const version = NS.exec(ns);
  if (root?.localName !== 'Document' || !version) {
    throw new CamtError(`not an ISO 20022 camt.053 or camt.054 document (namespace "${ns}")`);
  }
  const format = version[1] as CamtFormat;
  const message = kid(root, format === 'camt.053' ? 'BkToCstmrStmt' : 'BkToCstmrDbtCdtNtfctn');
  const messageId = text(message, 'GrpHdr', 'MsgId');
  const reports = kids(message, format === 'camt.053' ? 'Stmt' : 'Ntfctn');
  if (!message || !messageId || reports.length === 0) throw new CamtError('no group header or statement');
  // One account per file: the portal imports the statements of the fee account only.
  const accounts = new Set(reports.map((r) => accountOf(kid(r, 'Acct')) ?? ''));
  if (accounts.size !== 1 || accounts.has('')) throw new CamtError('the statement must be of one account');
  const account = [...accounts][0]!;

  const transfers: CamtTransfer[] = [];
  for (const report of reports) {
    for (const [index, entry] of kids(report, 'Ntry').entries()) {
      const where = `${text(report, 'Id') ?? 'statement'} entry ${index + 1}`;
      if (text(entry, 'CdtDbtInd') !== 'CRDT' || !bookedStatus(entry)) continue;
      if (text(entry, 'RvslInd') === 'true') continue;
      const entryAmount = amountOf(kid(entry, 'Amt'), where);
      const bookedOn = (text(entry, 'BookgDt', 'Dt') ?? text(entry, 'BookgDt', 'DtTm') ?? '').slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) throw new CamtError(`${where}: no booking date`);
      const details = kids(entry, 'NtryDtls').flatMap((d) => kids(d, 'TxDtls'));
      const entryRef = text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef');
      const items = details.length > 0 ? details : [undefined];
      for (const [n, tx] of items.entries()) {
        const own = text(tx, 'Refs', 'AcctSvcrRef');
        const entryKey =
          own ?? (entryRef ? (items.length > 1 ? `${entryRef}/${n + 1}` : entryRef) : undefined);
        if (!entryKey) throw new CamtError(`${where}: the bank gave the entry no reference (AcctSvcrRef)`);
        const txAmount = kid(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
        if (items.length > 1 && !txAmount)
          throw new CamtError(`${where}: a batch transaction without its amount`);
        const amount = txAmount ? amountOf(txAmount, where) : entryAmount;
        const { reference, remittance } = remittanceOf(tx);
        transfers.push({
          entryKey: entryKey.slice(0, 200),
          amountCents: amount.cents,
          currency: amount.currency,
          bookedOn,
          reference,
          remittance,
          debtorName: tx ? (debtorName(tx)?.slice(0, 200) ?? null) : null,
          debtorAccount: tx ? (accountOf(at(tx, 'RltdPties', 'DbtrAcct')) ?? null) : null,
        });
      }
    }
  }
  const statementId = reports.map((r) => text(r, 'Id') ?? '').join(',');
  return { format, messageId, statementId, account, transfers };
}
