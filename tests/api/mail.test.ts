/**
 * E-mail (issue 4 §8): every mail waits in the outbox first; with SMTP configured it is delivered
 * (here to a small SMTP server speaking the real protocol to nodemailer) and retried with backoff
 * after a refusal; without SMTP the local mailbox route shows it, never in production; a party is
 * written to only when a profile of theirs asks for e-mail.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { devMailboxRoutes } from '../../src/server/adapters/mail/dev-mailbox-routes.ts';
import { createMailer } from '../../src/server/adapters/mail/mailer.ts';
import { notifyParty } from '../../src/server/adapters/mail/notify.ts';
import { profiles } from '../../src/server/db/schema.ts';
import { mailOutbox } from '../../src/server/db/schema-permits.ts';
import { errorsPlugin } from '../../src/server/plugins/errors.ts';
import { languagePlugin } from '../../src/server/plugins/language.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server (RFC 5321) to receive mails; `refuse` makes it reject recipients. */
async function smtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refuse: false };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 mail.test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250-mail.test\r\n250 8BITMIME');
        else if (command === 'MAIL') {
          mail = { from: line.slice(10).trim(), to: [], data: '' };
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT') {
          if (state.refuse) reply('550 5.1.1 mailbox unavailable');
          else {
            mail.to.push(line.slice(8).trim());
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('outbox and the local mailbox', () => {
  it('keeps every mail in the outbox without SMTP and shows the latest first on /api/dev/pastas', async () => {
    const mailer = createMailer({ db: t.database.db, config: t.config });
    expect(mailer.smtpConfigured).toBe(false);
    await mailer.send({ to: 'jonas.jonaitis@example.lt', subject: 'Pirmas', text: 'Labas' });
    await t.database.db.execute(sql`update mail_outbox set created_at = created_at - interval '1 minute'`);
    await mailer.send({ to: 'ona@miskoratas.example.lt', subject: 'Antras', text: 'Sveiki,\nantra eilutė' });
    expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 0 });

    const res = await new Client(t.app).get('/api/dev/pastas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const box = res.json();
    expect(box.smtpConfigured).toBe(false);
    expect(box.mails).toMatchObject([
      {
        to: 'ona@miskoratas.example.lt',
        subject: 'Antras',
        text: 'Sveiki,\nantra eilutė',
        sentAt: null,
        attempts: 0,
      },
      { to: 'jonas.jonaitis@example.lt', subject: 'Pirmas', text: 'Labas', sentAt: null },
    ]);
    expect(Date.parse(box.mails[0].createdAt)).toBeGreaterThan(Date.parse(box.mails[1].createdAt));
  });

  it('shows at most the latest 100 mails', async () => {
    await t.database.db.insert(mailOutbox).values(
      Array.from({ length: 105 }, (_, i) => ({
        toAddress: `a${i}@example.lt`,
        subject: `Laiškas ${i}`,
        bodyText: 'x',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const mails = (await new Client(t.app).get('/api/dev/pastas')).json().mails;
    expect(mails).toHaveLength(100);
    expect(mails[0].subject).toBe('Laiškas 104');
    expect(mails[99].subject).toBe('Laiškas 5');
  });

  it('answers 404 in production', async () => {
    const app = Fastify();
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
    await app.register(devMailboxRoutes, { db: t.database.db, production: true, smtpConfigured: false });
    const res = await app.inject({ method: 'GET', url: '/api/dev/pastas' });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});

describe('delivery over SMTP', () => {
  it('delivers pending mails, marks them sent and does not send them twice', async () => {
    const smtp = await smtpServer();
    const mailer = createMailer({
      db: t.database.db,
      config: { mail: { smtpUrl: smtp.url, from: 'noreply@leidimai.example.lt' } },
    });
    try {
      expect(mailer.smtpConfigured).toBe(true);
      const { id } = (await mailer.send({
        to: 'info@baltijos-atliekos.lt',
        subject: 'Paraiška grąžinta / Application returned',
        text: 'Paraiška L13-2026-000001 grąžinta tikslinti.',
      }))!;
      expect(await mailer.deliverPending()).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toBe('<noreply@leidimai.example.lt>');
      expect(smtp.received[0]!.to).toEqual(['<info@baltijos-atliekos.lt>']);
      expect(smtp.received[0]!.data).toMatch(/^Subject: /m);
      expect(smtp.received[0]!.data).toMatch(/L13-2026-000001/);
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(row!.attempts).toBe(1);
      expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('records a refusal, waits before retrying, and delivers on a later run', async () => {
    const smtp = await smtpServer();
    smtp.state.refuse = true;
    const mailer = createMailer({
      db: t.database.db,
      config: { mail: { smtpUrl: smtp.url, from: 'noreply@leidimai.example.lt' } },
    });
    try {
      const { id } = (await mailer.send({ to: 'nera@example.lt', subject: 'Bandymas', text: 'Tekstas' }))!;
      expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 1 });
      let [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ sentAt: null, attempts: 1 });
      expect(row!.lastError).toMatch(/550/);

      smtp.state.refuse = false;
      // The first retry is due a minute after the mail was queued (backoff), not at once.
      expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 0 });
      await t.database.db.execute(
        sql`update mail_outbox set created_at = created_at - interval '61 seconds' where id = ${id}`,
      );
      expect(await mailer.deliverPending()).toEqual({ sent: 1, failed: 0 });
      [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ attempts: 2, lastError: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(smtp.received.map((m) => m.to)).toEqual([['<nera@example.lt>']]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('gives up after the last attempt', async () => {
    const smtp = await smtpServer();
    smtp.state.refuse = true;
    const mailer = createMailer({
      db: t.database.db,
      config: { mail: { smtpUrl: smtp.url, from: 'noreply@leidimai.example.lt' } },
      retry: { maxAttempts: 2, baseSeconds: 0 },
    });
    try {
      await mailer.send({ to: 'nera@example.lt', subject: 'Bandymas', text: 'Tekstas' });
      expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 1 });
      expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 1 });
      smtp.state.refuse = false;
      expect(await mailer.deliverPending()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe('notifyParty', () => {
  const subject = { lt: 'Paraiška grąžinta', en: 'Application returned' };
  const text = { lt: 'Paraiška grąžinta tikslinti.', en: 'The application was returned for correction.' };

  it("writes only when the person's profile asks for e-mail, in Lithuanian first and then English", async () => {
    const mailer = createMailer({ db: t.database.db, config: t.config });
    const client = new Client(t.app);
    await client.testLogin('49209098765', 'Rūta', 'Vaitkutė');
    const profile = {
      adresas: { adresasTekstas: 'Vilniaus g. 22, LT-76285 Šiauliai' },
      epastas: 'ruta.vaitkute@example.lt',
      tel: '+37060011122',
      infoSms: false,
      pareigos: '',
      vardas: '',
      pavarde: '',
    };
    expect((await client.put('/api/v1/profilis', { ...profile, infoEpastu: false })).statusCode).toBe(200);
    expect(await notifyParty({ db: t.database.db, mailer, ownerCode: '49209098765', subject, text })).toBe(0);
    expect(await t.database.db.select().from(mailOutbox)).toEqual([]);

    expect((await client.put('/api/v1/profilis', { ...profile, infoEpastu: true })).statusCode).toBe(200);
    expect(await notifyParty({ db: t.database.db, mailer, ownerCode: '49209098765', subject, text })).toBe(1);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      toAddress: 'ruta.vaitkute@example.lt',
      subject: 'Paraiška grąžinta / Application returned',
    });
    expect(mail!.bodyText.indexOf(text.lt)).toBe(0);
    expect(mail!.bodyText.indexOf(text.en)).toBeGreaterThan(text.lt.length);
  });

  it("writes to each of a company's representatives who asked, once per address, and to nobody else", async () => {
    const mailer = createMailer({ db: t.database.db, config: t.config });
    const company = '300000001';
    await t.database.db.insert(profiles).values([
      {
        userCode: '38001010001',
        representedCode: company,
        email: 'vadovas@imone.example.lt',
        infoByEmail: true,
      },
      {
        userCode: '38001010002',
        representedCode: company,
        email: 'VADOVAS@imone.example.lt',
        infoByEmail: true,
      },
      {
        userCode: '38001010003',
        representedCode: company,
        email: 'atstove@imone.example.lt',
        infoByEmail: true,
      },
      {
        userCode: '38001010004',
        representedCode: company,
        email: 'nenori@imone.example.lt',
        infoByEmail: false,
      },
      { userCode: '38001010005', representedCode: company, email: '', infoByEmail: true },
      {
        userCode: '38001010001',
        representedCode: '300000002',
        email: 'kita@imone.example.lt',
        infoByEmail: true,
      },
    ]);
    expect(await notifyParty({ db: t.database.db, mailer, ownerCode: company, subject, text })).toBe(2);
    const to = (await t.database.db.select().from(mailOutbox)).map((m) => m.toAddress).sort();
    expect(to).toEqual(['atstove@imone.example.lt', 'vadovas@imone.example.lt']);
  });
});
