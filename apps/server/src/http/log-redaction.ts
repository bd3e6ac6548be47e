// Request logs must not carry credentials: the third-party sign-in URLs take a signed-in player's
// access token (cpt_token) and the providers' callbacks carry one-time codes in the query string.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMETERS = ['cpt_token', 'code', 'state', 'telegram_token', 'openid.sig'];

/** The URL with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (params.has(name)) params.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Fastify's `req` log serializer with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
