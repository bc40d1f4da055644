// Who is calling: reads `Authorization: JWT <token>` and offers per-route guards.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contract/writers.ts';
import { verifyToken } from '../auth/jwt.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { getSessionWriter } from '../services/writers/get-live-writer.ts';
import type { WriterRow } from '../services/writers/writer-json.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in writer; set by `requireWriter`, so non-null in guarded routes. */
    writer: WriterRow | null;
  }
}

const SCHEME = /^(?:JWT|Bearer)\s+(\S+)$/i;

export async function writerFromHeader(deps: Pick<Deps, 'db' | 'config'>, header: string | undefined) {
  const token = header?.match(SCHEME)?.[1];
  if (!token) return null;
  const session = await verifyToken(deps.config.jwtSecret, token);
  if (!session) return null;
  return getSessionWriter(deps, session);
}

/** onRequest (before the body is read or validated): 401 unless a live writer's valid token is sent. */
export async function requireWriter(request: FastifyRequest) {
  request.writer = await writerFromHeader(request.server.deps, request.headers.authorization);
  if (!request.writer) throw AppError.unauthorized();
}

/** onRequest: 401 without a session, 403 for a writer whose role is not `role`. */
export function requireRole(role: Role) {
  return async (request: FastifyRequest) => {
    await requireWriter(request);
    if (request.writer?.role !== role) throw AppError.forbidden();
  };
}

export default fp(
  async (app) => {
    app.decorateRequest('writer', null);
  },
  { name: 'auth' },
);
