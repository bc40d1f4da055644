// Collects every route schema into the OpenAPI document (`app.swagger()`), shaped by ../../openapi.ts.
import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { swaggerOptions } from '../../openapi.ts';

// Registered before the routes: it sees only the routes added after it.
export default fp(
  async (app) => {
    await app.register(fastifySwagger, swaggerOptions);
  },
  { name: 'swagger' },
);
