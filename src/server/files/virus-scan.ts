/**
 * Virus scanning through clamd's INSTREAM protocol (ClamAV's `clamd(8)`, "INSTREAM"), on node:net:
 * `zINSTREAM\0`, the file in chunks each preceded by its length as a 4-byte big-endian number, a
 * zero-length chunk to end it, then one reply terminated by `\0`: `stream: OK`,
 * `stream: <signature> FOUND`, or `<text> ERROR` (such as `INSTREAM size limit exceeded. ERROR`).
 *
 * Written here rather than taken from a library: the protocol is these few lines, and what matters
 * is how each answer is taken (ADR 0016) — an upload is never accepted unscanned:
 * - `FOUND` → `VirusFoundError` (the person is told, nothing is stored);
 * - over clamd's limits (`size limit exceeded`, or a `Heuristics.Limits.Exceeded` signature when
 *   clamd runs with `AlertExceedsMax yes`) → `NotScannableError`, refused too: without
 *   AlertExceedsMax clamd answers OK for what it did not read to the end, so deployments must set it;
 * - no connection, a timeout, a broken or unknown reply → `ScannerUnavailableError` (503).
 */
import { connect, type Socket } from 'node:net';

export interface VirusScanner {
  /** Opens a scan; the file's bytes are then written to it as they arrive. */
  begin(): Promise<ScanSession>;
}

export interface ScanSession {
  /** Sends bytes; rejects with the verdict when clamd answered early (a limit passed). */
  write(bytes: Uint8Array): Promise<void>;
  /** Ends the file and waits for the verdict: resolves when clean, rejects with one of the errors below. */
  finish(): Promise<void>;
  /** Drops the scan (the upload failed on its own); harmless after `finish`. */
  abort(): void;
}

/** The bytes, passed through unchanged, scanned on the way: the last step waits for a clean verdict. */
export async function* scanning(
  scanner: VirusScanner,
  content: AsyncIterable<Uint8Array | string>,
): AsyncGenerator<Uint8Array> {
  const session = await scanner.begin();
  try {
    for await (const piece of content) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
      await session.write(bytes);
      yield bytes;
    }
    await session.finish();
  } finally {
    session.abort();
  }
}

/** Scans the whole content; resolves when clean. */
export async function scanAll(scanner: VirusScanner, content: AsyncIterable<Uint8Array | string>) {
  for await (const _ of scanning(scanner, content)) {
    // Only the verdict matters here.
  }
}

export class VirusFoundError extends Error {
  constructor(readonly signature: string) {
    super(`virus found: ${signature}`);
    this.name = 'VirusFoundError';
  }
}

/** clamd could not read the whole file within its limits (StreamMaxLength, MaxFileSize, ...). */
export class NotScannableError extends Error {
  constructor(readonly reply: string) {
    super(`not scannable: ${reply}`);
    this.name = 'NotScannableError';
  }
}

export class ScannerUnavailableError extends Error {
  constructor(reason: string) {
    super(`virus scanner unavailable: ${reason}`);
    this.name = 'ScannerUnavailableError';
  }
}

export type ClamdAddress = { host: string; port: number } | { path: string };

/** `tcp://host:port` or `unix:///path/to/clamd.ctl`; throws on anything else. */
export function parseClamdUrl(value: string): ClamdAddress {
  const url = new URL(value);
  if (url.protocol === 'unix:') {
    const path = decodeURIComponent(url.pathname);
    if (!path.startsWith('/') || url.host !== '') throw new Error('must be unix:///absolute/path');
    return { path };
  }
  if (url.protocol === 'tcp:') {
    const port = Number(url.port);
    if (!url.hostname || !Number.isInteger(port) || port < 1) throw new Error('must be tcp://host:port');
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port };
  }
  throw new Error('must start with tcp:// or unix://');
}

export interface ClamdOptions {
  /** No reply within this many milliseconds of the last byte sent (or of connecting): unavailable. */
  timeoutMs?: number;
  /**
   * clamd's `StreamMaxLength`: a file longer than this is refused as not scannable before its
   * excess is sent. clamd refuses it too, but by closing the connection mid-stream, and a reset
   * can reach this side before the reply does (then it read as "unavailable", 503). Default 25 MiB,
   * Debian's clamd.conf.
   */
  streamMaxBytes?: number;
}

/** Debian's clamd.conf `StreamMaxLength 25M`. */
export const CLAMD_STREAM_MAX_BYTES = 25 * 1024 * 1024;

/** clamd reads chunks of any size; 64 KiB keeps each write small. */
const CHUNK = 64 * 1024;

export class ClamdScanner implements VirusScanner {
  private readonly timeoutMs: number;
  private readonly streamMaxBytes: number;

  constructor(
    readonly address: ClamdAddress,
    options: ClamdOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.streamMaxBytes = options.streamMaxBytes ?? CLAMD_STREAM_MAX_BYTES;
  }

  async begin(): Promise<ScanSession> {
    const socket = await this.open();
    const reply = new Reply(socket, this.timeoutMs);
    const send = async (bytes: Buffer) => {
      // clamd answers (and closes) before the end when a limit is passed: that answer decides.
      if (reply.text !== undefined) verdict(reply.text);
      try {
        await write(socket, bytes);
      } catch (error) {
        const text = await reply.wait().catch(() => undefined);
        if (text !== undefined) verdict(text);
        throw error;
      }
    };
    await send(Buffer.from('zINSTREAM\0', 'latin1'));
    let streamed = 0;
    const limit = this.streamMaxBytes;
    return {
      async write(bytes) {
        streamed += bytes.byteLength;
        if (streamed > limit) {
          socket.destroy();
          throw new NotScannableError(`stream size limit exceeded: over ${limit} bytes`);
        }
        for (let at = 0; at < bytes.byteLength; at += CHUNK) {
          const chunk = bytes.subarray(at, at + CHUNK);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(chunk.byteLength);
          await send(Buffer.concat([length, chunk]));
        }
      },
      async finish() {
        await send(Buffer.alloc(4));
        reply.startTimer();
        try {
          verdict(await reply.wait());
        } finally {
          socket.destroy();
        }
      },
      abort: () => socket.destroy(),
    };
  }

  /** PING → PONG: whether clamd answers at all. */
  async ping(): Promise<boolean> {
    try {
      const socket = await this.open();
      const reply = new Reply(socket, this.timeoutMs);
      reply.startTimer();
      await write(socket, Buffer.from('zPING\0', 'latin1'));
      const text = await reply.wait().finally(() => socket.destroy());
      return text === 'PONG';
    } catch {
      return false;
    }
  }

  private open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket =
        'path' in this.address
          ? connect({ path: this.address.path })
          : connect({ host: this.address.host, port: this.address.port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new ScannerUnavailableError('connect timeout'));
      }, this.timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(socket);
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(new ScannerUnavailableError(error.message));
      });
    });
  }
}

/** How clamd's reply is taken (see the top of this file). */
export function verdict(reply: string): void {
  if (reply === 'stream: OK') return;
  const found = /^stream: (.+) FOUND$/.exec(reply);
  if (found) {
    if (/^Heuristics\.Limits\.Exceeded/.test(found[1]!)) throw new NotScannableError(reply);
    throw new VirusFoundError(found[1]!);
  }
  if (/size limit exceeded/i.test(reply)) throw new NotScannableError(reply);
  throw new ScannerUnavailableError(`unexpected reply: ${reply.slice(0, 200)}`);
}

function write(socket: Socket, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed || !socket.writable) {
      reject(new ScannerUnavailableError('connection closed'));
      return;
    }
    socket.write(bytes, (error) => (error ? reject(new ScannerUnavailableError(error.message)) : resolve()));
  });
}

/**
 * clamd's one reply, up to its terminating `\0` (or the end of the connection), trimmed. It may come
 * at any time; the timeout runs from `startTimer` (the file sent): while the file is still arriving,
 * clamd's own ReadTimeout watches the pace.
 */
class Reply {
  text: string | undefined;
  private error: Error | undefined;
  private readonly chunks: Buffer[] = [];
  private readonly waiting: { resolve: (text: string) => void; reject: (error: Error) => void }[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    socket: Socket,
    private readonly timeoutMs: number,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      if (chunk.includes(0)) this.settle();
    });
    socket.once('end', () => this.settle());
    socket.once('close', () => this.settle());
    socket.on('error', (error) => this.settle(new ScannerUnavailableError(error.message)));
  }

  startTimer() {
    if (this.timer || this.text !== undefined || this.error) return;
    this.timer = setTimeout(() => this.settle(new ScannerUnavailableError('reply timeout')), this.timeoutMs);
  }

  wait(): Promise<string> {
    if (this.text !== undefined) return Promise.resolve(this.text);
    if (this.error) return Promise.reject(this.error);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private settle(error?: Error) {
    if (this.text !== undefined || this.error) return;
    clearTimeout(this.timer);
    const text = Buffer.concat(this.chunks).toString('utf8');
    const end = text.indexOf('\0');
    if (end >= 0) this.text = text.slice(0, end).trim();
    else if (!error && text.trim() !== '') this.text = text.trim();
    else this.error = error ?? new ScannerUnavailableError('connection closed without a reply');
    for (const waiter of this.waiting.splice(0)) {
      if (this.text !== undefined) waiter.resolve(this.text);
      else waiter.reject(this.error!);
    }
  }
}
