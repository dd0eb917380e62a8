/**
 * Runs shell commands at once and fails when any of them fails (issue 17 item 7: `npm test` under
 * CI's time budget). Each command's output is kept and printed whole when it ends, under its name,
 * so that two logs never interleave; the run prints how long each took.
 *
 *   tsx scripts/together.ts "tsc -p ." "tsc -p sw" "npm run lint"
 *
 * Used where the commands do not depend on each other and at least one leaves a core idle (the
 * TypeScript compiler is single-threaded), so that their times overlap on a two-core machine.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  command: string;
  code: number;
  seconds: number;
  output: string;
}

function run(command: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) =>
      resolve({
        command,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  process.stderr.write('usage: tsx scripts/together.ts "<command>" ["<command>" …]\n');
  process.exit(2);
}
const outcomes = await Promise.all(
  commands.map(async (command) => {
    const outcome = await run(command);
    process.stdout.write(
      `---- ${command}: ${outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`} in ${outcome.seconds.toFixed(1)} s\n${outcome.output}`,
    );
    return outcome;
  }),
);
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
