import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema/site.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('contact form on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(() => t?.close());

  const send = (payload: unknown, ip = '203.0.113.10') =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: payload as object, remoteAddress: ip });
  const stored = async () => (await t.deps.db.select({ n: count() }).from(contactMessages))[0].n;

  it('stores the message and mails it to the administrators', async () => {
    const admin = await createWriter(t.deps, { role: 'admin' });
    await createWriter(t.deps, { role: 'writer', email: 'not-an-admin@example.com' });
    const res = await send({
      name: '佐藤 由美',
      email: 'Yumi@Example.com',
      body: '記事の内容について質問があります。よろしくお願いします。',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('受け付けました');
    const [row] = await t.deps.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: '佐藤 由美', email: 'yumi@example.com' });
    const outbox = t.deps.config.outboxDir;
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(admin.email);
    expect(mails[0]).not.toContain('not-an-admin@example.com');
  });

  it.each([
    ['an empty name', { name: '', email: 'a@example.com', body: '十分な長さのお問い合わせ内容です。' }, 'name'],
    ['a bad email', { name: '田中', email: 'tanaka', body: '十分な長さのお問い合わせ内容です。' }, 'email'],
    ['a too short body', { name: '田中', email: 'a@example.com', body: '短い' }, 'body'],
    ['a too long body', { name: '田中', email: 'a@example.com', body: 'あ'.repeat(2001) }, 'body'],
  ])('refuses %s with a Japanese 422 and stores nothing', async (_name, payload, field) => {
    const before = await stored();
    const res = await send(payload, '203.0.113.11');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    expect(await stored()).toBe(before);
  });

  it('limits how often one address may write', async () => {
    const payload = { name: '連投', email: 'spam@example.com', body: '何度も送信されるメッセージです。' };
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await send(payload, '198.51.100.99')).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201]);
    const limited = await send(payload, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('リクエストが多すぎます。しばらく待ってからお試しください');
  });
});
