/**
 * The drafts' outbox (issue 23 item 1, ADR 0038): what drafts typed on this device hold for the
 * server (a closed tab, a lost network, a notice prepared in the forest: ADR 0013) is sent by the
 * catch reports' sync engine (platform/outbox/engine.ts) with its backoff, timeouts and one-tab lock,
 * not by a loop of its own. Each draft with something unsent is one entry; one attempt is one run
 * of its steps (`runDraftSteps`: create, autosave, files, submit, each idempotent on the server),
 * judged by `classifyDraftAnswer`:
 * - delivered: the draft's schedule is cleared (the steps already marked what the server holds);
 * - refused or a conflict: the draft is held with the server's words until its input changes or
 *   the person asks again (`submitRequested`), never retried into the same refusal;
 * - anything else: tried again after the engine's backoff, at once on news of the connection.
 *
 * The store reads the drafts themselves (drafts-db.ts): an entry cannot exist without its draft,
 * and the schedule lives on the draft's record (`outbox`), written in one transaction each.
 * A draft whose form is open in this tab is left out (`openDraft`, open-here.ts): the form sends it itself and
 * shows what happened (draft-session.ts), and sending it from here too would race the form's own
 * loading.
 */

import type { Outcome, SendAnswer } from '../../platform/outbox/classify.ts';
import {
  createOutboxEngine,
  type LockRunner,
  type OutboxEngine,
  type RunResult,
  type Trigger,
} from '../../platform/outbox/engine.ts';
import type { AttemptProblem, OutboxEntry, OutboxStore, StoredRefusal } from '../../platform/outbox/types.ts';
import {
  classifyDraftAnswer,
  type DraftDelivery,
  runDraftSteps,
  type SendOutcome,
  sendOutcomeOf,
} from './draft-sender.ts';
import { type DraftRecord, draftsDb, unsyncedDrafts } from './drafts-db.ts';
import { isOpenHere, OPEN_FORM_BACKOFF } from './open-here.ts';

export const DRAFTS_OUTBOX_LOCK = 'drafts-outbox';

/** The drafts of one user and represented person as the engine's outbox. */
export class DraftOutboxStore implements OutboxStore<DraftRecord, DraftDelivery> {
  constructor(
    private readonly owner: string,
    private readonly party: string,
    /** Drafts left out of this outbox (their form is open here). */
    private readonly skip: (record: DraftRecord) => boolean = () => false,
  ) {}

  async entries(): Promise<OutboxEntry[]> {
    return (await unsyncedDrafts(this.owner, this.party))
      .filter((record) => !this.skip(record) && !isHeld(record))
      .map((record) => ({
        id: record.key,
        type: 'draft' as const,
        queuedAt: record.savedAt,
        attempts: record.outbox?.attempts ?? 0,
        nextAttemptAt: record.outbox?.nextAttemptAt ?? 0,
        lastProblem: record.outbox?.lastProblem ?? null,
      }))
      .sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.queuedAt - b.queuedAt);
  }

  async beginAttempt(id: string): Promise<DraftRecord | null> {
    const db = await draftsDb();
    return db.transaction('rw', db.drafts, async () => {
      const record = await db.drafts.get(id);
      if (!record || record.owner !== this.owner || isHeld(record) || this.skip(record)) return null;
      const outbox = record.outbox ?? { attempts: 0, nextAttemptAt: 0, lastProblem: null };
      await db.drafts.update(id, { outbox: { ...outbox, attempts: outbox.attempts + 1 } });
      return record;
    });
  }

  async delivered(id: string): Promise<void> {
    const db = await draftsDb();
    // A submitted draft is gone already; an autosaved one keeps its record, without a schedule.
    await db.drafts.update(id, { outbox: undefined, held: undefined, problem: null });
  }

  async refused(id: string, refusal: StoredRefusal): Promise<void> {
    const db = await draftsDb();
    await db.transaction('rw', db.drafts, async () => {
      const record = await db.drafts.get(id);
      if (!record) return;
      await db.drafts.update(id, {
        outbox: undefined,
        held: { savedAt: record.savedAt, conflict: refusal.status === 409 },
        ...(refusal.message ? { problem: refusal.message } : {}),
      });
    });
  }

  async postpone(id: string, nextAttemptAt: number, problem: AttemptProblem): Promise<void> {
    const db = await draftsDb();
    await db.transaction('rw', db.drafts, async () => {
      const record = await db.drafts.get(id);
      if (!record) return;
      const attempts = record.outbox?.attempts ?? 1;
      await db.drafts.update(id, { outbox: { attempts, nextAttemptAt, lastProblem: problem } });
    });
  }
}

/** A draft refused as it is: it waits for the person (new input, or Submit again). */
export function isHeld(record: Pick<DraftRecord, 'held' | 'savedAt' | 'submitRequested'>): boolean {
  return (
    record.held !== undefined && record.held.savedAt === record.savedAt && record.submitRequested !== true
  );
}

// --- the page's drafts outbox --------------------------------------------------------------------

/** The page open in this tab is this draft's form (`/paraiskos/{kind}[/{id}]`), loaded or loading. */
function isFormHere(draft: DraftRecord): boolean {
  if (typeof window === 'undefined') return false;
  const here = window.location.pathname.replace(/\/$/, '');
  return here === `/paraiskos/${draft.kind}${draft.applicationId ? `/${draft.applicationId}` : ''}`;
}

/** Web Locks where the browser has them (`ifAvailable`: one tab sends, the others skip). */
const webLock: LockRunner = async (work) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return { ran: true, value: await work() };
  return locks.request(DRAFTS_OUTBOX_LOCK, { ifAvailable: true }, async (lock) =>
    lock ? { ran: true as const, value: await work() } : { ran: false as const },
  );
};

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The longest sleep between passes while drafts wait, and the shortest. */
const LONGEST_SLEEP_MS = 5 * 60_000;
const SHORTEST_SLEEP_MS = 1_000;
const ELSEWHERE_SLEEP_MS = 10_000;

let current: { who: string; engine: OutboxEngine; timer: ReturnType<typeof setTimeout> | undefined } | null =
  null;

function sleepFor(result: RunResult): number | null {
  if (result.status === 'elsewhere') return ELSEWHERE_SLEEP_MS;
  if (result.status === 'offline' || result.nextDueAt === null) return null;
  return Math.min(LONGEST_SLEEP_MS, Math.max(SHORTEST_SLEEP_MS, result.nextDueAt - Date.now()));
}

/**
 * Sends the drafts of this person kept on the device (the session gate: at start and on `online`),
 * and again when the earliest one is due by its backoff. Returns how many were delivered.
 */
export async function syncUnsyncedDrafts(
  owner: string,
  party: string,
  trigger: Trigger = 'start',
): Promise<number> {
  const who = `${owner}:${party}`;
  if (current?.who !== who) {
    if (current) clearTimeout(current.timer);
    const store = new DraftOutboxStore(
      owner,
      party,
      (draft) => isOpenHere(draft.clientKey) || isFormHere(draft),
    );
    current = {
      who,
      engine: createOutboxEngine<DraftRecord, DraftDelivery>({
        store,
        send: (record) => runDraftSteps(record),
        classify: classifyDraftAnswer,
        isOnline: online,
        lock: webLock,
        // A draft with files may take a while: the engine abandons an attempt only after this.
        timeoutMs: 120_000,
      }),
      timer: undefined,
    };
  }
  const mine = current;
  try {
    const result = await mine.engine.run(trigger);
    clearTimeout(mine.timer);
    const sleep = sleepFor(result);
    if (sleep !== null && current === mine)
      mine.timer = setTimeout(() => void syncUnsyncedDrafts(owner, party, 'timer'), sleep);
    return result.delivered;
  } catch (error) {
    console.warn('drafts outbox', error);
    return 0;
  }
}

// --- the open form's own draft -------------------------------------------------------------------

/** One send of the open form's draft through its outbox: what the attempt came to, and when the next is due. */
export interface OpenDraftPass {
  /** Null when nothing was tried (nothing due, held, or no network). */
  outcome: SendOutcome | null;
  nextDueAt: number | null;
}

export interface OpenDraftOutbox {
  send(trigger: Trigger): Promise<OpenDraftPass>;
}

/**
 * The outbox of the one draft whose form is open in this tab (draft-session-runner.ts): the same
 * engine, store, steps and classification as the page's drafts outbox, with the open form's
 * backoff. No cross-tab outbox lock: the per-draft lock inside `runDraftSteps` already keeps this
 * run and another tab's apart, and the page's outbox skips this draft while its form is open.
 */
export function openDraftOutbox(owner: string, party: string, clientKey: string): OpenDraftOutbox {
  let answer: SendAnswer | null = null;
  let outcome: Outcome<DraftDelivery> | null = null;
  const engine = createOutboxEngine<DraftRecord, DraftDelivery>({
    store: new DraftOutboxStore(owner, party, (draft) => draft.clientKey !== clientKey),
    send: async (record) => {
      answer = await runDraftSteps(record);
      return answer;
    },
    classify: classifyDraftAnswer,
    isOnline: online,
    timeoutMs: 120_000,
    backoff: OPEN_FORM_BACKOFF,
    onAttempt: (_id, judged) => {
      outcome = judged;
    },
  });
  return {
    async send(trigger) {
      answer = null;
      outcome = null;
      const result = await engine.run(trigger);
      const judged = outcome as Outcome<DraftDelivery> | null;
      return { outcome: judged ? sendOutcomeOf(judged, answer) : null, nextDueAt: result.nextDueAt };
    },
  };
}
