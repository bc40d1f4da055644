// The OpenAPI document @fastify/swagger builds from the route schemas (served at /api/v1/openapi.json
// and rendered at /api/docs), shaped so that generic OpenAPI tooling accepts it as it is.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** `get /api/v1/articles/{id}/unlock_article` → `getArticlesUnlockArticle`: method and path, parameters left out. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !/^v\d+$/.test(segment) && !/^[:{]/.test(segment))
    .flatMap((segment) => segment.split(/[_-]/));
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalized.join('');
}

/** `/api/v1/articles/` → `/api/v1/articles`: a resource's root route answers without the slash too. */
function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

const transform: FastifyDynamicSwaggerOptions['transform'] = (document) => {
  const { schema, url } = jsonSchemaTransform(document);
  if (!schema || schema.hide) return { schema, url };
  const method = [document.route.method].flat()[0];
  const path = withoutTrailingSlash(url);
  return {
    url: path,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, path),
      // Routes that need the token say so; every other operation is public.
      security: schema.security ?? [],
    },
  };
};

/** What each group of operations is about, for viewers that list the groups (tags) with a line each. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  articles: '記事の詳細',
  'articles (public)': '公開中の記事の一覧・ランキング・検索（認証不要）',
  'articles (manage)': '記事の作成・更新・ゴミ箱・編集ロック（サインイン中のライター）',
  categories: 'カテゴリの参照',
  'categories (admin)': 'カテゴリの管理（管理者）',
  tags: 'タグの参照',
  'tags (admin)': 'タグの管理（管理者）',
  writers: 'ライターの公開プロフィールとサインイン中のライター',
  'writers (staff)': 'ライター一覧と自分のプロフィール（サインイン中のライター）',
  'writers (admin)': 'ライターのアカウント管理（管理者）',
  'password reset': 'パスワードの再設定',
  auth: 'サインイン',
  media: '画像のアップロードとメディアライブラリ（サインイン中のライター）',
  analytics: 'ページビューの記録と集計',
  contact: 'お問い合わせ',
  'redirects (admin)': '旧アドレスからの転送（301）の管理（管理者）',
};

/** Declares the tags the operations use, in the order they first appear, so viewers can group by them. */
const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  const operations = Object.values(openapiObject.paths ?? {}).flatMap((item) => Object.values(item ?? {}));
  const names = new Set(operations.flatMap((op) => (op as { tags?: string[] }).tags ?? []));
  return { ...openapiObject, tags: [...names].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })) };
};

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Salvia API', version: '1.0.0', description: 'Salvia の REST API (/api/v1)' },
    servers: [{ url: '/', description: 'この API を配信しているサイト' }],
    components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
  },
  transform,
  transformObject,
};
