// Sessions end when they should: a new password (own, by an admin, or by mail) or a new role
// ends every token issued before it; the tab that changed its own password stays signed in.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writers } from '../../server/db/schema/accounts.ts';
import { renewOwnSession } from '../../server/services/auth/renew-own-session.ts';
import { build, TEST_JWT_SECRET, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createWriter } from '../helpers/factories.ts';
import { startMailServer } from '../helpers/mail-server.ts';

describe.each(testDatabases)('sessions on %s', (kind) => {
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

  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      payload,
      headers: token ? { authorization: `JWT ${token}` } : {},
    });
  const isLogin = async (token: string) => (await call('GET', 'writers/is_login', token)).statusCode;

  /** A writer (or admin) and a token from signing in. */
  async function signedIn(overrides: Parameters<typeof createWriter>[1] = {}) {
    const writer = await createWriter(t.deps, overrides);
    const res = await call('POST', 'auth/sign_in', undefined, { email: writer.email, password: writer.password });
    expect(res.statusCode).toBe(200);
    return { ...writer, token: res.json().data.token as string };
  }

  it('refuses a token issued before the writer changed their own password, and answers one for the tab that changed it', async () => {
    const writer = await signedIn();
    const renamed = await call('PUT', 'writers/update', writer.token, { name: '新しい名前' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).not.toHaveProperty('token');
    expect(await isLogin(writer.token)).toBe(200);

    const changed = await call('PUT', 'writers/update', writer.token, {
      password: 'a-brand-new-password',
      current_password: writer.password,
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect(fresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await isLogin(writer.token)).toBe(401);
    expect(await isLogin(fresh)).toBe(200);
  });

  it('answers a token to an admin who sets their own password in the staff editor', async () => {
    const admin = await signedIn({ role: 'admin' });
    const res = await call('PATCH', `writers/update?id=${admin.id}`, admin.token, { password: 'admins-new-password' });
    expect(res.statusCode).toBe(200);
    expect(await isLogin(admin.token)).toBe(401);
    expect(await isLogin(res.json().token)).toBe(200);
  });

  it('refuses a token issued before an admin set a new password', async () => {
    const admin = await signedIn({ role: 'admin' });
    const writer = await signedIn();
    const res = await call('PATCH', `writers/update?id=${writer.id}`, admin.token, { password: 'set-by-the-admin' });
    expect(res.statusCode).toBe(200);
    expect(await isLogin(writer.token)).toBe(401);
    expect(await isLogin(admin.token)).toBe(200);
  });

  it('refuses a token issued before the writer went to the trash, also after a restore', async () => {
    const admin = await signedIn({ role: 'admin' });
    const writer = await signedIn();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/writers/delete?id=${writer.id}`,
          headers: { authorization: `JWT ${admin.token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('PUT', `writers/restore?id=${writer.id}`, admin.token)).statusCode).toBe(200);
    expect(await isLogin(writer.token)).toBe(401);
  });

  it('refuses a token issued before the role changed, but not for saving the same role again', async () => {
    const admin = await signedIn({ role: 'admin' });
    const writer = await signedIn();
    expect((await call('PATCH', `writers/update?id=${writer.id}`, admin.token, { role: 'writer' })).statusCode).toBe(
      200,
    );
    expect(await isLogin(writer.token)).toBe(200);
    expect((await call('PATCH', `writers/update?id=${writer.id}`, admin.token, { role: 'admin' })).statusCode).toBe(
      200,
    );
    expect(await isLogin(writer.token)).toBe(401);
  });

  it.each([
    ['link', 'reset', (token: string, _code: string) => ({ token })],
    ['code', 'reset_password', (_token: string, code: string) => ({ code })],
  ] as const)('refuses a token issued before a reset by the mailed %s', async (_name, url, secret) => {
    const writer = await signedIn();
    await call('PUT', 'writers/get_code', undefined, { email: writer.email });
    await t.deps.mailer.idle();
    const text = [...mail.inbox].reverse().find((m) => m.to.includes(writer.email))?.text ?? '';
    const token = text.match(/token=([\w-]+)/)?.[1] ?? '';
    const code = text.match(/確認コード.*?(\d{6})/s)?.[1] ?? '';
    const res = await call(url === 'reset' ? 'POST' : 'PUT', `writers/${url}`, undefined, {
      email: writer.email,
      password: 'reset-by-mail',
      ...secret(token, code),
    });
    expect(res.statusCode).toBe(200);
    expect(await isLogin(writer.token)).toBe(401);
  });

  it('accepts a token from before session versions existed only until the first change', async () => {
    const writer = await createWriter(t.deps);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(writer.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await isLogin(legacy)).toBe(200);
    await t.deps.db.update(writers).set({ sessionVersion: 1 }).where(eq(writers.id, writer.id));
    expect(await isLogin(legacy)).toBe(401);
  });

  it('gives no new token when something else also ended the sessions meanwhile', async () => {
    const writer = await createWriter(t.deps);
    // The writer's token was checked at version 0; their change and one more made it 2.
    await t.deps.db.update(writers).set({ sessionVersion: 2 }).where(eq(writers.id, writer.id));
    const input = { actor: writer, writerId: writer.id, passwordChanged: true };
    expect(await renewOwnSession(t.deps, input)).toBeUndefined();
    const renewed = await renewOwnSession(t.deps, { ...input, actor: { ...writer, sessionVersion: 1 } });
    expect(await isLogin(renewed ?? '')).toBe(200);
  });
});
