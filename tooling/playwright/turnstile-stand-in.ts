// A local HTTP server standing in for Cloudflare Turnstile's siteverify in the end-to-end suites
// (./turnstile.ts): POST /tokens issues a token (the browser's widget stand-in asks for one per render);
// POST /turnstile/v0/siteverify answers success only for the e2e secret and a token issued here and not
// verified before (Turnstile tokens are single use), in siteverify's JSON shape.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { E2E_TURNSTILE, TURNSTILE_STAND_IN_PORT } from './turnstile.ts';

const port = Number(process.argv[2] ?? TURNSTILE_STAND_IN_PORT);
const issued = new Set<string>();

const readBody = (request: import('node:http').IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

createServer(async (request, response) => {
  const path = request.url?.split('?')[0];
  if (request.method === 'POST' && path === '/tokens') {
    const token = `e2e-token-${randomBytes(12).toString('hex')}`;
    issued.add(token);
    response.setHeader('content-type', 'text/plain');
    response.end(token);
    return;
  }
  if (request.method === 'POST' && path === '/turnstile/v0/siteverify') {
    const form = new URLSearchParams(await readBody(request));
    const token = form.get('response') ?? '';
    const success = form.get('secret') === E2E_TURNSTILE.secretKey && issued.delete(token);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify(
        success
          ? { success: true, 'error-codes': [] }
          : { success: false, 'error-codes': ['invalid-input-response'] },
      ),
    );
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(path === '/health' ? { status: 'ok' } : { error: 'not found' }));
}).listen(port, '127.0.0.1');
