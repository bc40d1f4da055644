import { describe, expect, it } from 'vitest';
import { createRenderQueue } from './render-queue.ts';

/** A render that finishes when the test says so. */
function heldRender() {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('page');
  });
  return { work: () => done, finish: () => finish() };
}

/** Lets the queue's turns (handed on through the event loop) happen. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('render queue', () => {
  it('runs at most `concurrency` renders at once and the rest in arrival order', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaitMs: 0 });
    const renders = [heldRender(), heldRender(), heldRender(), heldRender()];
    const order: number[] = [];
    const results = renders.map((r, i) =>
      queue.run(async () => {
        order.push(i);
        return r.work();
      }),
    );
    await settled();
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    expect(order).toEqual([0, 1]);
    renders[1]?.finish();
    await results[1];
    await settled();
    expect(order).toEqual([0, 1, 2]);
    expect(queue.load()).toEqual({ running: 2, waiting: 1 });
    for (const r of renders) r.finish();
    expect(await Promise.all(results)).toEqual(['page', 'page', 'page', 'page']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once, without running it, a render that would wait past maxWaitMs', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaitMs: 100, initialRenderMs: 60 });
    const first = heldRender();
    const second = heldRender();
    const running = queue.run(first.work);
    const queued = queue.run(second.work); // one render ahead: ~60 ms
    let ran = false;
    const refused = await queue.run(async () => {
      ran = true;
      return 'page';
    }); // two ahead: ~120 ms
    expect(refused).toBeUndefined();
    expect(ran).toBe(false);
    first.finish();
    second.finish();
    expect(await running).toBe('page');
    expect(await queued).toBe('page');
  });

  it('frees the slot of a render that fails', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaitMs: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'page')).toBe('page');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
