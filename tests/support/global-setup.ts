/**
 * Vitest global setup for the API suites: starts the embedded PostgreSQL (or uses DATABASE_URL,
 * as CI does with the machine's PostgreSQL server), migrates a template database once, and hands
 * its coordinates to the test files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { runMigrations } from '../../src/server/db/index.ts';
import { adminQuery, withDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    databaseKind: 'embedded' | 'server';
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
  }
  const templateDb = `tpl_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database "${templateDb}"`);
  await runMigrations(withDatabase(adminUrl, templateDb));

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  project.provide('databaseKind', embedded ? 'embedded' : 'server');

  return async () => {
    await adminQuery(adminUrl, `drop database if exists "${templateDb}" with (force)`).catch(() => undefined);
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
