// The access token of a request: `Authorization: Bearer <token>` (issue 3 Sessions).
import type { FastifyRequest } from 'fastify';

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}
