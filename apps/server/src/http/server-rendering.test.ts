// Issue 28 Build 1: the public pages go out rendered, kept per path like the visitor GraphQL answer,
// Brotli-compressed once; anything the render module declines or fails goes on unrendered.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerServerRendering } from './server-rendering.ts';

const INDEX =
  '<!doctype html><html><head><title>Battle Pass</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
const TTL_MS = 60_000;

let dir: string;
let app: FastifyInstance;

/** A web build with a render module that draws its address, counting its renders in a file. */
function writeBuild(renderBody: string) {
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX);
  writeFileSync(
    path.join(dir, 'dist-server', 'entry-server.js'),
    `export const renders = [];\nexport async function renderPage(parameters) {\n  renders.push(parameters.url);\n${renderBody}\n}\n`,
  );
}

async function start(renderBody: string) {
  writeBuild(renderBody);
  app = Fastify();
  app.post('/graphql', async (request) => ({
    data: { echo: request.headers.authorization ?? null },
  }));
  const renderer = await registerServerRendering(app, {
    webDist: path.join(dir, 'dist'),
    // A white-label build without a render module: only the web's pages are rendered.
    whiteLabelDist: path.join(dir, 'no-white-label'),
    ttlMs: TTL_MS,
  });
  app.setNotFoundHandler((_request, reply) => reply.type('text/html').send(INDEX));
  const module = (await import(path.join(dir, 'dist-server', 'entry-server.js'))) as {
    renders: string[];
  };
  return { renderer: renderer!, renders: module.renders };
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'server-rendering-'));
});
afterEach(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const drawsAddress = `  return { html: '<main>page ' + parameters.url + '</main>', payload: '<script type="application/json" id="levelup-server-rendered">{}</script>' };`;

describe('server-rendered pages (issue 28 Build 1)', () => {
  it('sends a public page with its HTML in the root element and the payload after it', async () => {
    await start(drawsAddress);
    const response = await app.inject({ url: '/allypass' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(
      '<!doctype html><html><head><title>Battle Pass</title></head><body><div id="root"><main>page /allypass</main></div><script type="application/json" id="levelup-server-rendered">{}</script><script src="/a.js"></script></body></html>',
    );
  });

  it('renders a page once and keeps it, Brotli-compressed for a browser that takes it, until cleared', async () => {
    const { renderer, renders } = await start(drawsAddress);
    const plain = await app.inject({ url: '/mints' });
    const brotli = await app.inject({
      url: '/mints',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(renders).toEqual(['/mints']);
    // A padded page compresses; a tiny one goes out as it is.
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    const body =
      brotli.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(brotli.rawPayload).toString()
        : brotli.body;
    expect(body).toBe(plain.body);
    renderer.clear();
    await app.inject({ url: '/mints' });
    expect(renders).toEqual(['/mints', '/mints']);
  });

  it('compresses a page of real size with Brotli', async () => {
    await start(`  return { html: '<p>level</p>'.repeat(2000), payload: '' };`);
    const response = await app.inject({ url: '/games', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<p>level</p>'.repeat(2000),
    );
  });

  it('leaves other paths, addresses with a query, and pages the module declines or fails to the app', async () => {
    const { renders } = await start(`  if (parameters.url === '/games') throw new Error('no');
  if (parameters.url === '/') return null;
${drawsAddress}`);
    for (const url of ['/profile/me', '/allypass?scroll_to_level=3', '/games', '/']) {
      const response = await app.inject({ url });
      expect(response.body).toBe(INDEX);
    }
    expect(renders).toEqual(['/games', '/']);
    expect((await app.inject({ method: 'POST', url: '/allypass' })).body).toBe(INDEX);
  });

  it("asks the API in-process as a visitor, without the request's token or cookie", async () => {
    await start(`  const answer = await parameters.fetch('http://server-render/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer stolen', cookie: 'a=b' },
    body: '{"query":"{ echo }"}',
  });
  return { html: await answer.text(), payload: '' };`);
    const response = await app.inject({
      url: '/',
      headers: { authorization: 'Bearer player', cookie: 'levelup_refresh=x' },
    });
    expect(response.body).toContain('<div id="root">{"data":{"echo":null}}</div>');
  });

  it("puts the page's title (as text) and head elements into the document's head", async () => {
    await start(
      `  return { html: '<main>pass</main>', payload: '', title: 'Nebula <Guild> & Co · Battle Pass', head: '<style id="theme">:root{--brand-primary:#0b827a}</style>' };`,
    );
    const { body } = await app.inject({ url: '/allypass' });
    expect(body).toContain(
      '<head><title>Nebula &#60;Guild&#62; &#38; Co · Battle Pass</title><style id="theme">:root{--brand-primary:#0b827a}</style></head>',
    );
  });
});
