// A local HTTP server standing in for Cloudflare's siteverify URL: it accepts one token as valid and
// records what the app sent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TurnstileStandIn = {
  url: string;
  requests: URLSearchParams[];
  close: () => Promise<void>;
};

export async function startTurnstileStandIn({
  secret,
  validToken,
}: {
  secret: string;
  validToken: string;
}): Promise<TurnstileStandIn> {
  const requests: URLSearchParams[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      requests.push(form);
      const success = form.get('secret') === secret && form.get('response') === validToken;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          success
            ? { success: true, 'error-codes': [] }
            : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
