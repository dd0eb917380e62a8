/** Identity over HTTP exactly as issue 2 writes it: gateway login, test login, user info, logout. */
import type { GatewayClient } from '../../src/server/adapters/viisp/types.ts';
import { Client, createTestApp, type TestApp } from '../support/app.ts';
import { PRODUCTION_ENV } from './security/production-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a browser does between generate-ticket and the portal's return screen. */
async function throughSimulator(client: Client, personaId: string, companyCode?: string) {
  const generated = await client.post('/api/auth/viisp/generate-ticket?returnTo=/leidimai');
  expect(generated.statusCode).toBe(200);
  const { ticket, url } = generated.json() as { ticket: string; url: string };
  expect(typeof ticket).toBe('string');
  expect(new URL(url).pathname).toBe('/gateway-sim/login');

  const page = await client.form('/gateway-sim/login', { ticket });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(personaId);

  const fields: Record<string, string> = { ticket, personaId, lang: 'en' };
  if (companyCode) fields.companyCode = companyCode;
  const chosen = await client.form('/gateway-sim/login/choose', fields);
  expect(chosen.statusCode).toBe(200);
  const action = /<form[^>]*action="([^"]+)"/.exec(chosen.body)?.[1];
  const customData = /name="customData" value="([^"]*)"/.exec(chosen.body)?.[1];
  expect(action).toMatch(/\/api\/auth\/viisp\/postback$/);

  // The gateway page posts the form back: a browser navigation, answered by a hand-over to /login/viisp.
  const back = await client.form(
    '/api/auth/viisp/postback',
    { ticket, customData: customData ?? '' },
    { accept: 'text/html' },
  );
  expect(back.statusCode).toBe(303);
  const location = new URL(back.headers.location as string, 'http://x');
  expect(location.pathname).toBe('/login/viisp');
  expect(location.searchParams.get('ticket')).toBe(ticket);
  return ticket;
}

describe('gateway login through the simulator', () => {
  it('logs a citizen in and answers user info in the exact shape', async () => {
    const client = new Client(t.app);
    const ticket = await throughSimulator(client, 'citizen');
    const login = await client.post('/api/auth/viisp/postback', { ticket });
    expect(login.statusCode).toBe(200);
    expect(login.headers['x-login-return']).toBe('/leidimai');
    expect(login.cookies.find((c) => c.name === 'SESSION')?.httpOnly).toBe(true);
    const info = login.json();
    expect(Object.keys(info).sort()).toEqual([
      'asmensKodas',
      'atstovaujamiAsmenys',
      'authorities',
      'defaultProfileIndex',
      'name',
      'surname',
    ]);
    expect(info).toMatchObject({
      name: 'Jonas',
      surname: 'Jonaitis',
      asmensKodas: '38703181745',
      authorities: [{ authority: 'ROLE_USER' }],
    });
    // Himself and his mother, whose power of attorney he holds: he has to choose.
    expect(info.atstovaujamiAsmenys.map((p: { code: string }) => p.code)).toEqual([
      '38703181745',
      '44501173459',
    ]);
    expect(info.defaultProfileIndex).toBeNull();
    const me = info.atstovaujamiAsmenys[0];
    expect(Object.keys(me).sort()).toEqual([
      'code',
      'contactInfo',
      'firstName',
      'isCompanyContact',
      'lastName',
      'name',
    ]);
    expect(me.contactInfo).toMatchObject({
      email: 'jonas.jonaitis@example.lt',
      phone: '+37061234567',
      isCompanyContact: false,
    });

    const again = await client.get('/api/auth/viisp/user-info');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(info);
  });

  it('lists both companies of a person holding two powers of attorney, and not an expired one', async () => {
    const client = new Client(t.app);
    const ticket = await throughSimulator(client, 'representative');
    const info = (await client.post('/api/auth/viisp/postback', { ticket })).json();
    expect(info.atstovaujamiAsmenys.map((p: { code: string; name: string }) => [p.code, p.name])).toEqual([
      ['48806123455', 'Ona Petraitienė'],
      ['874213437', 'UAB „Žuvėdra“'],
      ['997941705', 'UAB „Miško ratas“'],
    ]);
    expect(info.atstovaujamiAsmenys[1].isCompanyContact).toBe(true);
    expect(info.defaultProfileIndex).toBeNull();
  });

  it('chooses the company when its head logs in as the company, with the company role', async () => {
    const client = new Client(t.app);
    const ticket = await throughSimulator(client, 'company-head', '110051834');
    const info = (await client.post('/api/auth/viisp/postback', { ticket })).json();
    expect(info.atstovaujamiAsmenys[info.defaultProfileIndex].code).toBe('110051834');
  });

  it('chooses automatically for a person who represents nobody', async () => {
    const client = new Client(t.app);
    const ticket = await throughSimulator(client, 'nobody');
    const info = (await client.post('/api/auth/viisp/postback', { ticket })).json();
    expect(info.atstovaujamiAsmenys).toHaveLength(1);
    expect(info.defaultProfileIndex).toBe(0);
  });

  it('refuses a foreign user without a personal code with a clear message', async () => {
    const client = new Client(t.app, 'en');
    const ticket = await throughSimulator(client, 'foreigner');
    const login = await client.post('/api/auth/viisp/postback', { ticket });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/Lithuanian personal code/);
    expect(login.cookies.find((c) => c.name === 'SESSION')).toBeUndefined();
  });

  it('uses a ticket once only', async () => {
    const client = new Client(t.app);
    const ticket = await throughSimulator(client, 'nobody');
    expect((await client.post('/api/auth/viisp/postback', { ticket })).statusCode).toBe(200);
    const replay = await client.post('/api/auth/viisp/postback', { ticket });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Failed to login. Try again.');
  });

  it('refuses a ticket in another browser (login CSRF)', async () => {
    const victim = new Client(t.app);
    const attacker = new Client(t.app);
    const ticket = await throughSimulator(attacker, 'nobody');
    const login = await victim.post('/api/auth/viisp/postback', { ticket });
    expect(login.statusCode).toBe(400);
  });

  it("does not use up a ticket posted from another browser: the owner's own login still succeeds", async () => {
    // Issue 15 item 5: the browser check is part of the statement that consumes the ticket, so a
    // stranger who learnt the ticket (from the address bar, a log, a shoulder) cannot spoil the login.
    const owner = new Client(t.app);
    const stranger = new Client(t.app);
    const ticket = await throughSimulator(owner, 'nobody');
    for (const cookie of [undefined, 'a'.repeat(32)]) {
      if (cookie) stranger.cookies.set('LOGIN_BINDING', cookie);
      const refused = await stranger.post('/api/auth/viisp/postback', { ticket });
      expect(refused.statusCode).toBe(400);
      expect(refused.cookies.find((c) => c.name === 'SESSION')).toBeUndefined();
    }
    const login = await owner.post('/api/auth/viisp/postback', { ticket });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().asmensKodas).toBe('49209098765');
  });

  it('expires tickets after five minutes', async () => {
    const client = new Client(t.app);
    const ticket = await throughSimulator(client, 'nobody');
    await t.database.pool.query(
      "update login_tickets set expires_at = now() - interval '1 second' where ticket = $1",
      [ticket],
    );
    expect((await client.post('/api/auth/viisp/postback', { ticket })).statusCode).toBe(400);
  });

  it('keeps the return address on the server: an outside address is never a return address', async () => {
    const client = new Client(t.app);
    const generated = await client.post('/api/auth/viisp/generate-ticket?returnTo=https://evil.example/x');
    const { ticket } = generated.json();
    const row = await t.database.pool.query('select return_to from login_tickets where ticket = $1', [
      ticket,
    ]);
    expect(row.rows[0].return_to).toBe('/');
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const g = await client.post(`/api/auth/viisp/generate-ticket?returnTo=${encodeURIComponent(bad)}`);
      const r = await t.database.pool.query('select return_to from login_tickets where ticket = $1', [
        g.json().ticket,
      ]);
      expect(r.rows[0].return_to).toBe('/');
    }
  });
});

describe('test login', () => {
  it('answers {id, imonesKodas} and logs in through postback, acting for the typed company', async () => {
    const client = new Client(t.app);
    const dummy = await client.form('/api/auth/viisp/dummy-login', {
      asmensKodas: '39001010000',
      vardas: 'Petras',
      pavarde: 'Petraitis',
      imonesKodas: '188607912',
      imonesPavadinimas: 'ŽŪB „Dubysa“',
    });
    expect(dummy.statusCode).toBe(200);
    const body = dummy.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'imonesKodas']);
    expect(body.imonesKodas).toBe('188607912');
    const info = (
      await client.post('/api/auth/viisp/postback', { ticket: body.id, imonesKodas: body.imonesKodas })
    ).json();
    expect(info.asmensKodas).toBe('39001010000');
    // The register knows the company under its registered name.
    expect(info.atstovaujamiAsmenys[info.defaultProfileIndex]).toMatchObject({
      code: '188607912',
      name: 'Žemės ūkio bendrovė „Dubysa“',
    });
  });

  it('refuses an invalid person code with 400 and the validation message in the caller language', async () => {
    const client = new Client(t.app, 'lt');
    const res = await client.form('/api/auth/viisp/dummy-login', {
      asmensKodas: '49001010002',
      vardas: 'Ona',
      pavarde: 'Onaitė',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errors.fieldErrors).toEqual([
      { field: 'asmensKodas', message: expect.stringMatching(/asmens kod/i) },
    ]);
  });

  it('does not exist in production', async () => {
    const unreachable: GatewayClient = {
      loginUrl: 'https://www.epaslaugos.lt/portal/external/services/authentication/v2',
      initAuthentication: () => Promise.reject(new Error('not reachable from tests')),
      getAuthenticationData: () => Promise.reject(new Error('not reachable from tests')),
    };
    const prod = await createTestApp(PRODUCTION_ENV, { gateway: unreachable });
    try {
      const client = new Client(prod.app);
      const res = await client.form('/api/auth/viisp/dummy-login', {
        asmensKodas: '39001010000',
        vardas: 'Ada',
        pavarde: 'Bona',
      });
      expect(res.statusCode).toBe(404);
      expect((await client.get('/api/auth/viisp/dummy-login')).statusCode).toBe(404);
      // No gateway simulator either: its address is just another page of the portal.
      expect((await client.get('/gateway-sim/login?ticket=x')).body).not.toContain('Jonaitis');
      expect(
        (await client.form('/gateway-sim/login/choose', { ticket: 'x', personaId: 'citizen' })).statusCode,
      ).toBe(404);
      // Cookies are Secure in production.
      expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure ?? true).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('session', () => {
  it('answers 401 to an anonymous user-info', async () => {
    const res = await new Client(t.app).get('/api/auth/viisp/user-info');
    expect(res.statusCode).toBe(401);
  });

  it('gives a new session id at login (no fixation) and destroys it at logout', async () => {
    const client = new Client(t.app);
    client.cookies.set('SESSION', 'planted-by-an-attacker-0000000000000');
    await client.testLogin('39001010000', 'Petras', 'Petraitis');
    const sid = client.cookies.get('SESSION');
    expect(sid).toBeDefined();
    expect(sid).not.toBe('planted-by-an-attacker-0000000000000');
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(204);
    expect((await client.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
    // The old cookie is dead on the server, not just forgotten by the browser.
    const replay = new Client(t.app);
    replay.cookies.set('SESSION', sid!);
    expect((await replay.get('/api/auth/viisp/user-info')).statusCode).toBe(401);
  });

  it('switches the represented person by index and refuses an index out of range', async () => {
    const client = new Client(t.app);
    await client.testLogin('48806123455', 'Ona', 'Petraitienė');
    const switched = await client.post('/api/v1/profilis/keisti/2');
    expect(switched.statusCode).toBe(200);
    expect(switched.json().defaultProfileIndex).toBe(2);
    expect((await client.post('/api/v1/profilis/keisti/7')).statusCode).toBe(400);
    expect((await client.post('/api/v1/profilis/keisti/-1')).statusCode).toBe(400);
  });

  it('gives the lessor company role only while acting for that company', async () => {
    const client = new Client(t.app);
    await client.testLogin('48806123455', 'Ona', 'Petraitienė');
    const asSelf = (await client.post('/api/v1/profilis/keisti/0')).json();
    expect(asSelf.authorities).toEqual([{ authority: 'ROLE_USER' }]);
    const asLessor = (await client.post('/api/v1/profilis/keisti/1')).json();
    expect(asLessor.authorities).toEqual([{ authority: 'ROLE_USER' }, { authority: 'ROLE_L03' }]);
  });
});

describe('anti-forgery', () => {
  it('refuses a change without the X-XSRF-TOKEN header, or with a wrong one', async () => {
    const client = new Client(t.app);
    await client.testLogin('39001010000', 'Petras', 'Petraitis');
    const none = await client.request({ method: 'POST', url: '/api/v1/auth/logout', xsrf: false });
    expect(none.statusCode).toBe(403);
    const wrong = await client.request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      xsrf: false,
      headers: { 'x-xsrf-token': 'nope' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await client.get('/api/auth/viisp/user-info')).statusCode).toBe(200);
  });

  it('sets a readable XSRF-TOKEN cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThan(20);
  });
});
