// Test data factories: each call makes fresh rows; no shared mutable fixtures.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signToken } from '../../server/auth/jwt.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { writers } from '../../server/db/schema/accounts.ts';
import { articles, categories } from '../../server/db/schema/content.ts';
import type { Deps } from '../../server/deps.ts';

const unique = () => randomBytes(4).toString('hex');

/** One hash per password a worker uses: any argon2 hash of it verifies, and each costs ~9 ms of CPU. */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export async function createWriter(
  deps: Pick<Deps, 'db'>,
  overrides: Partial<typeof writers.$inferInsert> & { password?: string } = {},
) {
  const { password = 'correct-horse-battery', ...rest } = overrides;
  const [row] = await deps.db
    .insert(writers)
    .values({
      email: `writer-${unique()}@example.com`,
      name: `ライター${unique()}`,
      passwordHash: await hashOnce(password),
      role: 'writer',
      ...rest,
    })
    .returning();
  return { ...row, password };
}

export async function createCategory(deps: Pick<Deps, 'db'>, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const [row] = await deps.db
    .insert(categories)
    .values({ title: `カテゴリ${unique()}`, slug: `category-${unique()}`, ...overrides })
    .returning();
  return row;
}

export async function createArticle(
  deps: Pick<Deps, 'db'>,
  overrides: Partial<typeof articles.$inferInsert> & { writerId: number },
) {
  const [row] = await deps.db
    .insert(articles)
    .values({
      title: `記事${unique()}`,
      lead: 'リード文です。',
      bodyHtml: '<h2>見出し</h2><p>本文です。</p>',
      status: 'published',
      publishedAt: new Date(Date.now() - 60_000),
      ...overrides,
    })
    .returning();
  return row;
}

/** A session for a writer whose password and role never changed (session version 0). */
export function authHeader(deps: Pick<Deps, 'config'>, writerId: number) {
  return signToken(deps.config.jwtSecret, { writerId, sessionVersion: 0 }).then((token) => ({
    authorization: `JWT ${token}`,
  }));
}

/** Saves `fields` of an article through the API as the editor does: with the version it last read. */
export async function saveThroughApi(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  fields: Record<string, unknown>,
) {
  const current = await app.inject({ url: `/api/v1/articles/view?id=${id}`, headers });
  return app.inject({
    method: 'PATCH',
    url: '/api/v1/articles/update',
    headers,
    payload: { id, ...fields, updated_at: current.json().article.updated_at },
  });
}
