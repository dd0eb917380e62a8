/**
 * A bounded HTTP load generator for loopback benchmarks (issue 8 item 2), in the manner of
 * autocannon (not installed here): `connections` keep-alive TCP connections, each sending one
 * request at a time, for `durationMs` after a warm-up, measuring throughput, latency percentiles
 * and errors. Like autocannon it writes each request as ready bytes and reads only what it needs
 * of the answer (status line, Content-Length or chunked framing), so that on a 2-core machine the
 * generator takes as little CPU as it can from the server it measures (node's `http` client costs
 * about as much per request as the server's own work on a trivial route).
 *
 * Two ways to load:
 * - closed loop (no `rate`): each connection sends its next request when the answer arrives, so
 *   throughput is the most the server gives at that concurrency and latency ≈ connections ÷ throughput;
 * - open loop (`rate` requests per second in total): requests are due on a fixed schedule whatever
 *   the answers do, as people arrive independently; a due request waits for a free connection,
 *   and its latency counts from the moment it was due, so a stalled server is not hidden (no
 *   coordinated omission). More than `connections × 20` requests waiting ends the run as overloaded
 *   rather than growing without bound.
 *
 * It never follows a redirect; a connection the server closes is opened again.
 */
import { connect, type Socket } from 'node:net';

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  connections: number;
  durationMs: number;
  /** Sent and not measured before the run (default 2 s). */
  warmupMs?: number;
  /** Open loop: requests per second in total. Unset: closed loop. */
  rate?: number;
  /** The i-th request (i counts from 0 across the warm-up and the run). */
  next: (i: number) => LoadRequest;
  /** Statuses that count as answered correctly (default: 2xx). */
  ok?: (status: number) => boolean;
}

export interface LoadResult {
  /** Every request sent, the warm-up's included (for costs measured over the whole run). */
  requests: number;
  /** Requests answered correctly during the measured time. */
  ok: number;
  /** Wrong status or a failed request: what happened, how often. */
  errors: Record<string, number>;
  errorCount: number;
  seconds: number;
  /** Correct answers per second. */
  perSecond: number;
  /** Milliseconds, over correct answers. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Mean body size in bytes. */
  meanBytes: number;
  overloaded: boolean;
}

interface Answer {
  status: number;
  bytes: number;
  error?: string;
}

const CRLF2 = Buffer.from('\r\n\r\n');

function serialize(host: string, req: LoadRequest): Buffer {
  const body = req.body === undefined ? undefined : Buffer.from(req.body);
  let head = `${req.method ?? 'GET'} ${req.path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
  for (const [name, value] of Object.entries(req.headers ?? {})) head += `${name}: ${value}\r\n`;
  if (body) head += `content-length: ${body.length}\r\n`;
  head += '\r\n';
  return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
}

/**
 * One keep-alive connection that sends a request and reads its answer: the head up to the empty
 * line, then Content-Length bytes or chunks up to the last.
 */
class Connection {
  private socket: Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: ((answer: Answer) => void) | null = null;
  private closeAfter = false;
  /** Parsing state of the answer in progress. */
  private head: { status: number; length: number | null; chunked: boolean } | null = null;
  private bodyBytes = 0;

  constructor(
    private readonly port: number,
    private readonly host: string,
  ) {}

  private open(): Socket {
    const socket = connect({ port: this.port, host: this.host, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      if (this.socket !== socket) return;
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
      this.parse();
    });
    // A connection replaced already (closed after its answer) has nothing more to say.
    const lost = (error?: NodeJS.ErrnoException) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.finish({ status: 0, bytes: 0, error: error?.code ?? 'connection closed' });
    };
    socket.on('error', lost);
    socket.on('close', () => lost());
    return socket;
  }

  send(request: Buffer): Promise<Answer> {
    return new Promise((resolve) => {
      this.pending = resolve;
      this.buffer = Buffer.alloc(0);
      this.head = null;
      this.socket ??= this.open();
      this.socket.write(request);
    });
  }

  private finish(answer: Answer) {
    const resolve = this.pending;
    if (!resolve) return;
    this.pending = null;
    this.head = null;
    if (this.closeAfter || answer.error) {
      this.closeAfter = false;
      const socket = this.socket;
      this.socket = null;
      socket?.destroy();
    }
    resolve(answer);
  }

  private parse() {
    if (!this.pending) return;
    if (!this.head) {
      const end = this.buffer.indexOf(CRLF2);
      if (end < 0) return;
      const lines = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(lines[0]?.split(' ')[1]);
      let length: number | null = null;
      let chunked = false;
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line
          .slice(colon + 1)
          .trim()
          .toLowerCase();
        if (name === 'content-length') length = Number(value);
        else if (name === 'transfer-encoding') chunked = value.includes('chunked');
        else if (name === 'connection') this.closeAfter = value === 'close';
      }
      this.head = { status, length, chunked };
      this.bodyBytes = 0;
      this.buffer = this.buffer.subarray(end + 4);
    }
    const { status, length, chunked } = this.head;
    if (!chunked) {
      const want = length ?? 0;
      if (this.buffer.length < want) return;
      this.buffer = this.buffer.subarray(want);
      this.finish({ status, bytes: want });
      return;
    }
    // Chunked: <hex size>\r\n<data>\r\n … 0\r\n\r\n (no trailers from our server).
    for (;;) {
      const lineEnd = this.buffer.indexOf('\r\n');
      if (lineEnd < 0) return;
      const size = Number.parseInt(this.buffer.subarray(0, lineEnd).toString('latin1'), 16);
      if (size === 0) {
        if (this.buffer.length < lineEnd + 4) return;
        this.buffer = this.buffer.subarray(lineEnd + 4);
        this.finish({ status, bytes: this.bodyBytes });
        return;
      }
      if (this.buffer.length < lineEnd + 2 + size + 2) return;
      this.bodyBytes += size;
      this.buffer = this.buffer.subarray(lineEnd + 2 + size + 2);
    }
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  const host = base.host;
  const connections = Array.from(
    { length: options.connections },
    () => new Connection(Number(base.port), base.hostname),
  );
  const ok = options.ok ?? ((status: number) => status >= 200 && status < 300);
  const warmupMs = options.warmupMs ?? 2_000;
  /** Requests built once: most runs cycle through a few, and building them is not the server's work. */
  const built = new Map<LoadRequest, Buffer>();
  const bytesOf = (req: LoadRequest) => {
    let bytes = built.get(req);
    if (!bytes) {
      bytes = serialize(host, req);
      if (built.size < 10_000) built.set(req, bytes);
    }
    return bytes;
  };
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let answeredBytes = 0;
  let i = 0;
  let measuring = false;
  let overloaded = false;

  async function one(connection: Connection, dueAt: number) {
    const answer = await connection.send(bytesOf(options.next(i++)));
    if (!measuring) return;
    if (!answer.error && ok(answer.status)) {
      latencies.push(performance.now() - dueAt);
      answeredBytes += answer.bytes;
    } else {
      const what = answer.error ?? `HTTP ${answer.status}`;
      errors[what] = (errors[what] ?? 0) + 1;
    }
  }

  async function phase(ms: number) {
    const until = performance.now() + ms;
    if (options.rate === undefined) {
      await Promise.all(
        connections.map(async (connection) => {
          while (performance.now() < until) await one(connection, performance.now());
        }),
      );
      return;
    }
    const interval = 1000 / options.rate;
    const started = performance.now();
    const free = [...connections];
    const due: number[] = [];
    let sent = 0;
    let wake: (() => void) | null = null;
    const dispatch = () => {
      while (free.length > 0 && due.length > 0) {
        const connection = free.pop()!;
        const dueAt = due.shift()!;
        void one(connection, dueAt).then(() => {
          free.push(connection);
          dispatch();
          wake?.();
        });
      }
    };
    while (!overloaded) {
      const now = performance.now();
      if (now >= until) break;
      while (started + sent * interval <= now) due.push(started + sent++ * interval);
      if (due.length > options.connections * 20) overloaded = true;
      dispatch();
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.max(0, Math.min(2, started + sent * interval - now)));
      });
    }
    // What was due in time is still answered; what waits past the end is dropped.
    due.length = 0;
    while (free.length < connections.length) await new Promise((r) => setTimeout(r, 1));
  }

  await phase(warmupMs);
  measuring = true;
  const started = performance.now();
  await phase(options.durationMs);
  const seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();

  const sorted = Float64Array.from(latencies).sort();
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  return {
    requests: i,
    ok: latencies.length,
    errors,
    errorCount,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1]! : 0,
    meanBytes: latencies.length ? answeredBytes / latencies.length : 0,
    overloaded,
  };
}

/** One line of a report: `name: 12,345 req/s (…), p50 1.2 ms, p90 …, p99 8.9 ms, max 20 ms, 0 errors`. */
export function summary(name: string, result: LoadResult): string {
  const errors = Object.entries(result.errors)
    .map(([what, n]) => `${what} × ${n}`)
    .join(', ');
  return (
    `${name}: ${Math.round(result.perSecond).toLocaleString('en')} req/s (${result.ok.toLocaleString('en')} in ${result.seconds.toFixed(1)} s), ` +
    `p50 ${result.p50.toFixed(1)} ms, p90 ${result.p90.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, ` +
    `${Math.round(result.meanBytes)} B/answer, ${result.errorCount} errors${errors ? ` (${errors})` : ''}${result.overloaded ? ', OVERLOADED: stopped early' : ''}`
  );
}
