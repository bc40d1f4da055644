// The OpenAPI document @fastify/swagger builds from the route schemas (served at /api/v1/openapi.json
// and rendered at /api/docs), shaped so that generic OpenAPI tooling accepts it as it is.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** `get /api/v1/articles/{id}/unlock_article` → `getArticlesUnlockArticle`: method and path, parameters left out. */
export function operationIdOf(method: string, url: string): string {
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

export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Salvia API', version: '1.0.0', description: 'Salvia の REST API (/api/v1)' },
    servers: [{ url: '/', description: 'この API を配信しているサイト' }],
    components: { securitySchemes: { jwt: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
  },
  transform,
};
