import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { nextTask } from './next-task';

describe('nextTask', () => {
  const holder = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete holder.scheduler;
  });

  it('resolves in a later task: after the microtasks already queued, and after a zero-delay timer set before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'earlier timer', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = jest.fn(() => Promise.resolve());
    holder.scheduler = { yield: yieldNow };
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });
});
