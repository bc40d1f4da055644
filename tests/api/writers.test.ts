import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';

type Who = 'anonymous' | 'writer' | 'other' | 'admin';

describe.each(testDatabases)('writer accounts on %s', (kind) => {
  let t: TestApp;
  const headers: Record<Who, Record<string, string>> = { anonymous: {}, writer: {}, other: {}, admin: {} };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    const writer = await createWriter(t.deps, {
      name: '山田 花子',
      email: 'hanako@example.com',
      password: 'hanako-password',
    });
    const other = await createWriter(t.deps, { name: '佐藤 次郎' });
    const admin = await createWriter(t.deps, { name: '編集長', role: 'admin' });
    Object.assign(ids, { writer: writer.id, other: other.id, admin: admin.id });
    headers.writer = await authHeader(t.deps, writer.id);
    headers.other = await authHeader(t.deps, other.id);
    headers.admin = await authHeader(t.deps, admin.id);
  });
  afterAll(() => t?.close());

  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/writers${url}`, headers: headers[who], payload });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: { email, password } });

  it('lets staff list, view and search writers, never showing password hashes', async () => {
    expect((await call('anonymous', 'GET', '/')).statusCode).toBe(401);
    const list = await call('writer', 'GET', '/');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toMatch(/password|argon2/);
    expect((await call('writer', 'GET', `/view?id=${ids.other}`)).json().writer.name).toBe('佐藤 次郎');
    const found = (await call('writer', 'GET', `/search?name=${encodeURIComponent('ﾔﾏﾀﾞ')}`)).json();
    expect(found.writers).toEqual([]);
    expect(
      (await call('writer', 'GET', `/search?name=${encodeURIComponent('山田')}`))
        .json()
        .writers.map((w: { id: number }) => w.id),
    ).toEqual([ids.writer]);
  });

  it('lets only admins create writers, with the role they choose', async () => {
    const body = { email: 'New@Example.com', name: '新人', password: 'new-writer-pass', role: 'admin' };
    expect((await call('writer', 'POST', '/new', body)).statusCode).toBe(403);
    const res = await call('admin', 'POST', '/new', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().writer).toMatchObject({ email: 'new@example.com', role: 'admin' });
    expect((await call('admin', 'POST', '/new', body)).json()).toEqual({
      errors: { email: ['このメールアドレスは既に登録されています'] },
    });
  });

  it('signs writers up by invitation only, never as admin', async () => {
    const body = { email: 'invited@example.com', name: '招待', password: 'invited-password', role: 'admin' };
    expect((await call('anonymous', 'POST', '', body)).statusCode).toBe(401);
    expect((await call('writer', 'POST', '', body)).statusCode).toBe(403);
    const res = await call('admin', 'POST', '', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.writer).toMatchObject({ email: 'invited@example.com', role: 'writer' });
    expect((await signIn('invited@example.com', 'invited-password')).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'bad', name: 'x', password: 'long-enough' }, 'email'],
    [{ email: 'a@example.com', name: '', password: 'long-enough' }, 'name'],
    [{ email: 'a@example.com', name: 'x', password: 'short' }, 'password'],
    [{ email: 'a@example.com', name: 'x', password: 'long-enough', role: 'owner' }, 'role'],
  ])('refuses %o with a Japanese 422', async (body, field) => {
    const res = await call('admin', 'POST', '/new', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('lets a writer edit only their own profile and never their role', async () => {
    expect(
      (await call('writer', 'PATCH', `/update?id=${ids.writer}`, { profile_text: '整理収納が好きです' })).json().writer
        .profile_text,
    ).toBe('整理収納が好きです');
    expect((await call('writer', 'PATCH', `/update?id=${ids.other}`, { name: '乗っ取り' })).statusCode).toBe(403);
    const raise = await call('writer', 'PATCH', `/update?id=${ids.writer}`, { role: 'admin' });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toBe('ご自身の権限は変更できません');
    // Sign-in details need the current password, so this call cannot change them.
    for (const change of [{ password: 'taken-over-password' }, { email: 'taken@example.com' }]) {
      expect((await call('writer', 'PATCH', `/update?id=${ids.writer}`, change)).statusCode).toBe(403);
    }
    expect((await signIn('hanako@example.com', 'taken-over-password')).statusCode).toBe(401);
    expect((await signIn('hanako@example.com', 'hanako-password')).statusCode).toBe(200);
    expect((await call('admin', 'PATCH', `/update?id=${ids.other}`, { name: '佐藤 次郎（編集）' })).statusCode).toBe(
      200,
    );
  });

  it('never demotes the last admin', async () => {
    const admins = (await call('admin', 'GET', '/?per=100'))
      .json()
      .writers.filter((w: { role: string }) => w.role === 'admin');
    for (const a of admins.filter((w: { id: number }) => w.id !== ids.admin))
      await call('admin', 'PATCH', `/update?id=${a.id}`, { role: 'writer' });
    const res = await call('admin', 'PATCH', `/update?id=${ids.admin}`, { role: 'writer' });
    expect(res.json().errors.role[0]).toBe('最後の管理者の権限は外せません');
  });

  it('changes your own password only with the current one', async () => {
    const wrong = await call('writer', 'PUT', '/update', { password: 'brand-new-password', current_password: 'nope' });
    expect(wrong.json().errors.current_password[0]).toBe('現在のパスワードが正しくありません');
    expect((await call('writer', 'PUT', '/update', { name: '山田 はなこ' })).json().writer.name).toBe('山田 はなこ');
    const ok = await call('writer', 'PUT', '/update', {
      password: 'brand-new-password',
      current_password: 'hanako-password',
    });
    expect(ok.statusCode).toBe(200);
    // The new password ended the old session; the answer carries the one to go on with.
    headers.writer = { authorization: `JWT ${ok.json().token}` };
    expect((await signIn('hanako@example.com', 'brand-new-password')).statusCode).toBe(200);
    expect((await signIn('hanako@example.com', 'hanako-password')).statusCode).toBe(401);
  });

  it('trashes a writer (no more sign-in, articles kept but off the public site), restores, and deletes only writers without articles', async () => {
    const author = await createWriter(t.deps, { email: 'author@example.com', password: 'author-password' });
    const article = await createArticle(t.deps, { writerId: author.id });
    expect((await call('writer', 'DELETE', `/delete?id=${author.id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/delete?id=${author.id}`)).json().message).toBe(
      'ライターをゴミ箱に移しました',
    );
    expect((await signIn('author@example.com', 'author-password')).statusCode).toBe(401);
    expect((await t.app.inject(`/api/v1/articles/view?id=${article.id}`)).statusCode).toBe(404);
    const staffView = { url: `/api/v1/articles/view?id=${article.id}`, headers: headers.admin };
    expect((await t.app.inject(staffView)).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/trash_writers')).json().writers.map((w: { id: number }) => w.id)).toContain(
      author.id,
    );
    expect((await call('admin', 'DELETE', `/delete?id=${author.id}`)).statusCode).toBe(422);
    expect((await call('admin', 'PUT', `/restore?id=${author.id}`)).statusCode).toBe(200);
    expect((await signIn('author@example.com', 'author-password')).statusCode).toBe(200);

    const lone = await createWriter(t.deps);
    await call('admin', 'DELETE', `/delete?id=${lone.id}`);
    expect((await call('admin', 'DELETE', `/delete?id=${lone.id}`)).json().message).toBe(
      'ライターを完全に削除しました',
    );
    expect((await call('admin', 'DELETE', `/delete?id=${ids.admin}`)).json().errors.id[0]).toBe(
      'ご自身は削除できません',
    );
  });

  it('finds a writer by email for admins only', async () => {
    expect((await call('writer', 'GET', '/get_writer_by_email?email=hanako@example.com')).statusCode).toBe(403);
    expect((await call('admin', 'GET', '/get_writer_by_email?email=HANAKO@example.com')).json().writer.id).toBe(
      ids.writer,
    );
    expect((await call('admin', 'GET', '/get_writer_by_email?email=nobody@example.com')).statusCode).toBe(404);
  });
});
