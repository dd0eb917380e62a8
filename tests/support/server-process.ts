/** Runs the real server (`src/server/main.ts`) as a child process, as `npm start` does. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * The server's environment: this process's, test defaults, then `env`; a variable given as '' is
 * left out (e.g. `DATABASE_URL: ''` for a server on its own embedded PostgreSQL in a run that has one).
 */
function serverEnv(env: Record<string, string>, port: number): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...env,
    PORT: String(port),
  };
  for (const [name, value] of Object.entries(env)) if (value === '') delete merged[name];
  return merged;
}

export async function startServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: serverEnv(env, port),
    // Its own process group, so that a test can kill it together with its embedded PostgreSQL.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs the real server expecting it to stop by itself (a refused start): its exit code and output,
 * or a failure when it is still running after `timeoutMs`.
 */
export async function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string; ms: number }> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const started = Date.now();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: serverEnv(env, port),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.kill(-child.pid!, 'SIGKILL');
      reject(new Error(`server still running after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, output, ms: Date.now() - started };
}

/** A minimal browser over fetch: cookies and the anti-forgery header. */
export class HttpClient {
  private readonly jar = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async call(
    method: string,
    path: string,
    body?: { json?: unknown; form?: Record<string, string> },
    headers: Record<string, string> = {},
  ) {
    if (method !== 'GET' && !this.jar.has('XSRF-TOKEN')) await this.call('GET', '/api/health');
    const h: Record<string, string> = {
      ...headers,
      cookie: this.cookieHeader(),
    };
    if (method !== 'GET') h['x-xsrf-token'] = this.jar.get('XSRF-TOKEN') ?? '';
    let payload: string | undefined;
    if (body?.json !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body?.form) {
      h['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(body.form).toString();
    }
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: h,
      body: payload,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(cookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  /** The cookies held, as a `Cookie` request header (to hand a logged-in session to a browser tool). */
  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async testLogin(personCode: string, firstName: string, lastName: string) {
    const dummy = await this.call('POST', '/api/auth/viisp/dummy-login', {
      form: { asmensKodas: personCode, vardas: firstName, pavarde: lastName },
    });
    if (dummy.status !== 200) throw new Error(`dummy-login ${dummy.status}`);
    const { id } = (await dummy.json()) as { id: string };
    const login = await this.call('POST', '/api/auth/viisp/postback', { json: { ticket: id } });
    if (login.status !== 200) throw new Error(`postback ${login.status}`);
  }
}
