/**
 * The clamd client against a real clamd (Debian's clamav-daemon), started by the test with a
 * signature file it writes for the EICAR test string (tests/support/clamd.ts). Skipped, saying
 * why, only where clamd is not installed.
 */
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { strToU8, zipSync } from 'fflate';
import {
  CLAMD_LIMIT_BYTES,
  clamdMissing,
  EICAR,
  startClamd,
  type TestClamd,
} from '../../../tests/support/clamd.ts';
import { pdf } from './test-files.ts';
import {
  ClamdScanner,
  NotScannableError,
  parseClamdUrl,
  ScannerUnavailableError,
  scanAll,
  scanning,
  VirusFoundError,
  verdict,
} from './virus-scan.ts';

const missing = clamdMissing();
if (missing) console.warn(`SKIPPED: ${missing}`);

describe('clamd replies', () => {
  it('are taken as clean, infected, not scannable or unavailable', () => {
    expect(() => verdict('stream: OK')).not.toThrow();
    expect(() => verdict('stream: Eicar-Test-Signature FOUND')).toThrow(VirusFoundError);
    expect(() => verdict('stream: Heuristics.Limits.Exceeded.MaxFileSize FOUND')).toThrow(NotScannableError);
    expect(() => verdict('INSTREAM size limit exceeded. ERROR')).toThrow(NotScannableError);
    expect(() => verdict('UNKNOWN COMMAND')).toThrow(ScannerUnavailableError);
    expect(() => verdict('')).toThrow(ScannerUnavailableError);
  });

  it('CLAMD_URL names a TCP or a unix socket', () => {
    expect(parseClamdUrl('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(parseClamdUrl('tcp://[::1]:3310')).toEqual({ host: '::1', port: 3310 });
    expect(parseClamdUrl('unix:///run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(() => parseClamdUrl('http://clamd:3310')).toThrow();
    expect(() => parseClamdUrl('unix://clamd.ctl')).toThrow();
  });
});

describe.skipIf(missing !== null)('scanning through a real clamd (INSTREAM)', () => {
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startClamd();
  }, 90_000);
  afterAll(async () => clamd?.stop());

  // Told clamd's StreamMaxLength, as the server is (CLAMD_STREAM_MAX_BYTES).
  const scanner = () =>
    new ClamdScanner(parseClamdUrl(clamd.socketUrl), {
      timeoutMs: 10_000,
      streamMaxBytes: CLAMD_LIMIT_BYTES,
    });
  const bytes = (text: string) => Buffer.from(text, 'latin1');

  it('lets a clean file through, on the unix socket and on TCP', async () => {
    await expect(scanAll(scanner(), Readable.from([pdf()]))).resolves.toBeUndefined();
    const tcp = new ClamdScanner(parseClamdUrl(clamd.tcpUrl));
    await expect(scanAll(tcp, Readable.from([bytes('Labas, pasauli!')]))).resolves.toBeUndefined();
    expect(await tcp.ping()).toBe(true);
  });

  it('finds the EICAR test file, also cut into many small chunks, inside a PDF and inside a zip', async () => {
    const found = async (chunks: Uint8Array[]) =>
      scanAll(scanner(), Readable.from(chunks)).then(
        () => 'clean',
        (error: unknown) => (error instanceof VirusFoundError ? error.signature : String(error)),
      );
    expect(await found([bytes(EICAR)])).toMatch(/^Eicar-Test-Signature/);
    const pieces = Array.from(bytes(EICAR)).map((b) => Buffer.from([b]));
    expect(await found(pieces)).toMatch(/^Eicar-Test-Signature/);
    const withinPdf = Buffer.from(pdf().toString('latin1').replace('%%EOF', `%${EICAR}\n%%EOF`), 'latin1');
    expect(await found([withinPdf])).toMatch(/^Eicar-Test-Signature/);
    const zipped = zipSync({ 'kirtimas.shp': strToU8(`${'x'.repeat(1000)}${EICAR}`) });
    expect(await found([zipped])).toMatch(/^Eicar-Test-Signature/);
  });

  it('refuses what is over clamd’s stream limit instead of passing it unread', async () => {
    const big = Buffer.alloc(CLAMD_LIMIT_BYTES + 256 * 1024, 0x41);
    const chunks = Array.from({ length: 9 }, (_, i) => big.subarray(i * 256 * 1024, (i + 1) * 256 * 1024));
    await expect(scanAll(scanner(), Readable.from(chunks))).rejects.toBeInstanceOf(NotScannableError);
    // A file under the limit is still scanned by clamd (and found clean).
    const underLimit = Array.from({ length: 7 }, (_, i) =>
      big.subarray(i * 256 * 1024, (i + 1) * 256 * 1024),
    );
    await expect(scanAll(scanner(), Readable.from(underLimit))).resolves.toBeUndefined();
  });

  it('takes clamd’s own refusal when it is not told the limit: an answer, or a hang-up, never a pass', async () => {
    // clamd answers "INSTREAM size limit exceeded" and closes; a reset can overtake the answer on a
    // busy machine, which reads as unavailable (503). Either way the file is never taken as clean.
    const unaware = new ClamdScanner(parseClamdUrl(clamd.socketUrl), { timeoutMs: 10_000 });
    const big = Buffer.alloc(CLAMD_LIMIT_BYTES + 256 * 1024, 0x41);
    const chunks = Array.from({ length: 9 }, (_, i) => big.subarray(i * 256 * 1024, (i + 1) * 256 * 1024));
    const error = await scanAll(unaware, Readable.from(chunks)).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error instanceof NotScannableError || error instanceof ScannerUnavailableError).toBe(true);
  });

  it('passes the bytes through unchanged while scanning them', async () => {
    const input = [bytes('pirmas '), bytes('antras'), 'trečias'];
    const out: Uint8Array[] = [];
    for await (const chunk of scanning(scanner(), Readable.from(input))) out.push(chunk);
    expect(Buffer.concat(out).toString()).toBe('pirmas antrastrečias');
  });
});

describe('an unreachable scanner is never a clean verdict', () => {
  it('refuses when nothing listens, on a socket or a port', async () => {
    const socket = new ClamdScanner({ path: join(tmpdir(), 'no-such-clamd.sock') });
    await expect(scanAll(socket, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
      ScannerUnavailableError,
    );
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const closed = new ClamdScanner({ host: '127.0.0.1', port });
    await expect(scanAll(closed, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
      ScannerUnavailableError,
    );
  });

  it('refuses when clamd takes the file but never answers, or hangs up without a word', async () => {
    const silent: Server = createServer((connection) => connection.on('data', () => undefined));
    const hangUp: Server = createServer((connection) => connection.once('data', () => connection.end()));
    for (const server of [silent, hangUp]) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      const scanner = new ClamdScanner({ host: '127.0.0.1', port }, { timeoutMs: 300 });
      await expect(scanAll(scanner, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
        ScannerUnavailableError,
      );
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
