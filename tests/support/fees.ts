/**
 * Paying an application's state fee in tests (issue 20): online through the sandbox bank, and a
 * camt.053 statement with transfers, written element by element as the ISO 20022 schema has them
 * (the same shape as tests/fixtures/camt/camt053-v02-day.xml).
 */
import { and, eq } from 'drizzle-orm';
import { payments } from '../../src/server/db/schema-anglers.ts';
import type { PaymentRow } from '../../src/server/modules/payments/index.ts';
import { sandboxPay } from '../../src/server/modules/sandbox-bank/provider.ts';
import type { Client, TestApp } from './app.ts';

/** The applicant pays online; the bank confirms; the browser's return settles it. */
export async function payFeeOnline(
  t: TestApp,
  client: Client,
  kind: string,
  applicationId: string,
): Promise<PaymentRow> {
  const started = await client.post(`/api/v1/paraiskos/${kind}/${applicationId}/rinkliava/moketi`, {});
  if (started.statusCode !== 200) throw new Error(`pay ${started.statusCode}: ${started.body}`);
  const ref = (started.json() as { payUrl: string }).payUrl.split('/').pop()!;
  await sandboxPay(t.database.db, ref);
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerRef, ref)));
  return t.app.payments.settle(payment!.id, 'return');
}

export interface StatementCredit {
  key: string;
  amount: string;
  reference?: string;
  /** Free text instead of the structured reference. */
  text?: string;
  debtor?: string;
  currency?: string;
}

/** A camt.053.001.02 day statement of the account with these credits. */
export function camt053(
  credits: StatementCredit[],
  opts: { account?: string; id?: string; day?: string } = {},
): string {
  const day = opts.day ?? '2026-11-27';
  const account = opts.account ?? 'LT577300010000000000';
  const entries = credits
    .map(
      (c) => `
      <Ntry>
        <Amt Ccy="${c.currency ?? 'EUR'}">${c.amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${c.key}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>${c.key}</AcctSvcrRef></Refs>
          <AmtDtls><TxAmt><Amt Ccy="${c.currency ?? 'EUR'}">${c.amount}</Amt></TxAmt></AmtDtls>
          <RltdPties><Dbtr><Nm>${c.debtor ?? 'UAB Mokėtojas'}</Nm></Dbtr></RltdPties>
          <RmtInf>${
            c.reference
              ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${c.reference}</Ref></CdtrRefInf></Strd>`
              : `<Ustrd>${c.text ?? ''}</Ustrd>`
          }</RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${opts.id ?? `STMT-${day}`}</MsgId><CreDtTm>${day}T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${opts.id ?? `${account}-${day}`}</Id>
      <CreDtTm>${day}T18:00:00</CreDtTm>
      <Acct><Id><IBAN>${account}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${day}</Dt></Dt>
      </Bal>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
