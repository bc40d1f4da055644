import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../server/auth/jwt.ts';
import { writers } from '../../server/db/schema/accounts.ts';
import { build, TEST_JWT_SECRET, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(() => t?.close());

  const signIn = (payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload: payload as object, remoteAddress });
  const signInWith = (payload: unknown, remoteAddress: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      payload: payload as object,
      remoteAddress,
      headers: { cookie },
    });

  it('signs in with the right password and answers data.token and data.writer', async () => {
    const writer = await createWriter(t.deps, { role: 'admin' });
    const res = await signIn({ email: writer.email, password: writer.password });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.writer).toMatchObject({ id: writer.id, email: writer.email, role: 'admin' });
    expect(data.writer).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('treats the email case-insensitively', async () => {
    const writer = await createWriter(t.deps);
    const res = await signIn({ email: writer.email.toUpperCase(), password: writer.password });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const writer = await createWriter(t.deps);
    const wrong = await signIn({ email: writer.email, password: 'not-the-password' });
    const unknown = await signIn({ email: 'nobody@example.com', password: 'whatever-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('メールアドレスまたはパスワードが正しくありません');
  });

  it('limits wrong passwords per account from however many addresses, but not sign-ins that succeed', async () => {
    const writer = await createWriter(t.deps);
    const from = (i: number) => `198.51.100.${i}`;
    for (let i = 1; i <= 12; i++)
      expect((await signIn({ email: writer.email, password: writer.password }, from(i))).statusCode).toBe(200);
    const wrong = { email: writer.email, password: 'not-the-password' };
    const codes = [];
    for (let i = 1; i <= 31; i++) codes.push((await signIn(wrong, from(100 + i))).statusCode);
    expect(codes).toEqual([...Array(30).fill(401), 429]);
    // Locked for browsers it has not seen, even with the right password: a guess that hits must not get through.
    const right = await signIn({ email: writer.email, password: writer.password }, from(200));
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('リクエストが多すぎます。しばらく待ってからお試しください');
    expect(right.headers['retry-after']).toBeDefined();
  });

  it('slows a stranger guessing from one address without locking the owner out', async () => {
    const writer = await createWriter(t.deps);
    const wrong = { email: writer.email, password: 'not-the-password' };
    const codes = [];
    for (let i = 1; i <= 11; i++) codes.push((await signIn(wrong, '203.0.113.66')).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    // The stranger's address stays refused, the right password included.
    expect((await signIn({ email: writer.email, password: writer.password }, '203.0.113.66')).statusCode).toBe(429);
    // The owner, anywhere else, signs in.
    expect((await signIn({ email: writer.email, password: writer.password }, '198.51.100.67')).statusCode).toBe(200);
  });

  it('lets the owner in from a browser they signed in with before, while guesses from many addresses hold the account', async () => {
    const writer = await createWriter(t.deps);
    const first = await signIn({ email: writer.email, password: writer.password }, '198.51.100.80');
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(first.headers['set-cookie']).toMatch(/HttpOnly/);
    expect(first.headers['set-cookie']).toMatch(/SameSite=Strict/);

    const wrong = { email: writer.email, password: 'not-the-password' };
    const codes = [];
    for (let i = 1; i <= 31; i++) codes.push((await signIn(wrong, `203.0.113.${100 + i}`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    // A browser never seen before waits; the owner's own browser does not, even on a guesser's address.
    expect((await signIn({ email: writer.email, password: writer.password }, '198.51.100.81')).statusCode).toBe(429);
    const owner = await signInWith({ email: writer.email, password: writer.password }, '203.0.113.101', cookie);
    expect(owner.statusCode).toBe(200);
    // The proof is the account's and the server's: another account's, or a forged one, proves nothing.
    const other = await createWriter(t.deps);
    const otherCookie = String(
      (await signIn({ email: other.email, password: other.password }, '198.51.100.82')).headers['set-cookie'],
    ).split(';')[0];
    for (const proof of [otherCookie, `${cookie.slice(0, -4)}AAAA`]) {
      const res = await signInWith({ email: writer.email, password: writer.password }, '198.51.100.83', proof);
      expect(res.statusCode).toBe(429);
    }
  });

  it('limits wrong passwords from a proven browser by itself', async () => {
    const writer = await createWriter(t.deps);
    const first = await signIn({ email: writer.email, password: writer.password }, '198.51.100.90');
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    const wrong = { email: writer.email, password: 'not-the-password' };
    const codes = [];
    for (let i = 1; i <= 11; i++)
      codes.push((await signInWith(wrong, `198.51.100.${90 + (i % 3)}`, cookie)).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    // Its guesses were not the address's: the same address without the proof is still let in.
    expect((await signIn({ email: writer.email, password: writer.password }, '198.51.100.91')).statusCode).toBe(200);
  });

  it('never limits a writer who signs in successfully, however often', async () => {
    const writer = await createWriter(t.deps);
    const codes = [];
    for (let i = 1; i <= 15; i++)
      codes.push((await signIn({ email: writer.email, password: writer.password }, '198.51.100.77')).statusCode);
    expect(codes).toEqual(Array(15).fill(200));
  });

  it('limits wrong passwords from one client, whichever accounts they are for', async () => {
    const client = '198.51.100.250';
    const codes = [];
    for (let i = 1; i <= 31; i++)
      codes.push((await signIn({ email: `sprayed-${i}@example.com`, password: 'password123' }, client)).statusCode);
    expect(codes).toEqual([...Array(30).fill(401), 429]);
  });

  it('refuses a writer in the trash', async () => {
    const writer = await createWriter(t.deps, { deletedAt: new Date() });
    const res = await signIn({ email: writer.email, password: writer.password });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 with Japanese field messages for a malformed body', async () => {
    const res = await signIn({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email[0]).toBe('メールアドレスの形式が正しくありません');
    expect(errors.password[0]).toBe('パスワードを入力してください');
  });

  it.each([
    ['a missing body', undefined],
    ['a number for the email', { email: 12, password: 'x' }],
    ['an over-long password', { email: 'a@example.com', password: 'x'.repeat(10_000) }],
    ['an SQL injection string', { email: "' or 1=1 --@example.com", password: "' or '1'='1" }],
  ])('answers 4xx, never 5xx, for %s', async (_name, payload) => {
    const res = await signIn(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers 4xx with a Japanese message for broken JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('リクエストの形式が正しくありません');
  });

  describe('is_login', () => {
    const isLogin = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/writers/is_login', headers: authorization ? { authorization } : {} });

    it('answers the writer for a good token', async () => {
      const writer = await createWriter(t.deps);
      const { data } = (await signIn({ email: writer.email, password: writer.password })).json();
      const res = await isLogin(`JWT ${data.token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().writer).toMatchObject({ id: writer.id, name: writer.name });
    });

    it('answers 401 without a token', async () => {
      const res = await isLogin();
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'ログインしてください' });
    });

    it('answers 401 for a garbage token', async () => {
      expect((await isLogin('JWT not.a.token')).statusCode).toBe(401);
      expect((await isLogin('Basic abc')).statusCode).toBe(401);
    });

    it('answers 401 for an expired token', async () => {
      const writer = await createWriter(t.deps);
      const token = await signToken(TEST_JWT_SECRET, { writerId: writer.id, sessionVersion: 0 }, -10);
      expect((await isLogin(`JWT ${token}`)).statusCode).toBe(401);
    });

    it('answers 401 for a token forged with another secret', async () => {
      const writer = await createWriter(t.deps);
      const forged = await signToken('another-secret-another-secret-another-secret', {
        writerId: writer.id,
        sessionVersion: 0,
      });
      expect((await isLogin(`JWT ${forged}`)).statusCode).toBe(401);
    });

    it('answers 401 for an unsigned (alg none) token', async () => {
      const writer = await createWriter(t.deps);
      const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      const payload = Buffer.from(JSON.stringify({ sub: String(writer.id) })).toString('base64url');
      expect((await isLogin(`JWT ${header}.${payload}.`)).statusCode).toBe(401);
    });

    it('answers 401 once the writer is moved to the trash', async () => {
      const writer = await createWriter(t.deps);
      const token = await signToken(TEST_JWT_SECRET, { writerId: writer.id, sessionVersion: 0 });
      expect((await isLogin(`JWT ${token}`)).statusCode).toBe(200);
      await t.deps.db.update(writers).set({ deletedAt: new Date() }).where(eq(writers.id, writer.id));
      expect((await isLogin(`JWT ${token}`)).statusCode).toBe(401);
    });

    it('answers 401 for a token whose subject is not a writer id', async () => {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('admin')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      expect((await isLogin(`JWT ${token}`)).statusCode).toBe(401);
    });
  });
});
