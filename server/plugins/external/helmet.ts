// Security headers on every response (helmet's defaults), except the content security policy.
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(fastifyHelmet, {
      // Pages carry their own CSP, naming the hashes of their inline scripts; the rest is helmet's default.
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);
