import type { CatchReportRequest, CatchReportResult } from '../../../shared/anglers/catch-reports.ts';
import { MemoryCatchReportStore } from '../../features/anglers/catch-report/memory-store.ts';
import type { NewCatchReport } from '../../features/anglers/catch-report/report-types.ts';
import { newReportId } from '../../features/anglers/catch-report/reports.ts';
import type { SendAnswer } from './classify.ts';
import { createOutboxEngine, type LockRunner, type OutboxEngineOptions } from './engine.ts';

const T0 = new Date('2026-11-21T10:00:00.000Z');

function report(overrides: Partial<NewCatchReport> = {}): NewCatchReport & { id: string } {
  return {
    id: newReportId(),
    permitNumber: '06000000010',
    firstName: 'Jonas',
    lastName: 'Žvejys',
    speciesCode: 'lasisa',
    amount: 1,
    lengthCm: 72.5,
    sex: 'PATELE',
    eelCaught: false,
    caughtAt: '2026-11-21T09:55:00.000Z',
    kind: 'l06_2',
    speciesLt: 'Lašiša',
    speciesEn: 'Atlantic salmon',
    ...overrides,
  };
}

function resultFor(request: CatchReportRequest): CatchReportResult {
  return {
    id: request.id,
    permitNumber: request.permitNumber,
    kind: 'l06_2',
    speciesCode: request.speciesCode,
    amount: request.amount,
    receivedAt: request.sentAt,
    caughtAtServer: request.caughtAt,
    skewMs: 0,
    late: false,
    minutesToReport: 5,
    cardEnded: true,
    lengthCm: request.lengthCm,
    sex: request.sex,
    eelCaught: request.eelCaught,
  };
}

/**
 * The server's side of the contract: a row per key (unique), a replay answered with the first
 * result, the same key with another body refused 422. `rows` counts what a database would hold.
 */
class FakeServer {
  readonly stored = new Map<string, { body: string; result: CatchReportResult }>();
  rows = 0;
  requests: CatchReportRequest[] = [];

  answer(request: CatchReportRequest): SendAnswer {
    this.requests.push(request);
    const { sentAt: _sentAt, ...rest } = request;
    const body = JSON.stringify(rest);
    const first = this.stored.get(request.id);
    if (first) return first.body === body ? { status: 200, body: first.result } : { status: 422, body: {} };
    const result = resultFor(request);
    this.stored.set(request.id, { body, result });
    this.rows++;
    return { status: 201, body: result };
  }
}

function setUp(overrides: Partial<OutboxEngineOptions> = {}) {
  let clock = T0.getTime();
  const store = new MemoryCatchReportStore();
  const server = new FakeServer();
  const send = vi.fn(async (request: CatchReportRequest) => server.answer(request));
  const engine = createOutboxEngine({
    store,
    send,
    now: () => new Date(clock),
    random: () => 0.5,
    backoff: { baseMs: 1_000, capMs: 60_000 },
    ...overrides,
  });
  return {
    store,
    server,
    send,
    engine,
    advance: (ms: number) => {
      clock += ms;
    },
    now: () => new Date(clock),
  };
}

describe('the outbox sync engine', () => {
  it('sends a saved report with its id as key, records the device send time, and marks it sent with the result', async () => {
    const { store, engine, server, now } = setUp();
    const saved = await store.save(report(), now());
    expect(saved.state).toBe('WAITING');
    expect(saved.savedAt).toBe(T0.toISOString());
    expect(await store.entries()).toHaveLength(1);

    const result = await engine.run('saved');
    expect(result).toMatchObject({ status: 'done', attempts: 1, delivered: 1, nextDueAt: null });
    expect(server.requests[0]).toMatchObject({
      id: saved.id,
      sentAt: T0.toISOString(),
      savedAt: saved.savedAt,
    });
    // Only the contract's fields travel: nothing the phone keeps for itself.
    expect(Object.keys(server.requests[0]!).sort()).toEqual(
      [
        'amount',
        'caughtAt',
        'eelCaught',
        'firstName',
        'id',
        'lastName',
        'lengthCm',
        'permitNumber',
        'savedAt',
        'securityCode',
        'sentAt',
        'sex',
        'speciesCode',
      ].sort(),
    );
    const after = await store.get(saved.id);
    expect(after).toMatchObject({ state: 'SENT', attempts: 1, sentAt: T0.toISOString() });
    expect(after?.result).toEqual(server.stored.get(saved.id)?.result);
    expect(await store.entries()).toEqual([]);
  });

  it('keeps a report whose request failed, tries it again after the backoff, not before', async () => {
    const { store, engine, send, server, advance, now } = setUp();
    const saved = await store.save(report(), now());
    send.mockResolvedValueOnce({ failure: 'network', message: 'Failed to fetch' });

    const first = await engine.run('saved');
    expect(first).toMatchObject({ attempts: 1, postponed: 1, delivered: 0 });
    // First retry: base 1 s, jitter 0.5 → 750 ms.
    expect(first.nextDueAt).toBe(T0.getTime() + 750);
    expect(await store.get(saved.id)).toMatchObject({ state: 'WAITING', attempts: 1 });
    expect((await store.entries())[0]).toMatchObject({ lastProblem: 'network', attempts: 1 });

    advance(500);
    expect(await engine.run('timer')).toMatchObject({ attempts: 0 });
    advance(250);
    expect(await engine.run('timer')).toMatchObject({ attempts: 1, delivered: 1 });
    expect(server.rows).toBe(1);
    expect(await store.get(saved.id)).toMatchObject({ state: 'SENT', attempts: 2 });
  });

  it('sends a report again under the same key when its answer was lost: the server answers the first result, one row', async () => {
    const { store, engine, send, server, advance, now } = setUp();
    const saved = await store.save(report(), now());
    // The server stores the report, then the answer never arrives.
    send.mockImplementationOnce(async (request) => {
      server.answer(request);
      return { failure: 'network', message: 'connection reset' };
    });
    await engine.run('saved');
    expect(server.rows).toBe(1);
    expect(await store.get(saved.id)).toMatchObject({ state: 'WAITING' });

    advance(10_000);
    await engine.run('timer');
    expect(server.rows).toBe(1);
    expect(server.requests.map((r) => r.id)).toEqual([saved.id, saved.id]);
    // The replay carries its own send time; the body is otherwise the same.
    expect(server.requests[1]?.sentAt).toBe(new Date(T0.getTime() + 10_000).toISOString());
    const after = await store.get(saved.id);
    expect(after?.state).toBe('SENT');
    expect(after?.result?.receivedAt).toBe(T0.toISOString());
  });

  it.each([
    [400, { errors: { fieldErrors: [{ field: 'lengthCm', message: 'Įrašykite ilgį' }] } }, 'Įrašykite ilgį'],
    [
      404,
      { message: 'Leidimas pagal pateiktus duomenis nerastas.' },
      'Leidimas pagal pateiktus duomenis nerastas.',
    ],
    [
      409,
      {
        message: 'Šios rūšies nėra kortelėje.',
        refusal: { rule: 'speciesNotOnCard', speciesCode: 'lydeka' },
      },
      'Šios rūšies nėra kortelėje.',
    ],
    [
      422,
      { message: 'Idempotency-Key reused with another body' },
      'Idempotency-Key reused with another body',
    ],
  ])('marks a report refused on %i, with the reason, keeping its data', async (status, body, message) => {
    const { store, engine, send, now } = setUp();
    const saved = await store.save(report({ speciesCode: 'lydeka' }), now());
    send.mockResolvedValueOnce({ status, body });
    expect(await engine.run('saved')).toMatchObject({ refused: 1, nextDueAt: null });
    const after = await store.get(saved.id);
    expect(after).toMatchObject({ state: 'REFUSED', speciesCode: 'lydeka', lengthCm: 72.5 });
    expect(after?.refusal).toMatchObject({ status, message });
    if (status === 409)
      expect(after?.refusal?.refusal).toEqual({ rule: 'speciesNotOnCard', speciesCode: 'lydeka' });
    if (status === 400)
      expect(after?.refusal?.fieldErrors).toEqual([{ field: 'lengthCm', message: 'Įrašykite ilgį' }]);
    expect(await store.entries()).toEqual([]);
  });

  it.each([
    [409, { message: 'The same request is being processed' }, 'inFlight'],
    [429, { message: 'Too many requests' }, 'busy'],
    [503, undefined, 'busy'],
    [500, { message: 'error' }, 'busy'],
    [403, { message: 'xsrf' }, 'other'],
    [401, undefined, 'other'],
    [201, '<html>captive portal</html>', 'other'],
  ] as const)('keeps a report waiting on %i (%s)', async (status, body, problem) => {
    const { store, engine, send, now } = setUp();
    const saved = await store.save(report(), now());
    send.mockResolvedValueOnce({ status, body });
    expect(await engine.run('saved')).toMatchObject({ postponed: 1 });
    expect(await store.get(saved.id)).toMatchObject({ state: 'WAITING', refusal: null });
    expect((await store.entries())[0]?.lastProblem).toBe(problem);
  });

  it('abandons an attempt with no answer after the timeout, aborting the request', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const { store, engine, now } = setUp({
        timeoutMs: 15_000,
        send: (_request, s) => {
          signal = s;
          return new Promise<SendAnswer>(() => undefined);
        },
      });
      const saved = await store.save(report(), now());
      const running = engine.run('saved');
      await vi.advanceTimersByTimeAsync(14_999);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await running).toMatchObject({ attempts: 1, postponed: 1 });
      expect(signal?.aborted).toBe(true);
      expect((await store.entries())[0]).toMatchObject({ id: saved.id, lastProblem: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries at once, on news of the connection, the reports the network failed, but not those the server put off', async () => {
    const { store, engine, send, now } = setUp();
    const lost = await store.save(report(), now());
    const busy = await store.save(report(), now());
    send.mockImplementation(async (request) =>
      request.id === lost.id ? { failure: 'network', message: 'offline' } : { status: 503, body: undefined },
    );
    await engine.run('saved');
    send.mockClear();
    send.mockImplementation(async (request) => ({ status: 201, body: resultFor(request) }));

    // The timer is not news: nothing is due yet.
    expect(await engine.run('timer')).toMatchObject({ attempts: 0 });
    expect(await engine.run('online')).toMatchObject({ attempts: 1, delivered: 1 });
    expect(send.mock.calls.map(([request]) => request.id)).toEqual([lost.id]);
    expect(await store.get(busy.id)).toMatchObject({ state: 'WAITING' });
  });

  it('tries nothing while the device knows it is offline, and spends no attempt', async () => {
    let online = false;
    const { store, engine, send, now } = setUp({ isOnline: () => online });
    const saved = await store.save(report(), now());
    expect(await engine.run('saved')).toMatchObject({
      status: 'offline',
      attempts: 0,
      nextDueAt: T0.getTime(),
    });
    expect(send).not.toHaveBeenCalled();
    expect(await store.get(saved.id)).toMatchObject({ attempts: 0, sentAt: null });
    online = true;
    expect(await engine.run('online')).toMatchObject({ delivered: 1 });
  });

  it('leaves the sending to the tab that holds the lock', async () => {
    const taken: LockRunner = async () => ({ ran: false });
    const { store, engine, send, now } = setUp({ lock: taken });
    await store.save(report(), now());
    expect(await engine.run('saved')).toMatchObject({ status: 'elsewhere', attempts: 0 });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a report saved while a pass runs, in one more pass, never the same report twice at once', async () => {
    const { store, server, now } = setUp();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inFlight = new Set<string>();
    let overlap = false;
    const engine = createOutboxEngine({
      store,
      now,
      concurrency: 3,
      send: async (request) => {
        if (inFlight.has(request.id)) overlap = true;
        inFlight.add(request.id);
        await gate;
        inFlight.delete(request.id);
        return server.answer(request);
      },
    });
    const first = await store.save(report(), now());
    const running = engine.run('saved');
    const second = await store.save(report(), now());
    const joined = engine.run('saved');
    release();
    await Promise.all([running, joined]);
    expect(overlap).toBe(false);
    expect((await store.get(first.id))?.state).toBe('SENT');
    expect((await store.get(second.id))?.state).toBe('SENT');
    expect(server.rows).toBe(2);
  });

  it('delivers every report exactly once through a network that fails at random', async () => {
    const { store, server, advance, now } = setUp();
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const engine = createOutboxEngine({
      store,
      now,
      random,
      concurrency: 4,
      backoff: { baseMs: 100, capMs: 2_000 },
      send: async (request) => {
        const roll = random();
        if (roll < 0.2) return { failure: 'network', message: 'dropped before sending' };
        if (roll < 0.4) {
          server.answer(request);
          return { failure: 'network', message: 'answer dropped' };
        }
        if (roll < 0.5) return { status: 503, body: undefined };
        if (roll < 0.55) return { status: 429, body: { message: 'slow down' } };
        return server.answer(request);
      },
    });
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await store.save(report(), now())).id);
    let passes = 0;
    for (;;) {
      const result = await engine.run('timer');
      if (result.nextDueAt === null) break;
      advance(Math.max(1, result.nextDueAt - now().getTime()));
      passes++;
      expect(passes).toBeLessThan(10_000);
    }
    expect(server.rows).toBe(200);
    expect([...server.stored.keys()].sort()).toEqual([...ids].sort());
    expect((await store.list()).every((r) => r.state === 'SENT')).toBe(true);
    expect(server.requests.length).toBeGreaterThan(200);
  });
});

describe('correcting a refused report', () => {
  async function refusedReport() {
    const context = setUp();
    const saved = await context.store.save(report({ speciesCode: 'lydeka' }), context.now());
    context.send.mockResolvedValueOnce({
      status: 409,
      body: {
        message: 'Rūšies nėra kortelėje',
        refusal: { rule: 'speciesNotOnCard', speciesCode: 'lydeka' },
      },
    });
    await context.engine.run('saved');
    return { ...context, saved };
  }

  it('saves the corrected data as a new report with a new id; the refused one leaves the phone', async () => {
    const { store, engine, server, saved, advance, now } = await refusedReport();
    advance(60_000);
    const {
      id: _id,
      savedAt: _s,
      sentAt: _t,
      state: _st,
      attempts: _a,
      result: _r,
      refusal: _f,
      corrects: _c,
      ...data
    } = saved;
    const corrected = await store.correct(
      saved.id,
      { ...data, id: newReportId(), speciesCode: 'lasisa' },
      now(),
    );
    expect(corrected).toMatchObject({ state: 'WAITING', corrects: saved.id, speciesCode: 'lasisa' });
    expect(corrected?.savedAt).toBe(new Date(T0.getTime() + 60_000).toISOString());
    expect(await store.get(saved.id)).toBeUndefined();
    await engine.run('saved');
    expect(server.rows).toBe(1);
    expect(server.stored.has(corrected!.id)).toBe(true);
    // Only a refused report can be corrected: a sent one may not be changed.
    expect(await store.correct(corrected!.id, { ...data, id: newReportId() }, now())).toBeNull();
  });

  it('sends an unchanged refused report again under its own id', async () => {
    const { store, engine, send, saved, now } = await refusedReport();
    expect(await store.retryRefused(saved.id, now())).toBe(true);
    expect(await store.get(saved.id)).toMatchObject({ state: 'WAITING', refusal: null });
    await engine.run('saved');
    expect(send.mock.calls.map(([request]) => request.id)).toEqual([saved.id, saved.id]);
    expect(await store.get(saved.id)).toMatchObject({ state: 'SENT' });
    expect(await store.retryRefused(saved.id, now())).toBe(false);
  });

  it('removes only a refused report from the phone', async () => {
    const { store, saved, now } = await refusedReport();
    const waiting = await store.save(report(), now());
    expect(await store.discardRefused(waiting.id)).toBe(false);
    expect(await store.discardRefused(saved.id)).toBe(true);
    expect(await store.get(saved.id)).toBeUndefined();
    expect((await store.list()).map((r) => r.id)).toEqual([waiting.id]);
  });
});
