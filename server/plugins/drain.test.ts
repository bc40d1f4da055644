import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import drainPlugin from './drain.ts';

it('ends a kept-alive connection with the answer that was still running when closing began', async () => {
  const app = Fastify();
  await app.register(drainPlugin);
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  app.get('/slow', async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  // A proxy's pool: it would keep the connection open for the next request.
  const agent = new Agent({ keepAlive: true });
  try {
    const answer = new Promise<string | undefined>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/slow', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers.connection));
      })
        .on('error', reject)
        .end();
    });
    await running;
    const closed = app.close();
    expect(await answer).toBe('close');
    // Without the plugin this waits for the agent to give up the idle connection.
    await closed;
  } finally {
    agent.destroy();
  }
});
