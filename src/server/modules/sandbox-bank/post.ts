/**
 * How the sandbox bank posts its callbacks: node:http(s) with keep-alive connections, as a bank
 * keeps its connections to a merchant open between callbacks. (The global fetch costs several
 * times the CPU per request, and the bank sends one callback per payment: bench/purchase.ts.)
 */
import http from 'node:http';
import https from 'node:https';

export interface Posted {
  status: number;
  text: string;
}

/** Posts `body` and reads the answer as text; rejects on a network error or `timeoutMs` of silence. */
export type Post = (
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
) => Promise<Posted>;

/** An answer longer than this is not a protocol word: the rest is not read into memory. */
const MAX_ANSWER_BYTES = 16 * 1024;

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

export const postText: Post = (url, headers, body, timeoutMs) =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      reject(new Error(`cannot post a callback to ${target.protocol}`));
      return;
    }
    const request = (target.protocol === 'https:' ? https : http).request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol],
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
