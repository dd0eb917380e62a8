/**
 * A small round-robin HTTP proxy in front of several server nodes (issue 8 item 1), standing in for
 * the load balancer of a deployment: each request goes to the next node in turn, whatever
 * connection it came on, so consecutive requests of one browser land on different nodes. Like
 * nginx with `proxy_set_header`, it keeps the Host header, appends the client's address to
 * X-Forwarded-For (the nodes trust it with TRUST_PROXY=127.0.0.1) and streams bodies both ways.
 * It adds `X-Upstream: <index>` to every answer so that a test can see which node served it.
 * A node that cannot be reached answers 502, as a load balancer without health checks would.
 *
 *   npx tsx bench/proxy.ts --port 8080 http://127.0.0.1:8081 http://127.0.0.1:8082
 */
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const UPSTREAM_HEADER = 'x-upstream';

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Requests forwarded to each node, by index. */
  served: number[];
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardHeaders(incoming: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = incoming.socket.remoteAddress ?? '';
  const previous = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = previous ? `${previous}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

export async function startProxy(options: { upstreams: string[]; port?: number }): Promise<RoundRobinProxy> {
  const upstreams = options.upstreams.map((u) => new URL(u));
  if (upstreams.length === 0) throw new Error('the proxy needs at least one upstream');
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const served = upstreams.map(() => 0);
  let next = 0;

  function forward(incoming: IncomingMessage, outgoing: ServerResponse) {
    const index = next;
    next = (next + 1) % upstreams.length;
    served[index]!++;
    const target = upstreams[index]!;
    const upstreamRequest = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardHeaders(incoming),
      },
      (answer) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        }
        headers[UPSTREAM_HEADER] = String(index);
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
      },
    );
    upstreamRequest.on('error', () => {
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      outgoing.writeHead(502, {
        'content-type': 'text/plain; charset=utf-8',
        [UPSTREAM_HEADER]: String(index),
      });
      outgoing.end('Bad gateway: the node did not answer.\n');
    });
    incoming.pipe(upstreamRequest);
    incoming.on('error', () => upstreamRequest.destroy());
  }

  const server = createServer(forward);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    options: { port: { type: 'string', default: '8080' } },
    allowPositionals: true,
  });
  const proxy = await startProxy({ upstreams: positionals, port: Number(values.port) });
  process.stdout.write(`round-robin proxy on ${proxy.url} → ${positionals.join(', ')}\n`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
