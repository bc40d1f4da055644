// /api/docs: the API reference (Swagger UI), rendered from the generated OpenAPI document — the
// same `app.swagger()` that /api/v1/openapi.json serves. Its assets ship in the package: no CDN.
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

// Swagger UI loads only its own scripts and styles; nothing inline, nothing from elsewhere.
// (The plugin's default CSP adds `upgrade-insecure-requests`, which breaks plain-http dev servers.)
const CSP =
  "default-src 'self'; base-uri 'self'; frame-ancestors 'self'; img-src 'self' data:; font-src 'self' data:; " +
  "object-src 'none'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; connect-src 'self'";

const docs: FastifyPluginAsync = async (app) => {
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    theme: { title: 'Salvia API ドキュメント' },
    staticCSP: CSP,
  });
};

export default docs;
