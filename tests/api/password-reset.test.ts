import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../server/db/schema.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createWriter } from '../helpers/factories.ts';
import { startMailServer } from '../helpers/mail-server.ts';

describe.each(testDatabases)('password reset by mail on %s', (kind) => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await build(kind, { env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/writers/${url}`, payload });
  const post = (url: string, payload?: object, headers = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/writers/${url}`, payload, headers });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { email, password } });
  const lastMailTo = (email: string) => [...mail.inbox].reverse().find((m) => m.to.includes(email));
  const tokenIn = (text: string) => text.match(/token=([\w-]+)/)?.[1] ?? '';
  const codeIn = (text: string) => text.match(/確認コード.*?(\d{6})/s)?.[1] ?? '';

  it('mails a link and a code, and the link sets a new password exactly once', async () => {
    const writer = await createWriter(t.deps, { email: 'reset@example.com', password: 'old-password' });
    const res = await put('get_code', { email: 'RESET@example.com' });
    expect(res.statusCode).toBe(200);
    const message = lastMailTo(writer.email);
    expect(message?.text).toContain('パスワード再設定');
    const token = tokenIn(message?.text ?? '');
    expect(token.length).toBeGreaterThan(20);

    const reset = await post('reset', { token, email: writer.email, password: 'new-password-1' });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(writer.email, 'old-password')).statusCode).toBe(401);
    expect((await signIn(writer.email, 'new-password-1')).statusCode).toBe(200);
    const again = await post('reset', { token, email: writer.email, password: 'new-password-2' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token[0]).toContain('有効期限が切れているか');
  });

  it('accepts the 6-digit code instead of the link', async () => {
    const writer = await createWriter(t.deps, { email: 'code@example.com', password: 'old-password' });
    await put('get_code', { email: writer.email });
    const code = codeIn(lastMailTo(writer.email)?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await put('reset_password', { email: writer.email, code: wrongCode, password: 'new-password-1' })).statusCode,
    ).toBe(422);
    expect((await put('reset_password', { email: writer.email, code, password: 'new-password-1' })).statusCode).toBe(
      200,
    );
    expect((await signIn(writer.email, 'new-password-1')).statusCode).toBe(200);
  });

  it('refuses an expired token, and a newer request voids the older one', async () => {
    const writer = await createWriter(t.deps, { email: 'expired@example.com' });
    await put('get_code', { email: writer.email });
    const first = tokenIn(lastMailTo(writer.email)?.text ?? '');
    await put('get_code', { email: writer.email });
    const second = tokenIn(lastMailTo(writer.email)?.text ?? '');
    expect((await post('reset', { token: first, email: writer.email, password: 'new-password-1' })).statusCode).toBe(
      422,
    );
    await t.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.writerId, writer.id));
    expect((await post('reset', { token: second, email: writer.email, password: 'new-password-1' })).statusCode).toBe(
      422,
    );
  });

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const before = mail.inbox.length;
    const unknown = await put('get_code', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    const known = await put('get_code', { email: 'reset@example.com' });
    expect(unknown.json()).toEqual(known.json());
    expect(mail.inbox.length).toBe(before + 1);
  });

  it('lets an admin send the mail to a writer, and nobody else', async () => {
    const writer = await createWriter(t.deps, { email: 'by-admin@example.com' });
    const admin = await createWriter(t.deps, { role: 'admin' });
    expect((await post(`send_token?id=${writer.id}`)).statusCode).toBe(401);
    expect((await post(`send_token?id=${writer.id}`, undefined, await authHeader(t.deps, writer.id))).statusCode).toBe(
      403,
    );
    const sent = await post(`send_token?id=${writer.id}`, undefined, await authHeader(t.deps, admin.id));
    expect(sent.statusCode).toBe(200);
    expect(lastMailTo(writer.email)).toBeDefined();
  });

  it.each([
    ['reset', { token: 'x', email: 'a@example.com', password: 'long-enough' }],
    ['reset', { token: 'abcdefghijklmnop', email: 'a@example.com', password: 'short' }],
  ])('answers 422 for bad input to %s', async (url, payload) => {
    expect((await post(url, payload)).statusCode).toBe(422);
  });

  it('limits how often one address may try', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await put('reset_password', { email: 'limit@example.com', code: '123456', password: 'long-enough' }))
          .statusCode,
      );
    expect(codes.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(codes[5]).toBe(429);
  });
});

describe('mail without SMTP', () => {
  it('writes the message to the outbox folder', async () => {
    const t = await build('pglite');
    try {
      await createWriter(t.deps, { email: 'outbox@example.com' });
      await t.app.inject({ method: 'PUT', url: '/api/v1/writers/get_code', payload: { email: 'outbox@example.com' } });
      expect(readdirSync(t.deps.config.outboxDir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
