/**
 * A camt.053.001.02 statement of the fee account with the given transfers, for the demo data (a
 * fee paid by transfer, imported the way the officer imports the bank's file).
 */
export function demoStatement(input: {
  account: string;
  day: string;
  id: string;
  credits: { key: string; amountCents: number; reference: string; debtor: string }[];
}): string {
  const amount = (cents: number) => (cents / 100).toFixed(2);
  const entries = input.credits
    .map(
      (c) => `
      <Ntry>
        <Amt Ccy="EUR">${amount(c.amountCents)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${input.day}</Dt></BookgDt>
        <ValDt><Dt>${input.day}</Dt></ValDt>
        <AcctSvcrRef>${c.key}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>${c.key}</AcctSvcrRef></Refs>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${amount(c.amountCents)}</Amt></TxAmt></AmtDtls>
          <RltdPties><Dbtr><Nm>${c.debtor.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Nm></Dbtr></RltdPties>
          <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>ISO</Issr></Tp><Ref>${c.reference}</Ref></CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${input.id}</MsgId><CreDtTm>${input.day}T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${input.id}</Id>
      <CreDtTm>${input.day}T18:00:00</CreDtTm>
      <Acct><Id><IBAN>${input.account}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${input.day}</Dt></Dt>
      </Bal>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
