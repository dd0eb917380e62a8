/**
 * The open form's sends from the device (issue 23 item 1, ADR 0038, ADR 0040): files kept on the
 * device and a Submit asked for offline go in one pass of this draft's outbox (draft-outbox.ts
 * `openDraftOutbox`: the outbox engine, the draft's steps, their classification and backoff). A pass
 * the network cut is tried again when the engine says the draft is due, on the open form's shorter
 * schedule (`OPEN_FORM_BACKOFF`), not by a timer of its own. A part of the draft session runner
 * (draft-session-runner.ts).
 */
import type { ApplicationDetail } from '../../../shared/permits/api-types.ts';
import { retryDelay } from '../../platform/outbox/backoff.ts';
import type { OpenDraftOutbox } from './draft-outbox.ts';
import type { RunnerCore } from './draft-runner-deps.ts';
import type { SendOutcome } from './draft-sender.ts';
import { patchDraft, pendingFiles, readDraft } from './drafts-db.ts';
import { OPEN_FORM_BACKOFF } from './open-here.ts';

export type SendTrigger = 'start' | 'online' | 'timer' | 'saved';

export class DeviceSends {
  private outbox: Promise<OpenDraftOutbox> | null = null;
  private sending: Promise<void> | null = null;
  private dueTimer: unknown;
  /** Passes in a row that failed before the outbox could judge them (its module did not load, the device's storage threw). */
  private unjudged = 0;

  constructor(private readonly core: RunnerCore) {}

  /**
   * One pass of this draft's outbox when the device holds files or a submission for the server.
   * A pass the network cut is tried again when the engine's backoff says it is due.
   */
  send(trigger: SendTrigger): Promise<void> {
    const { deps } = this.core;
    if (!deps.isOnline()) return Promise.resolve();
    deps.clearTimer(this.dueTimer);
    let dueAt: number | null = null;
    this.sending ??= (async () => {
      const { owner, party, clientKey, kind, host } = this.core.options;
      // The form's own autosave may be making the application (on reconnect both start at once):
      // the draft is read once it sits under the key it will keep, with its Submit asked offline.
      await this.core.creationSettled();
      await this.core.flushLocal();
      const record = await readDraft(this.core.currentKey(), owner);
      const files = await pendingFiles(clientKey, owner);
      if (!record && this.core.isQueued()) {
        await this.learnSubmitted();
        return;
      }
      if (record && !record.submitRequested && this.core.isQueued()) {
        // The form waits on a Submit its draft no longer carries: another pass submitted it and a
        // later write made the draft again, or a write lost the request. The server says which;
        // a Submit not made yet is asked again, as the person did (nothing they asked is lost).
        if (await this.learnSubmitted()) return;
        await patchDraft(record.key, { submitRequested: true });
        record.submitRequested = true;
      }
      if (!record || (!record.submitRequested && !files.some((file) => file.problem === null))) return;
      if (record.clientKey !== clientKey) await patchDraft(record.key, { clientKey });
      this.outbox ??= deps.outbox(owner, party, clientKey);
      const pass = await this.outbox.then(
        async (outbox) => {
          const judged = await outbox.send(trigger);
          this.unjudged = 0;
          return judged;
        },
        () => {
          this.outbox = null;
          return {
            outcome: { state: 'offline', detail: null } as SendOutcome,
            nextDueAt: this.unjudgedDue(),
          };
        },
      );
      const outcome = pass.outcome;
      if (!outcome) {
        // Nothing was tried: the draft went between the read above and the outbox's own look,
        // delivered by another pass (the form this one replaced, or another tab).
        if (this.core.isQueued() && !(await readDraft(this.core.currentKey(), owner))) {
          await this.learnSubmitted();
          return;
        }
        dueAt = pass.nextDueAt;
        return;
      }
      if (outcome.detail) await this.core.adopt(outcome.detail);
      if (outcome.state === 'sent' && outcome.submitted && outcome.detail) {
        this.core.tell({ type: 'sendOutcome', outcome });
        this.core.updated(outcome.detail);
        host.submitted(outcome.detail);
        return;
      }
      if (outcome.state === 'refused') this.core.tell({ type: 'sendOutcome', outcome });
      if (outcome.state === 'offline') dueAt = pass.nextDueAt;
      await this.core.reloadWaiting();
      const id = this.core.detail()?.id;
      if (id && outcome.state !== 'offline') {
        const now = await deps.api.getApplication(kind, id);
        // The pass had nothing to submit, yet the application is submitted: another pass sent
        // the Submit this form waits on (the page's drafts outbox, the form this one replaced).
        if (!this.settledBySubmission(now)) this.core.updated(now);
      }
    })()
      .catch(() => {
        dueAt = this.unjudgedDue();
      })
      .finally(() => {
        this.sending = null;
        // The `online` event came but a request still failed (the signal came back only half, or
        // dropped again): the next pass is when the outbox's backoff says, not the next event.
        if (dueAt !== null && this.core.isLive() && deps.isOnline()) {
          const wait = Math.max(0, dueAt - deps.now());
          this.dueTimer = deps.setTimer(() => void this.send('timer'), wait);
        }
      });
    return this.sending;
  }

  /**
   * The draft of a queued form is gone from the device: another pass submitted it (the form this
   * one replaced when its address changed, or another tab). The form learns it from the server
   * instead of waiting for ever on its "will be submitted" notice.
   */
  private async learnSubmitted(): Promise<boolean> {
    const id = this.core.detail()?.id;
    if (!id) return false;
    return this.settledBySubmission(await this.core.deps.api.getApplication(this.core.options.kind, id));
  }

  /**
   * A form waiting on its Submit whose application the server says is submitted shows the
   * submission, whichever pass sent it. False when that is not so (nothing told).
   */
  private settledBySubmission(now: ApplicationDetail): boolean {
    if (!this.core.isQueued() || now.editable || !now.submittedAt) return false;
    this.core.tell({ type: 'sendOutcome', outcome: { state: 'sent', detail: now, submitted: true } });
    this.core.updated(now);
    this.core.options.host.submitted(now);
    return true;
  }

  /** The form closed: no pass is tried again from it (the page's drafts outbox carries on). */
  stop(): void {
    this.core.deps.clearTimer(this.dueTimer);
  }

  /** When a pass that failed before the outbox judged it is tried again: the same schedule as the outbox's. */
  private unjudgedDue(): number {
    this.unjudged += 1;
    return this.core.deps.now() + retryDelay(this.unjudged, 'network', Math.random, OPEN_FORM_BACKOFF);
  }

  /** Submit without a network: kept with everything on the device and submitted when it returns. */
  async queueSubmission(): Promise<void> {
    await this.core.flushLocal(true);
    // The person asks now: the draft's schedule starts again, and a refusal held is asked again.
    await patchDraft(this.core.currentKey(), { submitRequested: true, problem: null, outbox: undefined });
    this.core.tell({ type: 'submitQueued' });
  }

  /** The person cancelled the submission waiting on this device. */
  async cancelQueued(): Promise<void> {
    await patchDraft(this.core.currentKey(), { submitRequested: false });
    this.core.tell({ type: 'cancelQueued' });
  }
}
