/**
 * Reliability run of offline drafting (issue 23 item 2): draft applications with files, typed on
 * two simulated devices of each person (and two tabs on each), are sent through a network that
 * drops, holds and repeats requests, by the drafts' own outbox (src/web/features/drafts/: the
 * catch reports' sync engine, the draft's steps, their classification and backoff), until every
 * outbox is empty; then what the server holds is compared with what was typed and attached.
 *
 *   npm run bench:drafts                                   # 120 drafts, 4 persons, 2 tabs
 *   npx tsx bench/drafts.ts --drafts 400 --persons 8 --tabs 2 --seed 7
 *
 * What runs is what a browser runs: the outbox engine, `runDraftSteps` through the portal's API
 * client `apiFetch` and the permits API, the drafts' IndexedDB code (Dexie) over fake-indexeddb,
 * one database per device. Only `fetch` is replaced, by a faulty network in front of the real app
 * (listening on a local port, a fresh PostgreSQL database, bench/support.ts), which at random:
 *   - drops the request before it leaves;
 *   - lets it through and drops the answer (the server did it, the device never hears);
 *   - holds it until the engine's timeout, before or after the server processed it;
 *   - answers 503 or 429 itself;
 *   - sends it twice (a proxy's retry) and answers the second reply;
 *   - delivers it.
 * Each device's tabs are engines over its one database with no lock between them (a browser
 * without Web Locks), so the same draft is also sent twice at once.
 *
 * The run, per person (logged in on devices A and B with the gateway's test login):
 *   1. offline on A: new L08.2 notices with input and one or two files each (kept as blobs);
 *   2. A syncs through the faulty network: each becomes one application with its files;
 *   3. B opens each application once online (keeps the server's copy, as the form does);
 *   4. offline: on a quarter of them A saves new input (the revision moves on) while B types on
 *      the old revision, a conflict; on the rest only B types and attaches a file;
 *   5. B syncs through the faulty network.
 * Checked: one application per draft (no duplicates, none missing), each attached file once on
 * the server (or still on the device beside a conflict), the server's input is the last typed
 * where there was no conflict, and every conflict is held on B with B's input intact and is
 * offered as a choice when B's form opens (drafts-merge.ts), never written over A's save.
 * The exit code is 0 only when all of that holds and every outbox is empty.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { parseArgs } from 'node:util';
import Dexie from 'dexie';
import { sql } from 'drizzle-orm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { pdf } from '../src/server/files/test-files.ts';
import { personCodeCheckDigit } from '../src/shared/fields/person-code.ts';
import type { ApplicationDetail } from '../src/shared/permits/api-types.ts';
import { DraftOutboxStore } from '../src/web/features/drafts/draft-outbox.ts';
import {
  classifyDraftAnswer,
  type DraftDelivery,
  runDraftSteps,
} from '../src/web/features/drafts/draft-sender.ts';
import {
  type DraftRecord,
  type DraftsDb,
  defineDraftsTables,
  draftKey,
  keepFile,
  keepServerCopy,
  openDraftsDatabaseWith,
  pendingFiles,
  readDraft,
  writeDraft,
} from '../src/web/features/drafts/drafts-db.ts';
import { openedInput, sameData } from '../src/web/features/drafts/drafts-merge.ts';
import { getApplication, saveApplication } from '../src/web/features/permits/permits-api.ts';
import { createOutboxEngine, type OutboxEngine } from '../src/web/platform/outbox/engine.ts';
import { browserHeaders, type FaultBands, keepCookies, newTally, throughFaults } from './faulty-network.ts';
import { startBenchApp } from './support.ts';

const { values: args } = parseArgs({
  options: {
    drafts: { type: 'string', default: '120' },
    persons: { type: 'string', default: '4' },
    tabs: { type: 'string', default: '2' },
    seed: { type: 'string', default: '20261127' },
    /** Share of requests the network spoils, 0…1. */
    faults: { type: 'string', default: '0.5' },
    /** Share of drafts that B edits while A saves (a conflict). */
    conflicts: { type: 'string', default: '0.25' },
    unix: { type: 'boolean', default: false },
  },
});
const DRAFTS = Number(args.drafts);
const PERSONS = Number(args.persons);
const TABS = Number(args.tabs);
const FAULTS = Number(args.faults);
const CONFLICTS = Number(args.conflicts);
/** A browser's draft run may take two minutes; here 600 ms, so that held requests end the run in minutes. */
const TIMEOUT_MS = 600;
const BACKOFF = { baseMs: 20, capMs: 1_000 };
const DEADLINE_MS = 15 * 60_000;
const SECRET = 'bench-sandbox-secret-0123456789abcdef0123456789';

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(Number(args.seed));

function personCode(n: number): string {
  const first10 = `3${String(70 + (n % 20)).padStart(2, '0')}0515${String(n % 1000).padStart(3, '0')}`;
  return `${first10}${personCodeCheckDigit(first10)}`;
}

/** A simulated device: its cookies (the person's session), its IndexedDB, and whether the network is faulty. */
interface Device {
  name: string;
  cookies: Map<string, string>;
  db: DraftsDb;
  faulty: boolean;
}
const here = new AsyncLocalStorage<Device>();
const on = <T>(device: Device, work: () => Promise<T>) => here.run(device, work);

/** What the faulty network did (bench/faulty-network.ts). */
const network = newTally();

/** The catch reports' faults, and a seventh share sent twice (a proxy repeating a request). */
const BANDS: FaultBands = {
  shares: 7,
  dropBefore: 1,
  holdBefore: 2,
  fake503: 3,
  fake429: 3.5,
  repeat: 4.5,
  dropAnswer: 5.5,
  holdAfter: 6.5,
};

/** The network of whichever device is asking: its cookies, the anti-forgery header, and faults. */
function devicesNetwork(baseUrl: string, realFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const device = here.getStore();
    if (!device) throw new Error('a request outside any device');
    const url = new URL(String(input instanceof Request ? input.url : input), baseUrl);
    if (!device.cookies.has('XSRF-TOKEN'))
      keepCookies(device.cookies, await realFetch(new URL('/api/health', baseUrl)));
    const headers = browserHeaders(device.cookies, init);
    const request = () => realFetch(url, { ...init, headers });
    const heard = (response: Response) => keepCookies(device.cookies, response);
    if (!device.faulty) {
      const response = await request();
      heard(response);
      return response;
    }
    return throughFaults(FAULTS, BANDS, rand(), network, init?.signal, request, heard);
  };
}

function newDevice(name: string): Device {
  const db = defineDraftsTables(new Dexie(`drafts-${name}`, { indexedDB: new IDBFactory(), IDBKeyRange }));
  return { name, cookies: new Map([['lang', 'lt']]), db, faulty: false };
}

async function login(device: Device, code: string) {
  await on(device, async () => {
    const form = new URLSearchParams({ asmensKodas: code, vardas: 'Miškas', pavarde: 'Savininkas' });
    const dummy = await fetch('/api/auth/viisp/dummy-login', {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (dummy.status !== 200) throw new Error(`login ${dummy.status} ${await dummy.text()}`);
    const ticket = ((await dummy.json()) as { id: string }).id;
    const back = await fetch('/api/auth/viisp/postback', {
      method: 'POST',
      body: JSON.stringify({ ticket }),
      headers: { 'content-type': 'application/json' },
    });
    if (back.status !== 200) throw new Error(`postback ${back.status} ${await back.text()}`);
  });
}

/** Every tab of these devices syncs until its outbox is empty (or the deadline). Answers the attempts. */
async function syncAll(devices: Device[], owners: Map<Device, string>): Promise<number> {
  let attempts = 0;
  const engines: { device: Device; engine: OutboxEngine }[] = devices.flatMap((device) =>
    Array.from({ length: TABS }, () => ({
      device,
      engine: createOutboxEngine<DraftRecord, DraftDelivery>({
        store: new DraftOutboxStore(owners.get(device)!, owners.get(device)!),
        send: (record) => runDraftSteps(record),
        classify: classifyDraftAnswer,
        random: rand,
        timeoutMs: TIMEOUT_MS,
        backoff: BACKOFF,
        onAttempt: () => {
          attempts++;
        },
      }),
    })),
  );
  const deadline = Date.now() + DEADLINE_MS;
  for (const device of devices) device.faulty = true;
  await Promise.all(
    engines.map(({ device, engine }, i) =>
      on(device, async () => {
        await new Promise((r) => setTimeout(r, (i * 300) / engines.length));
        let trigger: 'online' | 'timer' = 'online';
        while (Date.now() < deadline) {
          const result = await engine.run(trigger);
          if (result.nextDueAt === null) return;
          trigger = 'timer';
          await new Promise((r) => setTimeout(r, Math.max(1, result.nextDueAt! - Date.now())));
        }
      }),
    ),
  );
  for (const device of devices) device.faulty = false;
  return attempts;
}

interface Planned {
  person: number;
  clientKey: string;
  typedOnA: Record<string, unknown>;
  files: string[];
  applicationId?: string;
  conflict: boolean;
  typedOnB?: Record<string, unknown>;
  savedOnA?: Record<string, unknown>;
  fileOnB?: string;
}

/** The server holds every field as typed (a save adds the form's defaults beside them). */
function holds(server: Record<string, unknown>, typed: Record<string, unknown>): boolean {
  return Object.entries(typed).every(([field, value]) => sameData(server[field], value));
}

const MUNICIPALITIES = ['AKMENES_R_SAV', 'BIRZU_R_SAV'];

async function main() {
  const bench = await startBenchApp({
    name: 'drafts',
    sandboxSecret: SECRET,
    unix: args.unix,
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const { database } = bench;
  let exitCode = 1;
  const realFetch = globalThis.fetch;
  try {
    process.stdout.write(
      `Drafts' outbox through a faulty network, on ${bench.where}: ${DRAFTS} drafts of ${PERSONS} persons,` +
        ` 2 devices × ${TABS} tab${TABS === 1 ? '' : 's'} each, ${Math.round(FAULTS * 100)} % of requests spoilt\n`,
    );
    globalThis.fetch = devicesNetwork(bench.baseUrl, realFetch);
    openDraftsDatabaseWith(async () => {
      const device = here.getStore();
      if (!device) throw new Error('the drafts database outside any device');
      return device.db;
    });

    const persons = Array.from({ length: PERSONS }, (_, n) => ({
      code: personCode(n),
      a: newDevice(`p${n}-a`),
      b: newDevice(`p${n}-b`),
    }));
    const owners = new Map<Device, string>();
    for (const person of persons) {
      await login(person.a, person.code);
      await login(person.b, person.code);
      owners.set(person.a, person.code);
      owners.set(person.b, person.code);
    }

    // 1. Offline on A: new notices with input and files, each under the key of a new form.
    const planned: Planned[] = [];
    const started = performance.now();
    for (let i = 0; i < DRAFTS; i++) {
      const person = i % PERSONS;
      const { a, code } = { a: persons[person]!.a, code: persons[person]!.code };
      const plan: Planned = {
        person,
        clientKey: crypto.randomUUID(),
        typedOnA: {
          municipality: MUNICIPALITIES[i % MUNICIPALITIES.length],
          hasForestManagementProject: 'TAIP',
          forestManagementProjectNumber: `P-${i}`,
        },
        files: [],
        conflict: rand() < CONFLICTS,
      };
      await on(a, async () => {
        // A browser has one new form per person (`l08_2:new:{party}`) and starts the next once the
        // first became an application; here every new form waits at once, each under a key of its
        // own of the same shape, so that one sync sends them all.
        const record: DraftRecord = {
          key: `l08_2:new:${plan.clientKey}`,
          kind: 'l08_2',
          applicationId: null,
          owner: code,
          party: code,
          type: 'NAUJA',
          permitId: null,
          schemaVersion: 1,
          data: plan.typedOnA,
          baseRevision: null,
          savedAt: Date.now(),
          synced: 0,
          clientKey: plan.clientKey,
        };
        await writeDraft(record);
        const count = 1 + (rand() < 0.5 ? 1 : 0);
        for (let f = 0; f < count; f++) {
          const id = crypto.randomUUID();
          plan.files.push(id);
          const bytes = pdf({ text: `draft ${i} file ${f}` });
          await keepFile({
            id,
            draftClientKey: plan.clientKey,
            owner: code,
            party: code,
            type: 'KIRTIMO_SCHEMA',
            title: `Schema ${i}.${f}`,
            confidential: false,
            name: `schema-${i}-${f}.pdf`,
            size: bytes.byteLength,
            blob: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
            addedAt: Date.now(),
            problem: null,
          });
        }
      });
      planned.push(plan);
    }

    // 2. A syncs through the faulty network.
    const attemptsA = await syncAll(
      persons.map((p) => p.a),
      owners,
    );

    // 3. B opens each application online (the form keeps the server's copy on the device).
    const byKey = new Map(
      (
        await database.db.execute<{ id: string; client_key: string }>(
          sql`select id::text, client_key::text from applications where client_key is not null`,
        )
      ).rows.map((row) => [row.client_key, row.id]),
    );
    for (const plan of planned) plan.applicationId = byKey.get(plan.clientKey);
    for (const plan of planned) {
      if (!plan.applicationId) continue;
      const { b, code } = persons[plan.person]!;
      await on(b, async () => {
        const detail = await getApplication('l08_2', plan.applicationId!);
        const key = draftKey('l08_2', detail.id, code);
        await keepServerCopy(
          {
            key,
            kind: 'l08_2',
            owner: code,
            party: code,
            type: 'NAUJA',
            permitId: null,
            schemaVersion: 1,
            clientKey: crypto.randomUUID(),
          },
          detail,
        );
      });
    }

    // 4. Offline: B types (and attaches) on the revision it opened; on the conflicting ones A saves first.
    for (const [i, plan] of planned.entries()) {
      if (!plan.applicationId) continue;
      const { a, b, code } = persons[plan.person]!;
      const key = draftKey('l08_2', plan.applicationId, code);
      if (plan.conflict) {
        plan.savedOnA = { ...plan.typedOnA, forestManagementProjectNumber: `P-${i} saved on A` };
        await on(a, async () => {
          const current = await getApplication('l08_2', plan.applicationId!);
          await saveApplication('l08_2', current.id, { data: plan.savedOnA!, revision: current.revision });
        });
      }
      await on(b, async () => {
        const kept = (await readDraft(key, code))!;
        plan.typedOnB = {
          ...(kept.detail?.autosave?.data ?? kept.data),
          forestManagementProjectNumber: `P-${i} typed on B`,
        };
        await writeDraft({ ...kept, data: plan.typedOnB, savedAt: Date.now(), synced: 0 });
        const id = crypto.randomUUID();
        plan.fileOnB = id;
        const bytes = pdf({ text: `draft ${i} file on B` });
        await keepFile({
          id,
          draftClientKey: kept.clientKey!,
          owner: code,
          party: code,
          type: 'KITA',
          title: `Other ${i}`,
          confidential: false,
          name: `other-${i}.pdf`,
          size: bytes.byteLength,
          blob: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
          addedAt: Date.now(),
          problem: null,
        });
      });
    }

    // 5. B syncs through the faulty network.
    const attemptsB = await syncAll(
      persons.map((p) => p.b),
      owners,
    );
    const seconds = (performance.now() - started) / 1000;

    // What the server holds and what the devices hold.
    const counts = (
      await database.db.execute<{ client_key: string; n: number }>(
        sql`select client_key::text, count(*)::int as n from applications where client_key is not null group by client_key`,
      )
    ).rows;
    const perKey = new Map(counts.map((row) => [row.client_key, row.n]));
    const missing = planned.filter((plan) => !perKey.has(plan.clientKey)).length;
    const duplicates = counts.reduce((sum, row) => sum + row.n - 1, 0);
    let filesLost = 0;
    let filesTwice = 0;
    let filesHeldWithConflict = 0;
    let inputLost = 0;
    let conflictsShown = 0;
    let conflictsOverwritten = 0;
    let conflictsMissed = 0;
    let left = 0;
    for (const [i, plan] of planned.entries()) {
      if (!plan.applicationId) continue;
      const { a, b, code } = persons[plan.person]!;
      const detail: ApplicationDetail = await on(a, () => getApplication('l08_2', plan.applicationId!));
      const titles = detail.documents.map((d) => d.title);
      for (let f = 0; f < plan.files.length; f++) {
        const n = titles.filter((t) => t === `Schema ${i}.${f}`).length;
        if (n === 0) filesLost++;
        if (n > 1) filesTwice += n - 1;
      }
      const onB = titles.filter((t) => t === `Other ${i}`).length;
      if (onB > 1) filesTwice += onB - 1;
      const key = draftKey('l08_2', plan.applicationId, code);
      const record = await on(b, () => readDraft(key, code));
      const waitingOnB = record?.clientKey ? await on(b, () => pendingFiles(record.clientKey!, code)) : [];
      if (onB === 0) {
        if (plan.conflict && waitingOnB.some((file) => file.id === plan.fileOnB)) filesHeldWithConflict++;
        else filesLost++;
      }
      if (plan.conflict) {
        // The server keeps A's save; B keeps its input, held, and its form offers the choice.
        if (!holds(detail.data, plan.savedOnA!)) conflictsOverwritten++;
        if (!record || !sameData(record.data, plan.typedOnB)) inputLost++;
        const opened = record
          ? openedInput(
              { ...detail, autosave: detail.autosave },
              {
                data: record.data,
                baseRevision: record.baseRevision,
                savedAt: record.savedAt,
                synced: record.synced === 1,
              },
            )
          : null;
        if (record?.held?.conflict && opened?.conflict && sameData(opened.conflict.data, plan.typedOnB))
          conflictsShown++;
        else conflictsMissed++;
      } else {
        const serverInput = detail.autosave?.data ?? detail.data;
        if (!holds(serverInput, plan.typedOnB!)) inputLost++;
        if (record && record.synced === 0) left++;
      }
      const onA = await on(a, () => pendingFiles(plan.clientKey, code));
      left += onA.length;
      if (!plan.conflict) left += waitingOnB.length;
    }
    const conflicts = planned.filter((plan) => plan.conflict).length;
    const files = planned.reduce((sum, plan) => sum + plan.files.length + 1, 0);
    const lines = [
      `drafts: ${DRAFTS} (${conflicts} edited on B while A saved), files attached: ${files}`,
      `applications: ${counts.length}, missing: ${missing}, duplicates: ${duplicates}`,
      `attempts: A ${attemptsA}, B ${attemptsB} in ${seconds.toFixed(1)} s`,
      `network: ${network.requests} requests — dropped before sending ${network.droppedBefore}, answer dropped after the server ${network.answerDropped}, held until timeout before ${network.heldBefore} / after ${network.heldAfter}, sent twice ${network.repeated}, fake 503 ${network.fake503}, fake 429 ${network.fake429}, delivered ${network.delivered}`,
      `server answers: ${[...network.statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`,
      `files: lost ${filesLost}, twice ${filesTwice}, kept on B beside a conflict ${filesHeldWithConflict}`,
      `input lost: ${inputLost}`,
      `conflicts: ${conflicts}, shown (held on B with its input, offered when its form opens) ${conflictsShown}, missed ${conflictsMissed}, A's save overwritten ${conflictsOverwritten}`,
      `still waiting outside conflicts: ${left}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    const problems = [
      ...(missing > 0 ? [`${missing} drafts never became applications`] : []),
      ...(duplicates > 0 ? [`${duplicates} duplicate applications`] : []),
      ...(filesLost > 0 ? [`${filesLost} files lost`] : []),
      ...(filesTwice > 0 ? [`${filesTwice} files stored twice`] : []),
      ...(inputLost > 0 ? [`${inputLost} drafts lost input`] : []),
      ...(conflictsMissed > 0 ? [`${conflictsMissed} conflicts not shown`] : []),
      ...(conflictsOverwritten > 0 ? [`${conflictsOverwritten} saves overwritten`] : []),
      ...(left > 0 ? [`${left} things still waiting`] : []),
    ];
    if (problems.length > 0) process.stderr.write(`FAILED: ${problems.join('; ')}\n`);
    exitCode = problems.length === 0 ? 0 : 2;
  } finally {
    globalThis.fetch = realFetch;
    openDraftsDatabaseWith(null);
    await bench.close();
  }
  process.exitCode = exitCode;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
