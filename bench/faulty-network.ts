/**
 * The faulty network of the reliability runs (bench/catch-reports.ts, bench/drafts.ts): between the
 * simulated devices and the real app, it spoils a share of the requests at random, in the ways a
 * phone's connection does. Each run says how wide each kind of fault is (`FaultBands`), so that a
 * seed keeps giving the run its README table gives.
 */

/** What the network did, by kind, and the statuses of the server's answers that got through it. */
export interface NetworkTally {
  requests: number;
  droppedBefore: number;
  answerDropped: number;
  heldBefore: number;
  heldAfter: number;
  fake503: number;
  fake429: number;
  repeated: number;
  delivered: number;
  statuses: Map<number, number>;
}

export function newTally(): NetworkTally {
  return {
    requests: 0,
    droppedBefore: 0,
    answerDropped: 0,
    heldBefore: 0,
    heldAfter: 0,
    fake503: 0,
    fake429: 0,
    repeated: 0,
    delivered: 0,
    statuses: new Map(),
  };
}

/**
 * Where each fault ends on a roll of [0, 1), counted in shares of the spoilt part (`faults / shares`
 * of the requests each): a roll below `dropBefore` shares drops the request, then up to `holdBefore`
 * holds it, up to `fake503` and `fake429` answers those itself; past them the request reaches the
 * server, and up to `repeat` it is sent twice, up to `dropAnswer` its answer is lost, up to
 * `holdAfter` held; above, it is delivered.
 */
export interface FaultBands {
  shares: number;
  dropBefore: number;
  holdBefore: number;
  fake503: number;
  fake429: number;
  repeat: number;
  dropAnswer: number;
  holdAfter: number;
  /** The fake 429's Retry-After, in seconds; none when absent. */
  retryAfter?: string;
}

/** A request that never answers: only the caller's timeout (its signal) ends it. */
export function held(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Keeps the cookies an answer sets, as a browser would. */
export function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const i = pair.indexOf('=');
    if (i > 0) jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
}

/** The browser's part of a request: the session's cookies and the anti-forgery header a page reads from its cookie. */
export function browserHeaders(jar: Map<string, string>, init: RequestInit | undefined): Headers {
  const headers = new Headers(init?.headers);
  headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  if ((init?.method ?? 'GET') !== 'GET') headers.set('x-xsrf-token', jar.get('XSRF-TOKEN') ?? '');
  return headers;
}

/**
 * Sends one request through the faulty network: `roll` (from the run's seeded random numbers)
 * picks what happens to it, `request` reaches the server (and is called twice for a repeat).
 * Only the answer that reaches the device is passed to `heard` (its cookies): a lost one sets none.
 */
export async function throughFaults(
  faults: number,
  bands: FaultBands,
  roll: number,
  tally: NetworkTally,
  signal: AbortSignal | null | undefined,
  request: () => Promise<Response>,
  heard: (response: Response) => void,
): Promise<Response> {
  const share = faults / bands.shares;
  tally.requests++;
  if (roll < bands.dropBefore * share) {
    tally.droppedBefore++;
    throw new TypeError('fetch failed: the connection dropped before the request left');
  }
  if (roll < bands.holdBefore * share) {
    tally.heldBefore++;
    return held(signal);
  }
  if (roll < bands.fake503 * share) {
    tally.fake503++;
    return Response.json({ message: 'Service Unavailable' }, { status: 503 });
  }
  if (roll < bands.fake429 * share) {
    tally.fake429++;
    const headers = bands.retryAfter ? { 'retry-after': bands.retryAfter } : undefined;
    return Response.json({ message: 'Too Many Requests' }, { status: 429, headers });
  }
  const count = (response: Response) => {
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
  };
  let response = await request();
  count(response);
  if (roll < bands.repeat * share) {
    // A proxy sends it again; the device hears the second answer.
    await response.arrayBuffer();
    tally.repeated++;
    response = await request();
    count(response);
  } else if (roll < bands.dropAnswer * share) {
    // The server has acted; the answer never arrives.
    await response.arrayBuffer();
    tally.answerDropped++;
    throw new TypeError('fetch failed: the connection dropped before the answer arrived');
  } else if (roll < bands.holdAfter * share) {
    await response.arrayBuffer();
    tally.heldAfter++;
    return held(signal);
  }
  heard(response);
  tally.delivered++;
  return response;
}
