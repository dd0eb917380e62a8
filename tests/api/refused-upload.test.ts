/**
 * A request refused before its body was read to the end (a full disk in the middle of an upload,
 * a missing anti-forgery token on a large upload) leaves the rest of that body on the connection:
 * the answer says `Connection: close` and the server closes it, so that a client does not send its
 * next request on a connection that cannot carry it (bench/faults/storage-full.ts met this as a
 * reset of the next request). Answers to whole requests keep the connection open.
 */
import { connect } from 'node:net';
import { createTestApp, type TestApp } from '../support/app.ts';
import { freePort } from '../support/server-process.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  t = await createTestApp();
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Writes `request` on a fresh connection; resolves with what came back and whether the server closed it. */
function exchange(request: string): Promise<{ head: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    let settled = false;
    const done = (closed: boolean) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ head: received.split('\r\n\r\n')[0] ?? '', closed });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('end', () => done(true));
    socket.on('close', () => done(true));
    socket.on('error', reject);
    // A connection still open a moment after the whole answer was read is kept alive.
    socket.on('data', () => setTimeout(() => done(false), 300));
    socket.write(request);
  });
}

describe('connections after an error', () => {
  it('closes the connection of an upload refused before its body was read', async () => {
    const { head, closed } = await exchange(
      [
        'POST /api/v1/paraiskos/l13/00000000-0000-0000-0000-000000000000/dokumentai HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        'Content-Type: multipart/form-data; boundary=x',
        'Content-Length: 5000000',
        '',
        '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nKITA\r\n',
      ].join('\r\n'),
    );
    expect(head).toMatch(/^HTTP\/1\.1 403 /);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('keeps a connection whose request was whole, even when the answer is an error', async () => {
    const { head, closed } = await exchange(
      ['GET /api/nothing-here HTTP/1.1', `Host: 127.0.0.1:${port}`, '', ''].join('\r\n'),
    );
    expect(head).toMatch(/^HTTP\/1\.1 404 /);
    expect(head.toLowerCase()).not.toContain('connection: close');
    expect(closed).toBe(false);
  });
});
