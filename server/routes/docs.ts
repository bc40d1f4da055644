// /api/docs: the API reference, rendered from the generated OpenAPI document (assets ship in the package).
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';

const docs: FastifyPluginAsync = async (app) => {
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    theme: { title: 'Salvia API ドキュメント' },
  });
};

export default docs;
