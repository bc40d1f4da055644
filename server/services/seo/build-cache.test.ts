import { describe, expect, it } from 'vitest';
import { createBuildCache } from './build-cache.ts';

function setup(options: { ttlMs?: number; maxBytes?: number } = {}) {
  let time = 1_000_000;
  const cache = createBuildCache<string>({
    ttlMs: options.ttlMs ?? 60_000,
    maxBytes: options.maxBytes ?? 1_000_000,
    sizeOf: (value) => value.length,
    now: () => time,
  });
  let builds = 0;
  const build = (value: string) => async () => {
    builds += 1;
    return value;
  };
  return {
    cache,
    build,
    builds: () => builds,
    wait: (ms: number) => {
      time += ms;
    },
  };
}

describe('build cache', () => {
  it('shares one build between callers who ask while it runs', async () => {
    const { cache, build, builds } = setup();
    const answers = await Promise.all([
      cache.get('a', build('x')),
      cache.get('a', build('y')),
      cache.get('a', build('z')),
    ]);
    expect(answers).toEqual(['x', 'x', 'x']);
    expect(builds()).toBe(1);
  });

  it('serves the kept answer until it is older than the TTL, then builds again', async () => {
    const { cache, build, builds, wait } = setup({ ttlMs: 60_000 });
    expect(await cache.get('a', build('old'))).toBe('old');
    wait(59_000);
    expect(await cache.get('a', build('new'))).toBe('old');
    wait(2000);
    expect(await cache.get('a', build('new'))).toBe('new');
    expect(builds()).toBe(2);
  });

  it('keeps each key apart', async () => {
    const { cache, build } = setup();
    expect(await cache.get('a', build('for a'))).toBe('for a');
    expect(await cache.get('b', build('for b'))).toBe('for b');
    expect(await cache.get('a', build('again'))).toBe('for a');
  });

  it('does not keep a failed build: the next caller tries again', async () => {
    const { cache, build } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('a', build('back'))).toBe('back');
  });

  it('keeps nothing with a TTL of 0, yet still shares a running build', async () => {
    const { cache, build, builds } = setup({ ttlMs: 0 });
    await Promise.all([cache.get('a', build('x')), cache.get('a', build('x'))]);
    expect(builds()).toBe(1);
    await cache.get('a', build('x'));
    expect(builds()).toBe(2);
  });

  it('forgets every answer on clear, and does not keep a build that was running then', async () => {
    const { cache, build } = setup();
    expect(await cache.get('a', build('before'))).toBe('before');
    let finish: (value: string) => void = () => {};
    const running = cache.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    expect(await running).toBe('read before the change');
    expect(await cache.get('a', build('after'))).toBe('after');
    expect(await cache.get('b', build('after'))).toBe('after');
  });

  it('drops the oldest answers when the kept ones would pass the byte budget', async () => {
    // Each answer costs its length plus a fixed overhead of about a hundred bytes.
    const { cache, build, builds } = setup({ maxBytes: 3000 });
    const big = 'x'.repeat(1000);
    for (const key of ['a', 'b', 'c']) await cache.get(key, build(big));
    expect(builds()).toBe(3);
    await cache.get('c', build(big));
    await cache.get('b', build(big));
    expect(builds()).toBe(3);
    await cache.get('a', build(big));
    expect(builds()).toBe(4);
  });
});
