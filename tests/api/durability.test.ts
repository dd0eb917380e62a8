/**
 * A committed write survives `kill -9` (issue 2 §4, architecture §2): the real server process is
 * killed without warning — with its embedded PostgreSQL, and alone (leaving that PostgreSQL
 * orphaned) — and what it had acknowledged is there after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabaseFromTemplate } from '../support/database.ts';
import { HttpClient, startServer } from '../support/server-process.ts';

const profile = (email: string) => ({
  adresas: { adresasTekstas: 'Vilniaus g. 22, LT-76285 Šiauliai' },
  epastas: email,
  tel: '+37060011122',
  infoEpastu: true,
  infoSms: false,
});

async function writeEmail(baseUrl: string, email: string) {
  const client = new HttpClient(baseUrl);
  await client.testLogin('49209098765', 'Rūta', 'Vaitkutė');
  const res = await client.call('PUT', '/api/v1/profilis', { json: profile(email) });
  expect(res.status).toBe(200); // acknowledged = committed
}

async function readEmail(baseUrl: string): Promise<string> {
  const client = new HttpClient(baseUrl);
  await client.testLogin('49209098765', 'Rūta', 'Vaitkutė');
  const res = await client.call('GET', '/api/v1/profilis');
  return ((await res.json()) as { epastas: string }).epastas;
}

describe('durability', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'permits-durability-'));
    env = { DATA_DIR: dataDir };
    // On the PostgreSQL server tier the server uses that server; otherwise its own embedded one.
    if (inject('databaseKind') === 'server') {
      const created = await createDatabaseFromTemplate(inject('adminUrl'), inject('templateDb'), 'dur');
      env.DATABASE_URL = created.url;
      drop = created.drop;
    }
  });
  afterAll(async () => {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a committed write after kill -9 of the server and its database, and of the server alone', async () => {
    const first = await startServer(env);
    await writeEmail(first.baseUrl, 'pirmas@example.lt');
    process.kill(-first.child.pid!, 'SIGKILL'); // the whole process group, PostgreSQL included
    await new Promise((r) => first.child.once('exit', r));

    const second = await startServer(env);
    expect(await readEmail(second.baseUrl)).toBe('pirmas@example.lt');
    await writeEmail(second.baseUrl, 'antras@example.lt');
    process.kill(second.child.pid!, 'SIGKILL'); // the server only: its database lives on as an orphan
    await new Promise((r) => second.child.once('exit', r));

    const third = await startServer(env);
    try {
      expect(await readEmail(third.baseUrl)).toBe('antras@example.lt');
    } finally {
      await third.stop();
    }
  }, 240_000);
});
