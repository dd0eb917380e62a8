import { describe, expect, it } from 'vitest';
import { laterPart } from './after-paint.ts';

describe('laterPart', () => {
  it('loads once and then has the part at once', async () => {
    let calls = 0;
    const part = laterPart(async () => {
      calls += 1;
      return { form: 'body' };
    });
    expect(part.now()).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
    expect(part.now()).toEqual({ form: 'body' });
  });

  it('asks again after a failed load (a chunk missing offline)', async () => {
    let calls = 0;
    const part = laterPart(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Failed to fetch dynamically imported module');
      return 42;
    });
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.now()).toBeUndefined();
    await expect(part.load()).resolves.toBe(42);
    expect(calls).toBe(2);
    expect(part.now()).toBe(42);
  });

  it('loads nothing before the first render of a first visit (whenReopened)', async () => {
    let calls = 0;
    const part = laterPart(async () => {
      calls += 1;
      return 'form';
    });
    // No service worker in control and a network: a first visit (pageReopened() is false here).
    await expect(part.whenReopened()).resolves.toBeUndefined();
    expect(calls).toBe(0);
    expect(part.now()).toBeUndefined();
  });
});
