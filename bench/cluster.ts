/**
 * Server nodes as real processes, for the load, scale-out and fault scripts: each node is
 * `src/server/main.ts`, as `npm run serve` starts it, in its own process with its own environment,
 * its log written to a file (no pipe through the script, whose CPU the load generator needs), ready
 * when `/api/health` answers. A node can be stopped (SIGTERM, graceful) or killed (SIGKILL).
 *
 * A script owns its PostgreSQL (an embedded one it can stop and start, or a fresh database on a
 * server), so DATABASE_URL is required: without it main.ts would start a cluster of its own under
 * the node's DATA_DIR. JOB_TICK_MS makes the scheduler tick in milliseconds instead of every 30 s,
 * so that a script sees jobs run in seconds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './support.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface NodeProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  logFile: string;
  /** The last lines of its log, for a report of what went wrong. */
  tail(lines?: number): string;
  /** SIGTERM and wait: in-flight requests finish, the pool closes. */
  stop(): Promise<void>;
  /** SIGKILL and wait: nothing finishes. */
  kill(): Promise<void>;
}

export interface NodeOptions {
  /** Configuration (src/server/config.ts), e.g. JOB_TICK_MS; DATABASE_URL and DATA_DIR are required. */
  env: Record<string, string>;
  /** Where its log goes (appended: a restarted node continues the same file). */
  logFile: string;
  /** Listen on this port (a restart on the address the bank's callbacks use); default a free one. */
  port?: number;
  timeoutMs?: number;
  /** Extra arguments for node, e.g. `--cpu-prof` to find where a node's time goes. */
  nodeArgs?: string[];
  /** A command the node runs under, given node's command line after it (e.g. `unshare … sh -c …`). */
  prefix?: string[];
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startNode(options: NodeOptions): Promise<NodeProcess> {
  const missing = ['DATABASE_URL', 'DATA_DIR'].filter((name) => !options.env[name]);
  if (missing.length > 0) throw new Error(`startNode needs ${missing.join(' and ')} in its env`);
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const fd = openSync(options.logFile, 'a');
  const argv = [process.execPath, ...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'];
  const [command, ...args] = [...(options.prefix ?? []), ...argv] as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      APP_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ...options.env,
      PORT: String(port),
    },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const node: NodeProcess = {
    child,
    port,
    url,
    logFile: options.logFile,
    tail(lines = 20) {
      return readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    },
    async stop() {
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
    },
    async kill() {
      const done = exited(child);
      child.kill('SIGKILL');
      await done;
    },
  };
  const until = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`node on port ${port} exited with ${child.exitCode}:\n${node.tail()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) return node;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await node.kill();
      throw new Error(`node on port ${port} did not start in time:\n${node.tail()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
