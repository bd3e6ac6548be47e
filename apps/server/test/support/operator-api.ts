// The operator HTTP API as the CLI calls it: a POST with the operator bearer token of the server's
// AUTH_SECRET, from an IP of its own (the routes are rate limited per IP).
import { operatorToken } from '#modules/progression/operator-token.ts';
import { randomIp } from './account-client.ts';

export function operatorPost(
  server: { url: string },
  authSecret: string,
  route: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${server.url}/api/operator/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
      authorization: `Bearer ${operatorToken(authSecret)}`,
    },
    body: JSON.stringify(body),
  });
}
