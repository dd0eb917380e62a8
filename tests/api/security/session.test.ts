/**
 * Sessions (issue 8 §4; ASVS 5.0 V7.2, V7.3, V7.4.1, V3.3): no fixation — a session id planted
 * before login, even a real one, is never the one the login gives, and stops working; logout ends
 * the session on the server, not just in the browser; idle and absolute timeouts end it too; the
 * cookie is HttpOnly, SameSite=Lax, host-only, and Secure in production; the database keeps only
 * a hash of the token.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions } from '../../../src/server/db/schema.ts';
import { Client, createTestApp, type TestApp } from '../../support/app.ts';
import { createProductionApp } from './production-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

async function whoIs(app: TestApp['app'], token: string) {
  const client = new Client(app);
  client.cookies.set('SESSION', token);
  const res = await client.get('/api/auth/viisp/user-info');
  return res.statusCode === 200 ? (res.json() as { asmensKodas?: string }) : res.statusCode;
}

describe('session fixation', () => {
  it('does not take a planted cookie as logged in, and gives a new id at login', async () => {
    const victim = new Client(t.app);
    victim.cookies.set('SESSION', 'planted-before-login-0123456789abcdef');
    expect((await victim.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
    await victim.testLogin('48806123455', 'Ona', 'Petraitienė');
    const token = victim.cookies.get('SESSION')!;
    expect(token).not.toBe('planted-before-login-0123456789abcdef');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes: 256 bits
    expect(await whoIs(t.app, 'planted-before-login-0123456789abcdef')).toBe(401);
  });

  it("never hands the victim's login to an attacker who planted their own real session", async () => {
    const attacker = new Client(t.app);
    await attacker.testLogin('39001010000', 'Petras', 'Petraitis');
    const planted = attacker.cookies.get('SESSION')!;
    // The attacker's own cookie put into the victim's browser (a sibling subdomain, a shared computer).
    const victim = new Client(t.app);
    victim.cookies.set('SESSION', planted);
    await victim.testLogin('48806123455', 'Ona', 'Petraitienė');
    const mine = victim.cookies.get('SESSION')!;
    expect(mine).not.toBe(planted);
    // The planted id was ended by the login that replaced it, and never became the victim's.
    expect(await whoIs(t.app, planted)).toBe(401);
    expect(await whoIs(t.app, mine)).toMatchObject({ asmensKodas: '48806123455' });
  });

  it('keeps only the hash of the token in the database', async () => {
    const client = new Client(t.app);
    await client.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const token = client.cookies.get('SESSION')!;
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hash(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie, sent again, is anonymous for reading and changing', async () => {
    const client = new Client(t.app);
    await client.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const old = client.cookies.get('SESSION')!;
    const xsrf = client.cookies.get('XSRF-TOKEN')!;
    const logout = await client.post('/api/v1/auth/logout');
    expect(logout.statusCode).toBe(204);
    // The browser's session cookie is replaced by an anonymous pre-session (never a session row).
    const replaced = logout.cookies.find((c) => c.name === 'SESSION');
    expect(replaced?.value).toMatch(/^a\./);
    expect(replaced?.value).not.toBe(old);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hash(old))),
    ).toEqual([]);
    // A copy of the cookie kept by someone else (or a browser that ignored the clearing) is dead.
    const copy = new Client(t.app);
    copy.cookies.set('SESSION', old);
    copy.cookies.set('XSRF-TOKEN', xsrf);
    expect((await copy.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
    expect((await copy.get('/api/v1/paraiskos')).statusCode).toBe(401);
    expect((await copy.post('/api/v1/profilis/keisti/0')).statusCode).toBe(401);
  });

  it('ends only that session: the same person logged in elsewhere stays logged in', async () => {
    const phone = new Client(t.app);
    const desk = new Client(t.app);
    await phone.testLogin('38703181745', 'Jonas', 'Jonaitis');
    await desk.testLogin('38703181745', 'Jonas', 'Jonaitis');
    expect((await phone.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect((await desk.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
  });
});

describe('timeouts', () => {
  it('ends a session idle for longer than SESSION_IDLE_MINUTES, and one past its absolute lifetime', async () => {
    const idle = new Client(t.app);
    await idle.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const lived = new Client(t.app);
    await lived.testLogin('48806123455', 'Ona', 'Petraitienė');
    expect((await idle.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
    const now = Date.now();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - 31 * 60_000) })
      .where(eq(sessions.idHash, hash(idle.cookies.get('SESSION')!)));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(now - 1_000) })
      .where(eq(sessions.idHash, hash(lived.cookies.get('SESSION')!)));
    expect((await idle.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
    expect((await lived.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
    // 29 minutes idle is still a session.
    const active = new Client(t.app);
    await active.testLogin('37505041234', 'Tomas', 'Kazlauskas');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - 29 * 60_000) })
      .where(eq(sessions.idHash, hash(active.cookies.get('SESSION')!)));
    expect((await active.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
  });

  it('deletes sessions abandoned without a logout: the scheduled purge keeps only live ones', async () => {
    // A session row holds the person's code and who they represent: kept only while it can serve.
    const abandoned = new Client(t.app);
    await abandoned.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const live = new Client(t.app);
    await live.testLogin('48806123455', 'Ona', 'Petraitienė');
    const gone = hash(abandoned.cookies.get('SESSION')!);
    const kept = hash(live.cookies.get('SESSION')!);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.idHash, gone));
    // Jobs are due at once on a fresh database.
    expect(await t.app.scheduler.tick()).toContain('session-purge');
    const left = (await t.database.db.select({ id: sessions.idHash }).from(sessions)).map((row) => row.id);
    expect(left).not.toContain(gone);
    expect(left).toContain(kept);
    expect((await live.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site and this host only', async () => {
    const client = new Client(t.app);
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/viisp/dummy-login',
      payload: new URLSearchParams({
        asmensKodas: '38703181745',
        vardas: 'Jonas',
        pavarde: 'Jonaitis',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const login = await client.post('/api/auth/viisp/postback', { ticket: res.json().id });
    const cookie = login.cookies.find((c) => c.name === 'SESSION');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    // Never in a body or a readable cookie: the page cannot read it.
    expect(login.body).not.toContain(cookie!.value);
  });

  it('is __Host- and Secure in production, and so is the anti-forgery cookie', async () => {
    const prod = await createProductionApp();
    try {
      const client = new Client(prod.app);
      const first = await client.get('/api/health');
      // A browser takes a __Host- cookie only Secure, for Path=/ and without Domain (RFC 6265bis §4.1.3.2).
      for (const name of ['__Host-SESSION', '__Host-XSRF-TOKEN']) {
        const cookie = first.cookies.find((c) => c.name === name);
        expect(cookie, name).toMatchObject({ secure: true, path: '/' });
        expect(cookie?.domain).toBeUndefined();
      }
      expect(first.cookies.map((c) => c.name).filter((n) => !n.startsWith('__Host-'))).toEqual([]);
      const started = await client.post('/api/auth/viisp/generate-ticket');
      expect(started.statusCode, started.body).toBe(200);
      const login = await client.post('/api/auth/viisp/postback', { ticket: started.json().ticket });
      expect(login.statusCode, login.body).toBe(200);
      const cookie = login.cookies.find((c) => c.name === '__Host-SESSION');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      const xsrf = login.cookies.find((c) => c.name === '__Host-XSRF-TOKEN');
      expect(xsrf).toMatchObject({ secure: true, path: '/' });
      expect(xsrf?.httpOnly).toBeFalsy();
      expect((await client.get('/api/auth/viisp/user-info')).json().asmensKodas).toBe('38703181745');
      // The plain names mean nothing in production: a cookie planted under them is not a session.
      const planted = new Client(prod.app);
      planted.cookies.set('SESSION', client.sessionToken!);
      expect((await planted.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
      expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    } finally {
      await prod.close();
    }
  });
});

describe('the anti-forgery token belongs to the session (issue 15 item 6)', () => {
  it('is new at login and at logout, and the old one no longer works', async () => {
    const client = new Client(t.app);
    await client.get('/api/health');
    const anonymous = client.xsrfToken!;
    await client.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const loggedIn = client.xsrfToken!;
    expect(loggedIn).not.toBe(anonymous);
    // The anonymous token does not carry over into the session.
    const stale = await client.request({
      method: 'POST',
      url: '/api/v1/profilis/keisti/0',
      xsrf: false,
      headers: { 'x-xsrf-token': anonymous },
    });
    expect(stale.statusCode).toBe(403);
    expect((await client.post('/api/v1/profilis/keisti/0')).statusCode).toBe(200);
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    const afterLogout = client.xsrfToken!;
    expect([anonymous, loggedIn]).not.toContain(afterLogout);
    // Logged in again, the token of the earlier session is refused.
    await client.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const again = await client.request({
      method: 'POST',
      url: '/api/v1/profilis/keisti/0',
      xsrf: false,
      headers: { 'x-xsrf-token': loggedIn },
    });
    expect(again.statusCode).toBe(403);
  });

  it('refuses a cookie-and-header pair of the attacker’s choosing, and another session’s token', async () => {
    const victim = new Client(t.app);
    await victim.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const attacker = new Client(t.app);
    await attacker.testLogin('39001010000', 'Petras', 'Petraitis');
    const session = victim.sessionToken!;
    const tries = [
      // Double-submit alone would take these: the readable cookie and the header agree.
      {
        cookie: `SESSION=${session}; XSRF-TOKEN=chosen-by-the-attacker-0123456789`,
        header: 'chosen-by-the-attacker-0123456789',
      },
      // The attacker's own valid token, from his own session.
      { cookie: `SESSION=${session}; XSRF-TOKEN=${attacker.xsrfToken}`, header: attacker.xsrfToken! },
      // No session cookie at all: an anonymous change needs the pre-session's own token.
      { cookie: 'XSRF-TOKEN=chosen-by-the-attacker-0123456789', header: 'chosen-by-the-attacker-0123456789' },
      { cookie: `SESSION=a.chosen; XSRF-TOKEN=${victim.xsrfToken}`, header: victim.xsrfToken! },
    ];
    for (const { cookie, header } of tries) {
      for (const url of ['/api/v1/auth/logout', '/api/public/zvejyba/pirkimai']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: {},
          headers: { cookie, 'x-xsrf-token': header },
        });
        expect(res.statusCode, `${url} ${cookie}`).toBe(403);
      }
    }
    expect((await victim.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
  });

  it('hands the right cookie back with a refusal, so that a page with a stale one works after a reload', async () => {
    // A browser still holding a random anti-forgery cookie from before this scheme.
    const client = new Client(t.app);
    await client.testLogin('38703181745', 'Jonas', 'Jonaitis');
    client.cookies.set('XSRF-TOKEN', 'from-before-the-session-binding-000');
    const refused = await client.post('/api/v1/profilis/keisti/0');
    expect(refused.statusCode).toBe(403);
    expect(client.xsrfToken).not.toBe('from-before-the-session-binding-000');
    expect((await client.post('/api/v1/profilis/keisti/0')).statusCode).toBe(200);
  });
});
