/** Profile calls of spec §7 with the rules of spec §5, and that nobody reaches another's profile. */
import { Client, createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = {
  adresas: { adresasTekstas: 'Vilniaus g. 22, LT-76285 Šiauliai' },
  epastas: 'ruta.vaitkute@example.lt',
  tel: '+37060011122',
  infoEpastu: true,
  infoSms: false,
  pareigos: '',
  vardas: '',
  pavarde: '',
};

describe('profile', () => {
  it('starts a first-time profile from the register address and says it is not valid yet', async () => {
    const client = new Client(t.app);
    await client.testLogin('49209098765', 'Rūta', 'Vaitkutė');
    const res = await client.get('/api/v1/profilis');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      adresas: { adresasTekstas: 'Vilniaus g. 22, LT-76285 Šiauliai' },
      epastas: '',
      tel: '',
      infoEpastu: false,
      infoSms: false,
      atstovaujamoAsmensProfilis: null,
    });
    const valid = await client.get('/api/v1/profilis/validate');
    expect(valid.headers['content-type']).toMatch(/^text\/plain/);
    expect(valid.body).toBe('false');
  });

  it('saves a valid profile, answers it, and then validates as true', async () => {
    const client = new Client(t.app);
    await client.testLogin('49209098765', 'Rūta', 'Vaitkutė');
    const put = await client.put('/api/v1/profilis?atstovaujamoAsmensKodas=49209098765', complete);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      epastas: 'ruta.vaitkute@example.lt',
      tel: '+37060011122',
      infoEpastu: true,
    });
    expect((await client.get('/api/v1/profilis/validate?atstovaujamoAsmensKodas=49209098765')).body).toBe(
      'true',
    );
    const info = (await client.get('/api/auth/viisp/user-info')).json();
    expect(info.atstovaujamiAsmenys[0].contactInfo).toMatchObject({
      email: 'ruta.vaitkute@example.lt',
      infoByEmail: true,
    });
  });

  it('refuses invalid data with field errors in the caller language and keeps what was stored', async () => {
    const client = new Client(t.app, 'lt');
    await client.testLogin('38703181745', 'Jonas', 'Jonaitis');
    const bad = await client.put('/api/v1/profilis', {
      ...complete,
      epastas: 'ne-el-pastas',
      tel: '861234567',
      adresas: { adresasTekstas: 'Vilnius' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.fieldErrors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['adresas.adresasTekstas', 'epastas', 'tel']);
    expect(
      bad.json().errors.fieldErrors.every((e: { message: string }) => /[ąčęėįšųūž]|[A-Z]/i.test(e.message)),
    ).toBe(true);
    expect((await client.get('/api/v1/profilis')).json().epastas).toBe('jonas.jonaitis@example.lt');
  });

  it('requires the position when acting for a company', async () => {
    const client = new Client(t.app);
    await client.testLogin('48806123455', 'Ona', 'Petraitienė');
    expect((await client.get('/api/v1/profilis/validate?atstovaujamoAsmensKodas=874213437')).body).toBe(
      'false',
    );
    const withoutPosition = await client.put('/api/v1/profilis?atstovaujamoAsmensKodas=874213437', complete);
    expect(withoutPosition.statusCode).toBe(400);
    expect(withoutPosition.json().errors.fieldErrors).toEqual([{ field: 'pareigos', message: 'Required' }]);
    const ok = await client.put('/api/v1/profilis?atstovaujamoAsmensKodas=874213437', {
      ...complete,
      pareigos: 'Įgaliotoji atstovė',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().atstovaujamoAsmensProfilis).toEqual({
      pareigos: 'Įgaliotoji atstovė',
      vardas: 'Ona',
      pavarde: 'Petraitienė',
    });
  });

  it('keeps each representative their own contact data for the same company', async () => {
    const ona = new Client(t.app);
    await ona.testLogin('48806123455', 'Ona', 'Petraitienė');
    const head = new Client(t.app);
    await head.testLogin('39001010238', 'Darius', 'Paulauskas');
    const onas = (await ona.get('/api/v1/profilis?atstovaujamoAsmensKodas=997941705')).json();
    const heads = (await head.get('/api/v1/profilis?atstovaujamoAsmensKodas=997941705')).json();
    expect(onas.epastas).toBe('ona@miskoratas.example.lt');
    expect(heads.epastas).toBe('');
  });

  it('needs a session', async () => {
    const client = new Client(t.app);
    expect((await client.get('/api/v1/profilis')).statusCode).toBe(401);
    expect((await client.put('/api/v1/profilis', complete)).statusCode).toBe(401);
    expect((await client.get('/api/v1/profilis/validate')).statusCode).toBe(401);
  });
});

describe("one person can never see or change another person's data", () => {
  const others = ['38703181745', '874213437', '110051834', '44501173459', '00000000000', "' or 1=1 --"];

  it.each(others)('a resident asking for %s gets 403 in the caller language', async (code) => {
    const client = new Client(t.app, 'en');
    await client.testLogin('49209098765', 'Rūta', 'Vaitkutė');
    const q = `?atstovaujamoAsmensKodas=${encodeURIComponent(code)}`;
    const read = await client.get(`/api/v1/profilis${q}`);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe('You have no rights to perform this action');
    expect((await client.put(`/api/v1/profilis${q}`, complete)).statusCode).toBe(403);
    expect((await client.get(`/api/v1/profilis/validate${q}`)).statusCode).toBe(403);
  });

  it('answers 403 in Lithuanian too', async () => {
    const client = new Client(t.app, 'lt');
    await client.testLogin('49209098765', 'Rūta', 'Vaitkutė');
    const read = await client.get('/api/v1/profilis?atstovaujamoAsmensKodas=874213437');
    expect(read.json().message).toBe('Neturite teisių atlikti šio veiksmo');
  });

  it('a company representative cannot reach a company whose power of attorney has expired', async () => {
    const client = new Client(t.app);
    await client.testLogin('48806123455', 'Ona', 'Petraitienė');
    expect((await client.get('/api/v1/profilis?atstovaujamoAsmensKodas=505063988')).statusCode).toBe(403);
  });

  it("the mother's profile is reachable by her son only", async () => {
    const son = new Client(t.app);
    await son.testLogin('38703181745', 'Jonas', 'Jonaitis');
    expect((await son.get('/api/v1/profilis?atstovaujamoAsmensKodas=44501173459')).statusCode).toBe(200);
    const stranger = new Client(t.app);
    await stranger.testLogin('48806123455', 'Ona', 'Petraitienė');
    expect((await stranger.get('/api/v1/profilis?atstovaujamoAsmensKodas=44501173459')).statusCode).toBe(403);
  });
});
