import { createUpdateFlow, type WorkboxLike } from './update-flow.ts';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's Workbox: the test fires its life-cycle events. */
function fakeWorkbox() {
  const listeners: Record<'waiting' | 'controlling', Listener[]> = { waiting: [], controlling: [] };
  const workbox: WorkboxLike & { skipWaitingMessages: number } = {
    skipWaitingMessages: 0,
    addEventListener(type, listener) {
      listeners[type].push(listener);
    },
    messageSkipWaiting() {
      workbox.skipWaitingMessages += 1;
    },
  };
  const fire = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) => {
    for (const listener of listeners[type]) listener(event);
  };
  return { workbox, fire };
}

function setup() {
  const reload = vi.fn();
  const flow = createUpdateFlow(reload);
  const { workbox, fire } = fakeWorkbox();
  flow.attach(workbox);
  const changes = vi.fn();
  flow.subscribe(changes);
  return { flow, workbox, fire, reload, changes };
}

describe('the "site content changed" flow', () => {
  it('shows nothing until a new version waits', () => {
    const { flow, fire, reload } = setup();
    expect(flow.getState().available).toBe(false);
    // The first worker of a first visit takes control: not an update.
    fire('controlling', { isUpdate: false });
    expect(flow.getState().available).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the dialog when a new version waits', () => {
    const { flow, fire, changes } = setup();
    fire('waiting', { isUpdate: true });
    expect(flow.getState()).toEqual({ available: true, reloading: false });
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('on accept asks the waiting worker to take over, and reloads only once it controls the page', () => {
    const { flow, workbox, fire, reload } = setup();
    fire('waiting', { isUpdate: true });
    flow.accept();
    expect(workbox.skipWaitingMessages).toBe(1);
    expect(flow.getState().reloading).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('accepting twice sends one message', () => {
    const { flow, workbox, fire } = setup();
    fire('waiting', { isUpdate: true });
    flow.accept();
    flow.accept();
    expect(workbox.skipWaitingMessages).toBe(1);
  });

  it('on "later" closes the dialog and never reloads, even when the new version takes over', () => {
    const { flow, workbox, fire, reload } = setup();
    fire('waiting', { isUpdate: true });
    flow.postpone();
    expect(flow.getState().available).toBe(false);
    expect(workbox.skipWaitingMessages).toBe(0);
    // Another tab's person agreed: this page keeps its input.
    fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks again when a newer version waits after "later"', () => {
    const { flow, fire } = setup();
    fire('waiting', { isUpdate: true });
    flow.postpone();
    fire('waiting', { isUpdate: true });
    expect(flow.getState().available).toBe(true);
  });

  it('reloads at once on accept when another tab already let the new version take over', () => {
    const { flow, workbox, fire, reload } = setup();
    fire('waiting', { isUpdate: true });
    fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    flow.accept();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.skipWaitingMessages).toBe(0);
  });

  it('ignores accept without a waiting version', () => {
    const { flow, workbox, reload } = setup();
    flow.accept();
    expect(workbox.skipWaitingMessages).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });
});
