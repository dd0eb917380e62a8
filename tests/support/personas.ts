/**
 * Demo people (src/server/demo/data.ts) logged in through the test login, acting for the party a
 * test names: the represented person is chosen the way the web app's chooser does it.
 */
import type { FastifyInstance } from 'fastify';
import { Client } from './app.ts';

export const PEOPLE = {
  jonas: { code: '38703181745', first: 'Jonas', last: 'Jonaitis' },
  ona: { code: '48806123455', first: 'Ona', last: 'Petraitienė' },
  tomas: { code: '37505041234', first: 'Tomas', last: 'Kazlauskas' },
  officer: { code: '36502262349', first: 'Mindaugas', last: 'Stankevičius' },
  admin: { code: '39912319997', first: 'Lukas', last: 'Žemaitis' },
  /** The commercial fisher (issue 19): an L04 permit with quotas (src/server/demo/quotas.ts). */
  fisher: { code: '36804120144', first: 'Algirdas', last: 'Kairys' },
} as const;

export const COMPANIES = {
  baltijosAtliekos: '110051834',
  zuvedra: '874213437',
  miskoRatas: '997941705',
} as const;

/**
 * The demo lessor (issue 18): Ona acting for UAB „Žuvėdra“, which holds an L03 permit for Luodis
 * and Rubikiai (src/server/demo/lessors.ts) and so ROLE_L03.
 */
export const LESSOR = { who: 'ona', actingFor: COMPANIES.zuvedra } as const;
export const loginAsLessor = (app: FastifyInstance, lang: 'lt' | 'en' = 'en') =>
  loginAs(app, LESSOR.who, LESSOR.actingFor, lang);

/** Logs `who` in and chooses `actingFor` (a code among their represented persons; themselves by default). */
export async function loginAs(
  app: FastifyInstance,
  who: keyof typeof PEOPLE,
  actingFor?: string,
  lang: 'lt' | 'en' = 'en',
): Promise<Client> {
  const person = PEOPLE[who];
  const client = new Client(app, lang);
  await client.testLogin(person.code, person.first, person.last);
  await choose(client, actingFor ?? person.code);
  return client;
}

export async function choose(client: Client, code: string) {
  const info = (await client.get('/api/auth/viisp/user-info')).json() as {
    atstovaujamiAsmenys: { code?: string; kodas?: string; asmensKodas?: string; imonesKodas?: string }[];
  };
  const index = info.atstovaujamiAsmenys.findIndex((p) => Object.values(p).includes(code));
  if (index < 0) throw new Error(`${code} is not among ${JSON.stringify(info.atstovaujamiAsmenys)}`);
  const res = await client.post(`/api/v1/profilis/keisti/${index}`);
  if (res.statusCode !== 200) throw new Error(`choose ${code}: ${res.statusCode} ${res.body}`);
}
