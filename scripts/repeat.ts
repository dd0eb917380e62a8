/**
 * Runs one vitest selection again and again, one run after the other, and says how many passed:
 * for suites that must never fail by chance (issue 23: the draft suites 20 times in a row in CI's
 * conditions). Every run is a whole `vitest run` (its own servers, databases and browsers), so a
 * run cannot lean on what the one before left.
 *
 *   npx tsx scripts/repeat.ts --times 20 -- --project e2e forest-offline
 *   npm run test:drafts-repeat            (the drafts' unit, API and browser suites, 20 times)
 *
 * A run counts as failed when any test failed, also when it passed only on the browser journeys'
 * second try (the e2e project's `retry: 1`, reported as "retry x1"): that was a failure too.
 * Prints one line per run (passed or failed, seconds) and keeps a failed run's output in a file
 * it names. Exits 1 when any run failed, after all of them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const split = process.argv.indexOf('--');
const own = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const vitestArgs = split < 0 ? [] : process.argv.slice(split + 1);
const { values } = parseArgs({ args: own, options: { times: { type: 'string', default: '20' } } });
const times = Number(values.times);
if (!Number.isInteger(times) || times < 1) {
  console.error(`--times must be a whole number of at least 1, not ${values.times}`);
  process.exit(2);
}

const logs = mkdtempSync(join(tmpdir(), 'repeat-'));
console.log(`vitest run ${vitestArgs.join(' ')}: ${times} times, one after the other`);
let failed = 0;
for (let run = 1; run <= times; run++) {
  const started = Date.now();
  // Every test listed, so that one passed on a second try shows as such.
  const reporter = vitestArgs.some((a) => a.startsWith('--reporter')) ? [] : ['--reporter=verbose'];
  const result = spawnSync('npx', ['vitest', 'run', ...reporter, ...vitestArgs], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const output = `${result.stdout}\n${result.stderr}`;
  const retried = output.split('\n').filter((line) => /\(retry x\d+\)/.test(line));
  if (result.status === 0 && retried.length === 0) {
    console.log(`run ${run}: passed in ${seconds} s`);
    continue;
  }
  failed++;
  const log = join(logs, `run-${run}.log`);
  writeFileSync(log, output);
  const failures = [...output.split('\n').filter((line) => /^\s*(FAIL|×)/.test(line)), ...retried];
  const how = result.status === 0 ? 'passed only on a second try' : 'FAILED';
  console.log(`run ${run}: ${how} in ${seconds} s (output: ${log})`);
  for (const line of [...new Set(failures)].slice(0, 10)) console.log(`    ${line.trim()}`);
}
console.log(`${times - failed} of ${times} runs passed`);
process.exit(failed === 0 ? 0 : 1);
