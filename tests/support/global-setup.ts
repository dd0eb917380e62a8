/**
 * Vitest global setup for the API suites: starts the embedded PostgreSQL (or uses DATABASE_URL,
 * as CI does with the machine's PostgreSQL server), migrates a template database once, copies it
 * into a second template with the demo seed (what every `createTestApp` file starts from), and
 * hands their coordinates to the test files.
 *
 * The seeded template (issue 17 item 7): the demo seed took 2–6 s of every one of the ~50 files that
 * build an app; now it runs once per run, and a file's database is a copy of its result.
 *
 * The files' databases are named with the run's prefix and dropped together at the end, not one by
 * one as each file ends: a DROP DATABASE waits for a checkpoint (2–3 s each with fsync on).
 *
 * The embedded PostgreSQL of a run is a throwaway (its folder is deleted at the end), so it runs
 * without fsync, full-page writes and synchronous commit: a commit does not wait for the disk, nor
 * a copy or drop of a database for a flushed checkpoint. Durability after `kill -9` is tested on
 * servers with their own embedded PostgreSQL at the production settings (durability.test.ts,
 * data-dir-lock.test.ts), which this does not touch; the machine's PostgreSQL server (DATABASE_URL)
 * is left as it is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { connect, runMigrations } from '../../src/server/db/index.ts';
import { seedDemo } from '../../src/server/demo/seed.ts';
import { adminQuery, dropDatabasesStartingWith, withDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    /** Migrated, no rows: for files that start a server which seeds itself. */
    templateDb: string;
    /** Migrated and seeded with the demo data (src/server/demo/seed.ts), for `createTestApp`. */
    seededTemplateDb: string;
    databaseKind: 'embedded' | 'server';
    /** The start of every name `createTestApp` gives a database, for the teardown to drop them. */
    testDatabasePrefix: string;
  }
}

const quiet = { info() {}, warn() {}, debug() {} };

export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'permits-test-pg-'));
    embedded = await startEmbeddedPostgres(dataDir, quiet);
    adminUrl = embedded.adminUrl;
    for (const setting of ['fsync', 'full_page_writes', 'synchronous_commit'])
      await adminQuery(adminUrl, `alter system set ${setting} = off`);
    await adminQuery(adminUrl, 'select pg_reload_conf()');
  }
  const templateDb = `tpl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database "${templateDb}"`);
  await runMigrations(withDatabase(adminUrl, templateDb));
  const seededTemplateDb = `${templateDb}_demo`;
  const testDatabasePrefix = `${templateDb}_f`;
  await adminQuery(adminUrl, `create database "${seededTemplateDb}" template "${templateDb}"`);
  const seeding = connect(withDatabase(adminUrl, seededTemplateDb), 4);
  try {
    await seedDemo(seeding.db);
  } finally {
    await seeding.close();
  }

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('seededTemplateDb', seededTemplateDb);
  project.provide('databaseKind', embedded ? 'embedded' : 'server');
  project.provide('testDatabasePrefix', testDatabasePrefix);

  return async () => {
    // The embedded PostgreSQL goes with its folder; on a server, the files' databases are dropped.
    if (!embedded) await dropDatabasesStartingWith(adminUrl, testDatabasePrefix);
    for (const name of [seededTemplateDb, templateDb])
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`).catch(() => undefined);
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
